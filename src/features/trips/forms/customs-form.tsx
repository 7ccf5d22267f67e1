import { Trans } from "@lingui/react/macro";
import { CustomsForm as CustomsSchema, type CustomsForm as Customs, type CustomsFormInput } from "../../../domain/declarations/customs.ts";
import { ContactSection } from "./contact-section.tsx";
import { blankCustoms } from "./customs-defaults.ts";
import type { CustomsSectionProps } from "./customs-fields.tsx";
import { CustomsTripSection } from "./customs-trip-section.tsx";
import type { DeclarationFormProps } from "./declaration-form-props.ts";
import { DeclarantSection } from "./declarant-section.tsx";
import { GroupField } from "./group-field.tsx";
import { ItemsSection } from "./items-section.tsx";
import { PassengersSection } from "./passengers-section.tsx";
import { SignatureField } from "./signature-field.tsx";
import { useDeclarationForm } from "./use-declaration-form.ts";
import "./forms.css";

export { customsDefaults } from "./customs-defaults.ts";

/** The customs biosecurity declaration: one per family, in English, signed (spec parts 3 and 5). */
export function CustomsForm(props: DeclarationFormProps<CustomsFormInput, Customs>) {
  const { form, formRef, errorOf } = useDeclarationForm(CustomsSchema, props, blankCustoms());
  const section: CustomsSectionProps = { form, errorOf };
  const consentError = errorOf("truthful_consent");

  return (
    <form ref={formRef} className="declaration-form customs-form" noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
      <div className="notice" role="note">
        <p>
          <Trans>This form must be completed in English. One declaration covers your whole family.</Trans>
        </p>
      </div>
      <CustomsTripSection {...section} />
      <DeclarantSection {...section} />
      <ContactSection {...section} />
      <PassengersSection {...section} />
      <ItemsSection {...section} />

      <fieldset className="form-group">
        <legend>
          <Trans>Declaration</Trans>
        </legend>
        <GroupField id="truthful_consent-group" legend={<Trans>Consent</Trans>} required error={consentError}>
          <div className="choice-list">
            <label className="choice" htmlFor="truthful_consent">
              <input id="truthful_consent" type="checkbox" {...form.register("truthful_consent")} />
              <span className="choice-text">
                <Trans>I declare that the answers I have given on this form are true and complete.</Trans>
              </span>
            </label>
          </div>
        </GroupField>
        <SignatureField control={form.control} name="signature" />
      </fieldset>

      <button type="submit" className="button primary" disabled={props.submitting}>
        {props.submitting ? <Trans>Submitting…</Trans> : <Trans>Submit declaration</Trans>}
      </button>
    </form>
  );
}
