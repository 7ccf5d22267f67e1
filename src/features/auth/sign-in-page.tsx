import { Trans, useLingui } from "@lingui/react/macro";
import { buildConfig } from "../../lib/build-config.ts";
import { LanguageChoices } from "../../app/shell/language-modal.tsx";
import { showToast } from "../../app/shell/notify.ts";

/** /app signed out: instructions beside the language and account-type choices (spec part 2). */
export function SignInPage() {
  const { t } = useLingui();
  const unavailable = () => showToast("info", t`This feature is currently unavailable!`);
  return (
    <div className="sign-in">
      <section className="instructions" aria-labelledby="instructions-title">
        <h2 id="instructions-title">
          <Trans>How to get started</Trans>
        </h2>
        <ol>
          <li>
            <Trans>Select a language.</Trans>
          </li>
          <li>
            <Trans>Select an account type: guest access, or frequent flyer.</Trans>
          </li>
          <li>
            <Trans>Guests fill in the declaration forms and save their QR code; nothing is kept for the next trip.</Trans>
          </li>
          <li>
            <Trans>Frequent flyers enter their e-mail address, then the one-time password we send to it.</Trans>
          </li>
          <li>
            <Trans>New frequent flyers complete their profile once, and later trips are filled in for them.</Trans>
          </li>
        </ol>
        <p>
          <Trans>Show your trip QR code to the customs officer at baggage claim. Have a safe trip!</Trans>
        </p>
      </section>
      <section className="choices">
        <h2>
          <Trans>1. Select a language</Trans>
        </h2>
        <LanguageChoices />
        <h2>
          <Trans>2. Select an account type</Trans>
        </h2>
        <div className="account-types">
          <button type="button" className="button primary" onClick={unavailable}>
            <Trans>Guest Access</Trans>
          </button>
          <button type="button" className="button primary" onClick={unavailable}>
            <Trans>Frequent Flyer</Trans>
          </button>
        </div>
        <a className="button secondary" href={buildConfig.landingUrl}>
          <Trans>Back to home</Trans>
        </a>
      </section>
    </div>
  );
}
