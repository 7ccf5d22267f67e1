import { Trans } from "@lingui/react/macro";
import { EmailSignInFormView } from "./email-sign-in-form.tsx";
import { MobileSignInFormView } from "./mobile-sign-in-form.tsx";
import { SocialSignInButtons } from "./social-sign-in-buttons.tsx";
import { useAccountTypeChoice, useSignInStep } from "./use-auth.ts";

/** Frequent flyer: e-mail first, the mobile number on request, social sign-in when configured. */
export function FrequentFlyerStep() {
  const { step } = useSignInStep();
  const { canChangeAccountType, changeAccountType } = useAccountTypeChoice();
  return (
    <>
      <h2 tabIndex={-1}>
        <Trans>Frequent Flyer</Trans>
      </h2>
      {step === "mobile" ? <MobileSignInFormView /> : <EmailSignInFormView />}
      <SocialSignInButtons />
      <button type="button" className="link-button" onClick={changeAccountType} disabled={!canChangeAccountType}>
        <Trans>Change account type</Trans>
      </button>
    </>
  );
}
