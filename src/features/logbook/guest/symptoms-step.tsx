import { Trans } from "@lingui/react/macro";
import { SymptomChecklist } from "../symptom-checklist.tsx";
import { type SymptomsActor, useSymptomChecklist } from "../use-symptom-checklist.ts";

interface SymptomsStepProps {
  checklist: SymptomsActor;
  failure: string | undefined;
  onBack: () => void;
}

/** Step 1: the symptom checklist with Back and Submit; a failed submission is told here and kept. */
export default function SymptomsStep({ checklist, failure, onBack }: SymptomsStepProps) {
  const { canSubmit, submit } = useSymptomChecklist(checklist);
  return (
    <form
      className="guest-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SymptomChecklist actor={checklist} />
      {failure && (
        <p className="sign-in-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
        <button type="submit" className="button primary" disabled={!canSubmit}>
          <Trans>Submit</Trans>
        </button>
      </div>
    </form>
  );
}
