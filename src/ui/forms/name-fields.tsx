import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field.tsx";

type NameField = "name" | "middle_name" | "last_name";

interface NameFieldsProps {
  /** The form's registered input for a field (its name, handlers, ref, described-by and maximum length). */
  input: (name: NameField) => ComponentProps<"input">;
  errors: Partial<Record<NameField, { message?: string }>>;
}

/** First, middle and last name, shown upper-case (docs/product-spec.md, part 5): the profile and the guest check-in ask the same. */
export function NameFields({ input, errors }: NameFieldsProps) {
  const first = (
    <FormField id="name" label={<Trans>First name</Trans>} required error={errors.name?.message}>
      <input {...input("name")} className="upper-case" autoComplete="given-name" />
    </FormField>
  );
  const middle = (
    <FormField id="middle_name" label={<Trans>Middle name</Trans>} error={errors.middle_name?.message}>
      <input {...input("middle_name")} className="upper-case" autoComplete="additional-name" />
    </FormField>
  );
  const last = (
    <FormField id="last_name" label={<Trans>Last name</Trans>} required error={errors.last_name?.message}>
      <input {...input("last_name")} className="upper-case" autoComplete="family-name" />
    </FormField>
  );
  return <NamesInOrder first={first} middle={middle} last={last} />;
}

/** Japanese, Korean and Chinese write the family name first, so their forms ask it first. */
export function NamesInOrder({ first, middle, last }: Record<"first" | "middle" | "last", ReactNode>) {
  const { i18n } = useLingui();
  return i18n.locale === "en" ? (
    <>
      {first}
      {middle}
      {last}
    </>
  ) : (
    <>
      {last}
      {first}
      {middle}
    </>
  );
}
