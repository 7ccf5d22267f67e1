import { Trans, useLingui } from "@lingui/react/macro";
import { useController, useWatch } from "react-hook-form";
import { VACCINATION_EXCEPTIONS, VACCINATION_STATUSES } from "#domain/declarations/enumerations.ts";
import { AttestationForm as AttestationSchema } from "#domain/declarations/health-declaration.ts";
import type { DeclarationFormProps } from "../forms/declaration-form-props.ts";
import { GroupField } from "../forms/group-field.tsx";
import { SignatureField } from "../forms/signature-field.tsx";
import { useDeclarationForm } from "../forms/use-declaration-form.ts";
import { type AttestationInput, exceptionsForStatus, toggleException } from "./attestation-values.ts";
import { EXCEPTION_LABELS, VACCINATION_STATUS_LABELS } from "./attestation-labels.ts";
import { useErrorText } from "../forms/form-errors.ts";
import { PrivacyActStatement } from "./privacy-act-statement.tsx";
import "../forms/forms.css";
import "./health.css";

export { attestationDefaults } from "./attestation-values.ts";

/**
 * The attestation: fully vaccinated, or not with exactly one exception ticked (docs/product-spec.md, part 5); the
 * Privacy Act statement agreed to; signed.
 */
export function AttestationForm(props: DeclarationFormProps<AttestationInput, AttestationSchema>) {
  const { i18n } = useLingui();
  const text = useErrorText();
  const { form, formRef } = useDeclarationForm(AttestationSchema, props, { exceptions: [] });
  const { control, register, handleSubmit, formState } = form;
  const { errors } = formState;
  const status = useController({ control, name: "vaccination_status" });
  const exceptions = useController({ control, name: "exceptions" });
  const ticked = useWatch({ control, name: "exceptions" });
  const statusError = text(errors.vaccination_status?.message);
  const exceptionsError = text(errors.exceptions?.message);
  const agreementError = text(errors.privacy_act_agreement?.message);

  return (
    <form ref={formRef} className="declaration-form health-form" noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <GroupField id="vaccination_status" legend={<Trans>Your COVID-19 vaccination</Trans>} required error={statusError}>
        <div className="choice-list">
          {VACCINATION_STATUSES.map((option, index) => (
            <label key={option} className="choice" htmlFor={`vaccination_status-${option}`}>
              <input
                id={`vaccination_status-${option}`}
                ref={index === 0 ? status.field.ref : undefined}
                type="radio"
                name={status.field.name}
                checked={status.field.value === option}
                onChange={() => {
                  status.field.onChange(option);
                  exceptions.field.onChange(exceptionsForStatus(option, ticked));
                }}
                onBlur={status.field.onBlur}
              />
              <span className="choice-text">{i18n._(VACCINATION_STATUS_LABELS[option])}</span>
            </label>
          ))}
        </div>
      </GroupField>

      {status.field.value === "NOT_FULLY_VACCINATED" && (
        <GroupField
          id="exceptions"
          legend={<Trans>Exception</Trans>}
          required
          hint={<Trans>Tick the one exception that applies to you.</Trans>}
          error={exceptionsError}
          focusRef={exceptions.field.ref}
        >
          <div className="choice-list">
            {VACCINATION_EXCEPTIONS.map((exception) => (
              <label key={exception} className="choice explained-choice" htmlFor={`exceptions-${exception}`}>
                <input
                  id={`exceptions-${exception}`}
                  type="checkbox"
                  checked={ticked.includes(exception)}
                  onChange={() => exceptions.field.onChange(toggleException(ticked, exception))}
                />
                <span className="choice-text">
                  <span className="choice-label">{i18n._(EXCEPTION_LABELS[exception].label)}</span>
                  <span className="choice-explanation">{i18n._(EXCEPTION_LABELS[exception].explanation)}</span>
                </span>
              </label>
            ))}
          </div>
        </GroupField>
      )}

      <PrivacyActStatement />
      <div className={`form-field agreement${agreementError ? " has-error" : ""}`}>
        <label className="choice agreement-choice">
          <input
            type="checkbox"
            {...register("privacy_act_agreement")}
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? "privacy_act_agreement-error" : undefined}
          />
          <span className="choice-text">
            <Trans>I have read the Privacy Act statement and agree to it.</Trans>
            <span className="required-mark" aria-hidden="true">
              {" "}
              *
            </span>
          </span>
        </label>
        {agreementError && (
          <p className="field-error" id="privacy_act_agreement-error" role="alert">
            {agreementError}
          </p>
        )}
      </div>

      <SignatureField control={control} name="signature" />
      <button type="submit" className="button primary" disabled={props.submitting}>
        {props.submitting ? <Trans>Sending...</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
