import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSymptomChecklist, type SymptomsActor } from "./use-symptom-checklist.ts";
import "./symptom-checklist.css";

/**
 * 'Do you experience any of the following?': the symptoms (COMMON first, then OTHER), none of the
 * above, and the warning when submitted with nothing chosen. The caller places its own buttons;
 * the health declaration asks its own question (the past 14 days).
 */
export function SymptomChecklist({ actor, question }: { actor: SymptomsActor; question?: ReactNode }) {
  const checklist = useSymptomChecklist(actor);
  if (checklist.loading) {
    return (
      <p className="checklist-status" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (checklist.loadFailed) {
    return (
      <div className="checklist-status">
        <p className="error-text" role="alert">
          <Trans>Unable to load the symptoms.</Trans>
        </p>
        <button type="button" className="button secondary" onClick={checklist.reload}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <fieldset className="symptom-checklist" aria-describedby={checklist.warned ? "symptoms-warning" : undefined}>
      <legend>{question ?? <Trans>Do you experience any of the following?</Trans>}</legend>
      {checklist.groups.length === 0 && (
        <p className="checklist-status">
          <Trans>There are no symptoms.</Trans>
        </p>
      )}
      {checklist.groups.map((group) => (
        <div key={group.category} className="symptom-group" role="group" aria-labelledby={`symptoms-${group.category}`}>
          <h3 className="symptom-group-title" id={`symptoms-${group.category}`}>
            {group.category === "COMMON" ? <Trans>Most common</Trans> : <Trans>Other symptoms</Trans>}
          </h3>
          {group.symptoms.map((symptom) => (
            <label key={symptom.code} className="check-choice">
              <input
                type="checkbox"
                checked={checklist.chosen?.includes(symptom.code) ?? false}
                disabled={!checklist.canChoose}
                onChange={() => checklist.toggleSymptom(symptom.code)}
              />
              <span>{symptom.title}</span>
            </label>
          ))}
        </div>
      ))}
      <label className="check-choice none-choice">
        <input type="checkbox" checked={checklist.noneChosen} disabled={!checklist.canChoose} onChange={checklist.toggleNone} />
        <span>
          <Trans>None of the above</Trans>
        </span>
      </label>
      {checklist.warned && (
        <p className="field-error" id="symptoms-warning" role="alert">
          <Trans>Please select atleast 1</Trans>
        </p>
      )}
    </fieldset>
  );
}
