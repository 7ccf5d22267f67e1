import { Trans } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { FormField } from "./form-field.tsx";

type NameField = "name" | "middle_name" | "last_name";

interface NameFieldsProps {
  /** The form's registered input for a field (its name, handlers, ref, described-by and maximum length). */
  input: (name: NameField) => ComponentProps<"input">;
  errors: Partial<Record<NameField, { message?: string }>>;
}

/** First, middle and last name, shown upper-case (spec part 5): the profile and the guest check-in ask the same. */
export function NameFields({ input, errors }: NameFieldsProps) {
  return (
    <>
      <FormField id="name" label={<Trans>First name</Trans>} required error={errors.name?.message}>
        <input {...input("name")} className="upper-case" autoComplete="given-name" />
      </FormField>
      <FormField id="middle_name" label={<Trans>Middle name</Trans>} error={errors.middle_name?.message}>
        <input {...input("middle_name")} className="upper-case" autoComplete="additional-name" />
      </FormField>
      <FormField id="last_name" label={<Trans>Last name</Trans>} required error={errors.last_name?.message}>
        <input {...input("last_name")} className="upper-case" autoComplete="family-name" />
      </FormField>
    </>
  );
}
