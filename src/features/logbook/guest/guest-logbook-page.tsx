import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { useParams } from "react-router-dom";
import { loadAllMessages } from "../../../app/i18n.ts";
import { usePageHeader } from "../../../app/shell/page-header.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { type GuestLogbookActor, useGuestLogbook, useGuestLogbookActor } from "./use-guest-logbook.ts";
import "../logbook.css";

// Only 'You are about to enter' is the first screen: the form's code (react-hook-form, valibot,
// address lists), the later steps and the rest of the catalog load when the guest heads for
// 'Continue as Guest' (decision 013).
const withAllMessages =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadAllMessages()]).then(([module]) => module);
const loadDetailsForm = withAllMessages(() => import("./details-form.tsx"));
const loadSymptomsStep = withAllMessages(() => import("./symptoms-step.tsx"));
const loadRememberedGuestCard = withAllMessages(() => import("./remembered-guest-card.tsx"));
const loadThanksScreen = withAllMessages(() => import("./thanks-screen.tsx"));
const DetailsForm = lazy(loadDetailsForm);
const SymptomsStep = lazy(loadSymptomsStep);
const RememberedGuestCard = lazy(loadRememberedGuestCard);
const ThanksScreen = lazy(loadThanksScreen);
const prefetchForm = () => {
  void loadDetailsForm();
  void loadSymptomsStep();
  void loadRememberedGuestCard();
  void loadThanksScreen();
};

const WELCOME_TITLE = msg`Welcome`;

/** /g/logbook/:uuid: a guest checks in at the branch of a location QR (spec part 2). */
export function GuestLogbookPage() {
  const { uuid = "" } = useParams();
  // Another QR's address starts the flow afresh, for that branch.
  return <GuestLogbookFlow key={uuid} uuid={uuid} />;
}

/**
 * Any touch or key may lead off the first screen (the header's back button opens /app when there
 * is no history), so the first one brings the rest of the catalog, ahead of the next page's code.
 */
function useAllMessagesOnFirstInput(): void {
  useEffect(() => {
    const load = () => void loadAllMessages().catch(() => undefined);
    const options = { capture: true, once: true, passive: true };
    window.addEventListener("pointerdown", load, options);
    window.addEventListener("keydown", load, options);
    return () => {
      window.removeEventListener("pointerdown", load, options);
      window.removeEventListener("keydown", load, options);
    };
  }, []);
}

function GuestLogbookFlow({ uuid }: { uuid: string }) {
  useAllMessagesOnFirstInput();
  const actor = useGuestLogbookActor(uuid);
  return <GuestLogbook actor={actor} />;
}

function Loading() {
  return (
    <p className="page-message" role="status">
      <Trans>Loading...</Trans>
    </p>
  );
}

function GuestLogbook({ actor }: { actor: GuestLogbookActor }) {
  const { t } = useLingui();
  const logbook = useGuestLogbook(actor);
  const { step, failure } = logbook;
  const inForm = step === "remembered" || step === "details" || step === "symptoms" || step === "submitting";
  usePageHeader({ title: step === "thanks" ? WELCOME_TITLE : undefined, confirmBack: inForm });

  switch (step) {
    case "loading":
    case "leaving":
      return <Loading />;
    case "invalid": {
      // The server's own words, unless it is the lookup's usual refusal, which reads in the reader's language.
      const message = failure?.message && failure.message !== "Invalid QR Code" ? failure.message : t`Invalid QR Code`;
      return (
        <div className="page-message">
          <p className="big-status invalid-qr" role="alert">
            {message}
          </p>
          <button type="button" className="button secondary" onClick={logbook.retryLookup}>
            <Trans>Try again</Trans>
          </button>
        </div>
      );
    }
    case "entering":
      return logbook.establishment ? (
        <EntryScreen
          establishment={logbook.establishment}
          termsOpen={logbook.termsOpen}
          onOpenTerms={logbook.openTerms}
          onCloseTerms={logbook.closeTerms}
          onWebApp={logbook.chooseWebApp}
          onGuest={logbook.chooseGuest}
          onGuestIntent={prefetchForm}
        />
      ) : (
        <Loading />
      );
    case "thanks":
      return (
        <Suspense fallback={<Loading />}>
          <ThanksScreen
            establishment={logbook.establishment}
            visit={logbook.visit}
            checkingOut={logbook.checkingOut}
            checkedOut={logbook.checkedOut}
            canCheckOut={logbook.canCheckOut}
            failure={failure ? (failure.message ?? t`Unable to check out. Please try again.`) : undefined}
            onCheckOut={logbook.checkOut}
          />
        </Suspense>
      );
    default:
      return (
        <div className="guest-steps">
          {logbook.establishment && (
            <p className="guest-place">
              {logbook.establishment.name}
              {logbook.establishment.branch && ` · ${logbook.establishment.branch}`}
            </p>
          )}
          <StepIndicator step={step === "symptoms" || step === "submitting" ? 2 : 1} />
          <Suspense fallback={<Loading />}>
            {step === "remembered" && logbook.remembered && (
              <RememberedGuestCard guest={logbook.remembered} onConfirm={logbook.confirmRemembered} onEdit={logbook.editRemembered} />
            )}
            {step === "details" && (
              <DetailsForm
                details={logbook.details}
                clears={logbook.clears}
                canClear={logbook.canClear}
                onNext={logbook.submitDetails}
                onClear={logbook.clear}
              />
            )}
            {step === "symptoms" && logbook.symptoms && (
              <SymptomsStep
                checklist={logbook.symptoms}
                failure={failure ? (failure.message ?? t`Your check-in could not be sent. Please try again.`) : undefined}
                onBack={logbook.back}
              />
            )}
            {step === "submitting" && (
              <p className="page-message" role="status">
                <Trans>Checking in…</Trans>
              </p>
            )}
          </Suspense>
        </div>
      );
  }
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
