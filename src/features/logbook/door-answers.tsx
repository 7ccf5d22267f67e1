import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CheckedInPerson } from "#domain/logbook.ts";
import "./logbook.css";

interface DoorAnswersProps {
  people: readonly CheckedInPerson[];
  /** What a person's row offers besides their answer (a guest's own check-out). */
  action?: (person: CheckedInPerson) => ReactNode;
}

/** People checked in together (decision 034): who may enter at a glance, each by name, in words and colour. */
export function DoorAnswers({ people, action }: DoorAnswersProps) {
  const { t } = useLingui();
  return (
    <ul className="door-answers" aria-label={t`Who may enter`}>
      {people.map((person) => {
        const refused = person.access_status === "NOT_ALLOWED";
        return (
          <li key={person.visit_id} className={refused ? "door-refused" : "door-allowed"}>
            <span className="door-name">
              {person.name} {person.last_name}
            </span>
            <span className="door-answer">{refused ? <Trans>Entry not allowed</Trans> : <Trans>May enter</Trans>}</span>
            {action?.(person)}
          </li>
        );
      })}
    </ul>
  );
}

/** Why some of the people checked in together were refused, and what they should do. */
export function SomeRefusedText() {
  return (
    <Trans>
      Those marked "Entry not allowed" reported symptoms, or have a health status that does not allow entry right now. They should stay home, and contact their
      health provider or a hotline if they feel unwell. Every check-in has been recorded.
    </Trans>
  );
}
