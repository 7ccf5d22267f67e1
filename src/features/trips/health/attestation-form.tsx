import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useController, useForm, useWatch } from "react-hook-form";
import { VACCINATION_EXCEPTIONS } from "../../../domain/declarations/enumerations.ts";
import { AttestationForm as AttestationSchema } from "../../../domain/declarations/health-declaration.ts";
import type { DeclarationFormProps } from "../forms/declaration-form-props.ts";
import { GroupField } from "../forms/group-field.tsx";
import { SignatureField } from "../forms/signature-field.tsx";
import { type AttestationInput, exceptionsForStatus, toggleException } from "./attestation-values.ts";
import { EXCEPTION_LABELS } from "./exception-labels.ts";
import { useHealthText } from "./health-texts.ts";
import { PrivacyActStatement } from "./privacy-act-statement.tsx";
import { useDraftReports } from "./use-draft-reports.ts";
import { useServerErrors } from "./use-server-errors.ts";
import "../../logbook/logbook.css";
import "./health.css";

export { attestationDefaults } from "./attestation-values.ts";

/**
 * The attestation: fully vaccinated, or not with exactly one exception ticked (spec part 5); the
 * Privacy Act statement agreed to; signed.
 */
export function AttestationForm({ initialValues, onChange, onSubmit, submitting, serverErrors }: DeclarationFormProps<AttestationInput, AttestationSchema>) {
  const { i18n } = useLingui();
  const text = useHealthText();
  const form = useForm<AttestationInput, unknown, AttestationSchema>({
    defaultValues: { ...initialValues, exceptions: initialValues.exceptions ?? [] },
    resolver: valibotResolver(AttestationSchema),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  useServerErrors(serverErrors, setError);
  useDraftReports(form, onChange);
  const status = useWatch({ control, name: "vaccination_status" });
  const exceptions = useController({ control, name: "exceptions" });
  const ticked = exceptions.field.value;
  const statusError = text(errors.vaccination_status?.message);
  const exceptionsError = text(errors.exceptions?.message);
  const agreementError = text(errors.privacy_act_agreement?.message);

  return (
    <form className="health-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <GroupField id="vaccination_status" legend={<Trans>Your COVID-19 vaccination</Trans>} required error={statusError}>
        <label className="check-choice">
          <input
            type="radio"
            value="FULLY_VACCINATED"
            {...register("vaccination_status", { onChange: (event) => exceptions.field.onChange(exceptionsForStatus(event.target.value, ticked)) })}
          />
          <span>
            <Trans>I am fully vaccinated</Trans>
          </span>
        </label>
        <label className="check-choice">
          <input type="radio" value="NOT_FULLY_VACCINATED" {...register("vaccination_status")} />
          <span>
            <Trans>I am not fully vaccinated</Trans>
          </span>
        </label>
      </GroupField>

      {status === "NOT_FULLY_VACCINATED" && (
        <GroupField
          id="exceptions"
          legend={<Trans>Exception</Trans>}
          required
          hint={<Trans>Tick the one exception that applies to you.</Trans>}
          error={exceptionsError}
          focusRef={exceptions.field.ref}
        >
          {VACCINATION_EXCEPTIONS.map((exception) => (
            <label key={exception} className="check-choice explained-choice">
              <input
                type="checkbox"
                checked={ticked.includes(exception)}
                onChange={() => exceptions.field.onChange(toggleException(ticked, exception))}
              />
              <span>
                <span className="choice-label">{i18n._(EXCEPTION_LABELS[exception].label)}</span>
                <span className="choice-explanation">{i18n._(EXCEPTION_LABELS[exception].explanation)}</span>
              </span>
            </label>
          ))}
        </GroupField>
      )}

      <PrivacyActStatement />
      <div className="agreement">
        <label className="check-choice agreement-choice">
          <input
            type="checkbox"
            {...register("privacy_act_agreement")}
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? "privacy_act_agreement-error" : undefined}
          />
          <span>
            <Trans>I have read the Privacy Act statement and agree to it.</Trans>
            <span className="required-mark" aria-hidden="true">
              {" "}*
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
      <button type="submit" className="button primary" disabled={submitting}>
        {submitting ? <Trans>Sending...</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
