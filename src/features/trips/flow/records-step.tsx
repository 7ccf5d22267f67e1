import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { VisitHistory } from "#domain/trips.ts";
import { FlowSteps } from "./flow-steps.tsx";

const MedicalRecordsStep = lazy(() => import("../medical/medical-records-step.tsx").then((module) => ({ default: module.MedicalRecordsStep })));

interface RecordsStepProps {
  trip: VisitHistory;
  pandemicMode: boolean;
  missingResult: boolean;
  onContinue: (hasValidTestResult: boolean) => void;
  onContinueWithoutResult: () => void;
  onUploadResult: () => void;
}

/** The medical records panel of the flow; without a result valid for the arrival, an alert asks before the QR. */
export function RecordsStep({ trip, pandemicMode, missingResult, onContinue, onContinueWithoutResult, onUploadResult }: RecordsStepProps) {
  const { t } = useLingui();
  return (
    <div className="trip-step">
      <FlowSteps trip={trip} pandemicMode={pandemicMode} current="records" />
      <h2 className="trip-step-title">{t`Medical records`}</h2>
      {missingResult ? (
        <div className="trip-alert warning missing-result" role="alertdialog" aria-labelledby="missing-result-text">
          <p id="missing-result-text">
            <Trans>You haven't uploaded your RT-PCR or Antigen result. You may upload your results via menu.</Trans>
          </p>
          <div className="form-actions">
            <button type="button" className="button secondary" onClick={onUploadResult}>
              <Trans>Upload a result</Trans>
            </button>
            <button type="button" className="button primary" onClick={onContinueWithoutResult} autoFocus>
              <Trans>Continue</Trans>
            </button>
          </div>
        </div>
      ) : (
        <Suspense
          fallback={
            <p className="page-message" role="status">
              <Trans>Loading...</Trans>
            </p>
          }
        >
          <MedicalRecordsStep dateOfArrival={trip.attributes.date_of_arrival} onContinue={onContinue} />
        </Suspense>
      )}
    </div>
  );
}
