import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { type ReactNode, useRef } from "react";
import { useFailureText } from "../console-messages.ts";
import { customsMachine } from "./customs-effects.ts";
import { DecidedPanel } from "./decided-panel.tsx";
import { DeskBar, ShiftCount } from "./desk-bar.tsx";
import { useDeskFocus, useReopenFromAddress } from "./desk-focus.ts";
import { LastDecisions } from "./last-decisions.tsx";
import { shiftMachine } from "./shift-effects.ts";
import { useCustomsShift } from "./use-customs-shift.ts";
import { useWedgeScanner } from "./use-wedge-scanner.ts";
import { DecisionForm } from "./decision-form.tsx";
import { TripCard } from "./trip-card.tsx";
import { TripChoice } from "./trip-choice.tsx";
import { TripEntry } from "./trip-entry.tsx";
import { type CustomsActor, type CustomsCheckView, useCustomsCheck } from "./use-customs-check.ts";
import "./customs.css";

function Refusal({ check, children }: { check: CustomsCheckView; children: ReactNode }) {
  return (
    <section className="customs-outcome customs-refusal" role="alert">
      <p className="customs-refusal-text">{children}</p>
      <button type="button" className="customs-button primary" onClick={check.searchAgain}>
        <Trans>Scan another code</Trans>
      </button>
    </section>
  );
}

function DecisionPanel({ check }: { check: CustomsCheckView }) {
  const failureText = useFailureText();
  const trip = check.trip?.attributes;
  if (!trip) return null;
  if (check.cardStep === "pending" || check.cardStep === "deciding") {
    return <DecisionForm check={check} failureText={check.failure ? failureText(check.failure) : undefined} />;
  }
  if (check.cardStep === "amending" || check.cardStep === "sendingAmendment") {
    return <DecisionForm check={check} amending failureText={check.failure ? failureText(check.failure) : undefined} />;
  }
  return <DecidedPanel check={check} />;
}

function Step({ check }: { check: CustomsCheckView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  switch (check.step) {
    case "entering":
      return <TripEntry check={check} />;
    case "lookingUp":
    case "reopening":
      return (
        <p className="customs-busy" role="status">
          <Trans>Looking up the trip...</Trans>
        </p>
      );
    case "notFound":
      return (
        <Refusal check={check}>
          {check.byPassport ? (
            <Trans>No current trip declares this passport number.</Trans>
          ) : check.byCode ? (
            <Trans>No trip has this trip code. Check it against the code under the QR, or look the traveller up by passport.</Trans>
          ) : (
            <Trans>No trip has this QR code. Check the code or look the traveller up by passport.</Trans>
          )}
        </Refusal>
      );
    case "expired":
      return (
        <Refusal check={check}>
          <Trans>This trip QR has expired. The traveller must declare the new trip.</Trans>
        </Refusal>
      );
    case "incomplete":
      return (
        <Refusal check={check}>
          <Trans>This trip's declaration is not complete. The traveller must finish it before customs can verify it.</Trans>
        </Refusal>
      );
    case "failed":
      return (
        <section className="customs-outcome customs-refusal" role="alert">
          <p className="customs-refusal-text">{check.failure ? failureText(check.failure) : t`Something went wrong. Please try again.`}</p>
          <div className="customs-actions">
            <button type="button" className="customs-button primary" onClick={check.retry}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="customs-button secondary" onClick={check.searchAgain}>
              <Trans>Start again</Trans>
            </button>
          </div>
        </section>
      );
    case "choosing":
      return <TripChoice check={check} />;
    case "card":
      return check.trip ? (
        <div className="customs-card-step">
          <TripCard card={check.trip.attributes} />
          {/* Sticky: beside the card on a tablet, at the foot of the screen on a phone, never scrolled to (decision 037). */}
          <aside className="customs-decision-dock" aria-label={t`Decision`}>
            <DecisionPanel check={check} />
          </aside>
        </div>
      ) : null;
  }
}

function CustomsFlow({ actor }: { actor: CustomsActor }) {
  const check = useCustomsCheck(actor);
  const fieldRef = useRef<HTMLInputElement>(null);
  const announcement = useDeskFocus(check, fieldRef);
  useWedgeScanner(check.scanned);
  useReopenFromAddress(check);
  const decidedTrip = check.cardStep === "decided" ? check.trip?.id : undefined;
  const shift = useCustomsShift(useActorRef(shiftMachine), decidedTrip, check.trip?.attributes.status);
  const atEntry = check.step === "entering";
  return (
    <div className="customs-page">
      {atEntry ? <ShiftCount shift={shift} /> : <DeskBar check={check} shift={shift} fieldRef={fieldRef} />}
      <p className="customs-announcer" aria-live="polite">
        {announcement}
      </p>
      <Step check={check} />
      {atEntry && <LastDecisions shift={shift} onReopen={check.reopen} />}
    </div>
  );
}

/** Customs verification at baggage claim: scan, type or look up a trip, read it, decide. */
export function CustomsPage() {
  const actor = useActorRef(customsMachine);
  return <CustomsFlow actor={actor} />;
}
