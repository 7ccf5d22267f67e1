import { Trans } from "@lingui/react/macro";
import { LanguageChoices } from "../../app/shell/language-modal.tsx";
import { BackToHomeLink } from "./back-to-home-link.tsx";
import { FailureMessage } from "./failure-message.tsx";
import { useAccountTypeChoice } from "./use-auth.ts";

/** Steps 1 and 2 of the sign-in screen: the language, then guest access or frequent flyer. */
export function AccountTypeChoice() {
  const { signingInAsGuest, canChoose, chooseGuest, chooseFrequentFlyer } = useAccountTypeChoice();
  return (
    <>
      <h2 tabIndex={-1}>
        <Trans>1. Select a language</Trans>
      </h2>
      <LanguageChoices />
      <h2>
        <Trans>2. Select an account type</Trans>
      </h2>
      <div className="account-types">
        <button type="button" className="button secondary" onClick={chooseGuest} disabled={!canChoose}>
          {signingInAsGuest ? <Trans>Signing in…</Trans> : <Trans>Guest Access</Trans>}
        </button>
        <button type="button" className="button secondary" onClick={chooseFrequentFlyer} disabled={!canChoose}>
          <Trans>Frequent Flyer</Trans>
        </button>
      </div>
      <p>
        <Trans>You must be 18 or older to create an account.</Trans>
      </p>
      <FailureMessage />
      <BackToHomeLink />
    </>
  );
}
