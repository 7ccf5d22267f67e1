import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { useController } from "react-hook-form";
import { symptomAnswer } from "../../../../machines/symptoms.machine.ts";
import { HealthDeclarationForm as HealthDeclarationSchema } from "#domain/declarations/health-declaration.ts";
import { SymptomChecklist } from "../../../ui/symptoms/symptom-checklist.tsx";
import { checklistMachine } from "../../logbook/symptoms-effects.ts";
import { useSymptomChecklist } from "../../../ui/symptoms/use-symptom-checklist.ts";
import type { DeclarationFormProps } from "../forms/declaration-form-props.ts";
import { SignatureField } from "../forms/signature-field.tsx";
import { useDeclarationForm } from "../forms/use-declaration-form.ts";
import { chosenSymptoms, type HealthDeclarationInput } from "./health-declaration-values.ts";
import { useErrorText } from "../forms/form-errors.ts";
import "../forms/forms.css";
import "./health.css";

export { healthDeclarationDefaults } from "./health-declaration-values.ts";

const sameAnswer = (left: readonly string[], right: readonly string[]) => left.length === right.length && left.every((code, index) => code === right[index]);

/**
 * docs/product-spec.md, part 5's health declaration: symptoms at present or in the past 14 days (or none of the
 * above), then the signature. The checklist's machine holds the selection; the form carries its answer.
 */
export function HealthDeclarationForm(props: DeclarationFormProps<HealthDeclarationInput, HealthDeclarationSchema>) {
  const text = useErrorText();
  const actor = useActorRef(checklistMachine, { input: { chosen: chosenSymptoms(props.initialValues.symptoms) } });
  const checklist = useSymptomChecklist(actor);
  const { form, formRef } = useDeclarationForm(HealthDeclarationSchema, props, { symptoms: [] });
  const { control, handleSubmit } = form;
  const symptoms = useController({ control, name: "symptoms" });

  const { chosen } = checklist;
  const { value: answered, onChange: answer } = symptoms.field;
  useEffect(() => {
    const next = chosen === null ? [] : symptomAnswer(chosen);
    if (!sameAnswer(next, answered)) answer(next);
  }, [chosen, answered, answer]);

  const symptomsError = symptoms.fieldState.error?.message;
  const ready = !checklist.loading && !checklist.loadFailed;

  return (
    <form
      ref={formRef}
      className="declaration-form health-form"
      noValidate
      onSubmit={(event) => {
        if (chosen === null) checklist.submit();
        void handleSubmit(props.onSubmit)(event);
      }}
    >
      <div className={`symptoms-answer${symptomsError ? " has-error" : ""}`}>
        <SymptomChecklist actor={actor} question={<Trans>Do you have, or have you had in the past 14 days, any of the following?</Trans>} />
        {/* The checklist says 'Please select atleast 1' itself; other messages about the symptoms show here. */}
        {symptomsError && !checklist.warned && (
          <p className="field-error" role="alert">
            {text(symptomsError)}
          </p>
        )}
      </div>
      <SignatureField control={control} name="signature" />
      <button type="submit" className="button primary" disabled={!ready || props.submitting}>
        {props.submitting ? <Trans>Sending...</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
