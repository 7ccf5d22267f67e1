import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { TripStep } from "../../../../machines/trip.machine.ts";
import { SUBMITTED, tripForms, type VisitHistory } from "#domain/trips.ts";
import "./flow.css";

/** A word or two each, so that six steps share one row of a 390 px phone in every language. */
const SHORT_LABELS: Record<TripStep, MessageDescriptor> = {
  survey: msg({ message: "Survey", comment: "A step of the trip flow, shown under its number in a narrow column: a word or two at most." }),
  customs: msg({ message: "Customs", comment: "A step of the trip flow, shown under its number in a narrow column: a word or two at most." }),
  health_declaration: msg({
    message: "Health",
    comment: "A step of the trip flow (the health declaration), under its number in a narrow column: one short word.",
  }),
  attestation: msg({
    message: "Vaccine",
    comment: "A step of the trip flow (the vaccination attestation), under its number in a narrow column: one short word.",
  }),
  records: msg({ message: "Records", comment: "A step of the trip flow (medical records), under its number in a narrow column: one short word." }),
  qr: msg({ message: "QR", comment: "The last step of the trip flow, the trip's QR code." }),
};

interface FlowStepsProps {
  trip: VisitHistory;
  pandemicMode: boolean;
  current: TripStep;
}

/** Whether a step is behind the traveller: a part the server has, or the records once the trip is complete. */
function isDone(step: TripStep, trip: VisitHistory): boolean {
  if (step === "qr") return false;
  if (step === "records") return trip.attributes.is_completed;
  return trip.attributes[`${step}_status`] === SUBMITTED;
}

/** Where the traveller is in the trip flow (docs/product-spec.md, part 4's order): steps done ticked, the current one marked. */
export function FlowSteps({ trip, pandemicMode, current }: FlowStepsProps) {
  const { t, i18n } = useLingui();
  const forms: TripStep[] = tripForms(trip.attributes.is_domestic, pandemicMode);
  const steps: TripStep[] = forms.includes("attestation") ? [...forms, "records", "qr"] : [...forms, "qr"];
  return (
    <ol className="stepper trip-stepper" aria-label={t`Steps`}>
      {steps.map((step) => {
        const done = step !== current && isDone(step, trip);
        return (
          <li
            key={step}
            className={`stepper-step${done ? " done" : ""}${step === current ? " current" : ""}`}
            aria-current={step === current ? "step" : undefined}
          >
            {i18n._(SHORT_LABELS[step])}
            {done && <span className="visually-hidden">{t`(done)`}</span>}
          </li>
        );
      })}
    </ol>
  );
}
