import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { AccountTypeChoice } from "./account-type-choice.tsx";
import { FrequentFlyerStep } from "./frequent-flyer-step.tsx";
import { InstructionsPanel } from "./instructions-panel.tsx";
import { OtpEntryForm } from "./otp-entry-form.tsx";
import { useSignInStep } from "./use-auth.ts";

/** /app signed out: instructions beside the step the traveller is at (docs/product-spec.md, part 2). */
export function SignInPage() {
  const { step } = useSignInStep();
  const stepPanel = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  // A new step replaces the panel's content: its heading takes the focus, so screen readers start there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepPanel.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [step]);
  return (
    <div className="sign-in">
      <InstructionsPanel />
      <section className="choices" ref={stepPanel}>
        {step === "accountTypes" && <AccountTypeChoice />}
        {(step === "email" || step === "mobile") && <FrequentFlyerStep />}
        {step === "otp" && (
          <>
            <h2 tabIndex={-1}>
              <Trans>Enter the one-time password</Trans>
            </h2>
            <OtpEntryForm />
          </>
        )}
      </section>
    </div>
  );
}
