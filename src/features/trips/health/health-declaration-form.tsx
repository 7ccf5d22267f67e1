import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { useController, useForm } from "react-hook-form";
import { fromPromise } from "xstate";
import { symptomAnswer, symptomsMachine } from "../../../../machines/symptoms.machine.ts";
import { listSymptoms } from "../../../api/reference-data.ts";
import { HealthDeclarationForm as HealthDeclarationSchema } from "../../../domain/declarations/health-declaration.ts";
import { SymptomChecklist } from "../../logbook/symptom-checklist.tsx";
import { useSymptomChecklist } from "../../logbook/use-symptom-checklist.ts";
import type { DeclarationFormProps } from "../forms/declaration-form-props.ts";
import { SignatureField } from "../forms/signature-field.tsx";
import { chosenSymptoms, type HealthDeclarationInput } from "./health-declaration-values.ts";
import { useHealthText } from "./health-texts.ts";
import { useServerErrors } from "./use-server-errors.ts";
import { useDraftReports } from "./use-draft-reports.ts";
import "./health.css";

export { healthDeclarationDefaults } from "./health-declaration-values.ts";

const checklistMachine = symptomsMachine.provide({ actors: { loadSymptoms: fromPromise(() => listSymptoms()) } });

const sameAnswer = (left: readonly string[], right: readonly string[]) => left.length === right.length && left.every((code, index) => code === right[index]);

/**
 * Spec part 5's health declaration: symptoms at present or in the past 14 days (or none of the
 * above), then the signature. The checklist's machine holds the selection; the form carries its answer.
 */
export function HealthDeclarationForm({
  initialValues,
  onChange,
  onSubmit,
  submitting,
  serverErrors,
}: DeclarationFormProps<HealthDeclarationInput, HealthDeclarationSchema>) {
  const text = useHealthText();
  const actor = useActorRef(checklistMachine, { input: { chosen: chosenSymptoms(initialValues.symptoms) } });
  const checklist = useSymptomChecklist(actor);
  const form = useForm<HealthDeclarationInput, unknown, HealthDeclarationSchema>({
    defaultValues: { symptoms: initialValues.symptoms ?? [], signature: initialValues.signature },
    resolver: valibotResolver(HealthDeclarationSchema),
  });
  const { control, handleSubmit, setError } = form;
  useServerErrors(serverErrors, setError);
  useDraftReports(form, onChange);
  const symptoms = useController({ control, name: "symptoms" });

  const { chosen } = checklist;
  const { value: answered, onChange: answer } = symptoms.field;
  useEffect(() => {
    const next = chosen === null ? [] : symptomAnswer(chosen);
    if (!sameAnswer(next, answered)) answer(next);
  }, [chosen, answered, answer]);

  // The checklist says 'Please select atleast 1' itself; other messages about the symptoms show below it.
  const symptomsError = checklist.warned ? undefined : text(symptoms.fieldState.error?.message);
  const ready = !checklist.loading && !checklist.loadFailed;

  return (
    <form
      className="health-form"
      noValidate
      onSubmit={(event) => {
        if (chosen === null) checklist.submit();
        void handleSubmit(onSubmit)(event);
      }}
    >
      {/* Where a submit puts the focus when the symptoms are not answered. */}
      <div className="symptoms-answer" ref={symptoms.field.ref} tabIndex={-1}>
        <SymptomChecklist actor={actor} question={<Trans>Do you have, or have you had in the past 14 days, any of the following?</Trans>} />
        {symptomsError && (
          <p className="field-error" role="alert">
            {symptomsError}
          </p>
        )}
      </div>
      <SignatureField control={control} name="signature" />
      <button type="submit" className="button primary" disabled={!ready || submitting}>
        {submitting ? <Trans>Sending...</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
