import { Trans } from "@lingui/react/macro";
import { CustomsForm as CustomsSchema, type CustomsForm as Customs, type CustomsFormInput } from "#domain/declarations/customs.ts";
import { ContactSection } from "./contact-section.tsx";
import { blankCustoms } from "./customs-defaults.ts";
import type { CustomsSectionProps } from "./customs-fields.tsx";
import { CustomsTripSection } from "./customs-trip-section.tsx";
import type { DeclarationFormProps } from "./declaration-form-props.ts";
import { DeclarantSection } from "./declarant-section.tsx";
import { GroupField } from "./group-field.tsx";
import { ItemsSection } from "./items-section.tsx";
import { PagedForm, type PageView } from "./paged-form.tsx";
import { PassengersSection } from "./passengers-section.tsx";
import { SignatureField } from "./signature-field.tsx";
import { useDeclarationForm } from "./use-declaration-form.ts";
import "./forms.css";

export { customsDefaults } from "./customs-defaults.ts";

/** The customs biosecurity declaration: one per family, in English, signed (docs/product-spec.md, parts 3 and 5), in six short pages. */
export function CustomsForm(props: DeclarationFormProps<CustomsFormInput, Customs>) {
  const { form, formRef, errorOf, focusErrors } = useDeclarationForm(CustomsSchema, props, blankCustoms());
  const section: CustomsSectionProps = { form, errorOf };
  const pages: PageView[] = [
    {
      name: "trip",
      fields: ["trip"],
      title: <Trans>Trip</Trans>,
      content: (
        <>
          <div className="notice" role="note">
            <p>
              <Trans>This form must be completed in English. One declaration covers your whole family.</Trans>
            </p>
          </div>
          <CustomsTripSection {...section} />
        </>
      ),
    },
    { name: "declarant", fields: ["declarant"], title: <Trans>Declarant</Trans>, content: <DeclarantSection {...section} /> },
    {
      name: "passengers",
      fields: ["passengers", "declarant.family_count"],
      title: <Trans>Passengers</Trans>,
      content: <PassengersSection {...section} family={props.family} />,
    },
    {
      name: "items",
      fields: ["items", "quantities", "currency"],
      title: <Trans>Items you are bringing</Trans>,
      content: <ItemsSection {...section} />,
    },
    { name: "contact", fields: ["contact"], title: <Trans>Contact</Trans>, content: <ContactSection {...section} /> },
    {
      name: "declaration",
      fields: ["truthful_consent", "signature"],
      title: <Trans>Declaration</Trans>,
      content: (
        <div className="form-group">
          <GroupField id="truthful_consent-group" legend={<Trans>Consent</Trans>} required error={errorOf("truthful_consent")}>
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
        </div>
      ),
    },
  ];

  return (
    <PagedForm
      form={form}
      formRef={formRef}
      className="customs-form"
      pages={pages}
      submitLabel={<Trans>Submit declaration</Trans>}
      submitting={props.submitting}
      serverErrors={props.serverErrors}
      onSubmit={props.onSubmit}
      focusErrors={focusErrors}
    />
  );
}
