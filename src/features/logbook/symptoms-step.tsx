import { Trans } from "@lingui/react/macro";
import { SymptomChecklist } from "../../ui/symptoms/symptom-checklist.tsx";
import { type SymptomsActor, useSymptomChecklist } from "../../ui/symptoms/use-symptom-checklist.ts";

interface SymptomsStepProps {
  checklist: SymptomsActor;
  /** Whose answer this is, when several people check in together. */
  whose: { name: string; position: number; count: number } | undefined;
  failure: string | undefined;
  onBack: () => void;
}

/**
 * The symptom checklist with Back and Submit, once for each person checked in together (Next until
 * the last): the guest form's step 1, and the people with a signed-in traveller. A failed
 * submission is told here and kept.
 */
export default function SymptomsStep({ checklist, whose, failure, onBack }: SymptomsStepProps) {
  const { canSubmit, submit } = useSymptomChecklist(checklist);
  const last = !whose || whose.position === whose.count;
  return (
    <form
      className="guest-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {whose && <WhoseAnswer {...whose} />}
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
          {last ? <Trans>Submit</Trans> : <Trans>Next</Trans>}
        </button>
      </div>
    </form>
  );
}

function WhoseAnswer({ name, position, count }: { name: string; position: number; count: number }) {
  return (
    <h2 className="symptoms-of">
      {name}{" "}
      <span className="symptoms-count">
        <Trans>
          ({position} of {count})
        </Trans>
      </span>
    </h2>
  );
}
