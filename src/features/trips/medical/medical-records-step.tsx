import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { ANTIGEN_VALIDITY_HOURS, RT_PCR_VALIDITY_HOURS } from "#domain/constants.ts";
import { hasValidTestResult } from "./arrival-validity.ts";
import { medicalRecordsWithEffects } from "./medical-records-effects.ts";
import { MedicalRecordsPanel } from "./medical-records-panel.tsx";
import { useMedicalRecords } from "./use-medical-records.ts";

interface MedicalRecordsStepProps {
  /** The trip's arrival date (YYYY-MM-DD). */
  dateOfArrival: string;
  /** Whether a result counts for this arrival (docs/product-spec.md, part 9); the flow asks for one when not. */
  onContinue: (hasValidTestResult: boolean) => void;
}

/** The trip flow's medical record step: the traveller's doses and results, each result checked against the arrival. */
export function MedicalRecordsStep({ dateOfArrival, onContinue }: MedicalRecordsStepProps) {
  const records = useMedicalRecords(useActorRef(medicalRecordsWithEffects));
  const rtPcrHours = RT_PCR_VALIDITY_HOURS;
  const antigenHours = ANTIGEN_VALIDITY_HOURS;
  return (
    <div className="medical-step">
      <p className="form-intro">
        <Trans>
          Add your vaccination doses and your RT-PCR or antigen result. An RT-PCR result counts for {rtPcrHours} hours before arrival, an antigen result for{" "}
          {antigenHours} hours.
        </Trans>
      </p>
      <MedicalRecordsPanel records={records} dateOfArrival={dateOfArrival} />
      <button
        type="button"
        className="button primary"
        disabled={!records.ready && !records.loadFailed}
        onClick={() =>
          onContinue(
            hasValidTestResult(
              records.testResults.map((record) => record.attributes),
              dateOfArrival,
            ),
          )
        }
      >
        <Trans>Continue</Trans>
      </button>
    </div>
  );
}
