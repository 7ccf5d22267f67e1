import { useLingui } from "@lingui/react/macro";
import type { TripStep } from "../../../../machines/trip.machine.ts";
import { type TripForm, tripForms } from "../../../domain/trips.ts";
import { TRIP_FORM_LABELS } from "./trip-labels.ts";

interface FlowStepsProps {
  isDomestic: boolean;
  pandemicMode: boolean;
  current: TripStep;
}

/** Where the traveller is in the trip flow (spec part 4's order). */
export function FlowSteps({ isDomestic, pandemicMode, current }: FlowStepsProps) {
  const { t, i18n } = useLingui();
  const forms: TripStep[] = tripForms(isDomestic, pandemicMode);
  const steps = forms.includes("attestation") ? [...forms, "records" as const, "qr" as const] : [...forms, "qr" as const];
  const labelOf = (step: TripStep) =>
    step === "records" ? t`Medical records` : step === "qr" ? t`Trip QR` : i18n._(TRIP_FORM_LABELS[step as TripForm]);
  return (
    <ol className="trip-steps" aria-label={t`Steps`}>
      {steps.map((step) => (
        <li key={step} aria-current={step === current ? "step" : undefined}>
          {labelOf(step)}
        </li>
      ))}
    </ol>
  );
}
