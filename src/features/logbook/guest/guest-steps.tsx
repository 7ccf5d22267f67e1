import { Trans, useLingui } from "@lingui/react/macro";
import SymptomsStep from "../symptoms-step.tsx";
import DetailsForm from "./details-form.tsx";
import RememberedGuestCard from "./remembered-guest-card.tsx";
import ThanksScreen from "./thanks-screen.tsx";
import type { GuestLogbookView } from "./use-guest-logbook.ts";
import { useFailureText } from "../../../ui/use-failure-text.ts";

/**
 * Everything after 'You are about to enter': the remembered guest or the details (step 0), the
 * symptoms (step 1) and the thanks (step 2). One module, loaded when the guest heads for 'Continue
 * as Guest', so that the first screen carries none of it (decision 013).
 */
export default function GuestSteps({ logbook }: { logbook: GuestLogbookView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const { step, failure } = logbook;
  if (step === "thanks") {
    return (
      <ThanksScreen
        establishment={logbook.establishment}
        visit={logbook.visit}
        checkingOut={logbook.checkingOut}
        checkedOut={logbook.checkedOut}
        everyoneOut={logbook.everyoneOut}
        canCheckOut={logbook.canCheckOut}
        failure={failure ? failureText(failure, t`Unable to check out. Please try again.`) : undefined}
        onCheckOut={logbook.checkOut}
      />
    );
  }
  return (
    <div className="guest-steps">
      {logbook.establishment && (
        <p className="guest-place">
          {logbook.establishment.name}
          {logbook.establishment.branch && ` · ${logbook.establishment.branch}`}
        </p>
      )}
      <StepIndicator step={step === "symptoms" || step === "submitting" ? 2 : 1} />
      {step === "remembered" && logbook.remembered && (
        <RememberedGuestCard
          guest={logbook.remembered}
          onConfirm={logbook.confirmRemembered}
          onEdit={logbook.editRemembered}
          onNotMe={logbook.forgetRemembered}
        />
      )}
      {step === "details" && (
        <DetailsForm details={logbook.details} clears={logbook.clears} canClear={logbook.canClear} onNext={logbook.submitDetails} onClear={logbook.clear} />
      )}
      {step === "symptoms" && logbook.symptoms && (
        <SymptomsStep
          key={logbook.person}
          checklist={logbook.symptoms}
          whose={logbook.people > 1 ? { name: logbook.whose, position: logbook.person + 1, count: logbook.people } : undefined}
          failure={failure ? failureText(failure, t`Your check-in could not be sent. Please try again.`) : undefined}
          onBack={logbook.back}
        />
      )}
      {step === "submitting" && (
        <p className="page-message" role="status">
          <Trans>Checking in…</Trans>
        </p>
      )}
    </div>
  );
}

function StepIndicator({ step }: { step: 1 | 2 }) {
  const { t } = useLingui();
  return (
    <ol className="step-indicator" aria-label={t`Steps`}>
      <li aria-current={step === 1 ? "step" : undefined}>
        <Trans>Your details</Trans>
      </li>
      <li aria-current={step === 2 ? "step" : undefined}>
        <Trans>Health checklist</Trans>
      </li>
    </ol>
  );
}
