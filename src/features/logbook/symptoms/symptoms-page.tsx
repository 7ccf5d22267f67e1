import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import type { SymptomsOutput } from "../../../../machines/symptoms.machine.ts";
import { reportSymptoms } from "../../../api/my-logbook.ts";
import { showToast } from "../../../app/shell/notify.ts";
import { useSession } from "../../auth/use-auth.ts";
import { SymptomChecklist } from "../../../ui/symptoms/symptom-checklist.tsx";
import { checklistMachine } from "../symptoms-effects.ts";
import { useSymptomChecklist } from "../../../ui/symptoms/use-symptom-checklist.ts";
import "./symptoms-page.css";

interface ChecklistFormProps {
  /** The selection of a submission that failed, shown again; null at first. */
  chosen: string[] | null;
  sending: boolean;
  onAnswered: (answer: SymptomsOutput) => void;
}

function ChecklistForm({ chosen, sending, onAnswered }: ChecklistFormProps) {
  const actor = useActorRef(checklistMachine, { input: { chosen } });
  const checklist = useSymptomChecklist(actor);
  const { answer } = checklist;
  const answered = useRef(onAnswered);
  answered.current = onAnswered;

  useEffect(() => {
    if (answer) answered.current(answer);
  }, [answer]);

  return (
    <form
      className="symptoms-form"
      onSubmit={(event) => {
        event.preventDefault();
        checklist.submit();
      }}
    >
      <SymptomChecklist actor={actor} />
      {!checklist.loading && !checklist.loadFailed && (
        <button type="submit" className="button primary" disabled={sending || !checklist.canSubmit}>
          {sending ? <Trans>Sending...</Trans> : <Trans>Submit</Trans>}
        </button>
      )}
    </form>
  );
}

function SymptomsScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<{ count: number; chosen: string[] | null }>({ count: 0, chosen: null });
  const [sending, setSending] = useState(false);

  const send = async ({ symptoms, chosen }: SymptomsOutput) => {
    setSending(true);
    try {
      await reportSymptoms(symptoms);
      showToast("success", t`Your symptoms have been reported.`);
      void navigate("/digital-logbook");
    } catch {
      // The API client has shown why; the checklist opens again with the same choice.
      setSending(false);
      setAttempt((previous) => ({ count: previous.count + 1, chosen }));
    }
  };

  return (
    <div className="symptoms-page">
      <ChecklistForm key={attempt.count} chosen={attempt.chosen} sending={sending} onAnswered={send} />
    </div>
  );
}

/** /digital-logbook/symptoms: 'Do you experience any of the following?', then back to /digital-logbook. */
export function SymptomsPage() {
  const { signedIn } = useSession();
  return signedIn ? <SymptomsScreen /> : <Navigate to="/app" replace />;
}
