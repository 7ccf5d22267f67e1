import { type ReactNode, useState } from "react";
import { useController } from "react-hook-form";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { formatAmount, parseAmount } from "./amount.ts";
import { type CustomsPath, type CustomsSectionProps, fieldId } from "./customs-fields.tsx";

interface AmountFieldProps extends CustomsSectionProps {
  path: CustomsPath;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * An amount of money, typed as people write it ("1,234.5"): the form holds the number, and the
 * field shows it with two decimals once the traveller moves on ("1,234.50").
 */
export function AmountField({ form, errorOf, path, label, hint }: AmountFieldProps) {
  const id = fieldId(path);
  const error = errorOf(path);
  const { field } = useController({ control: form.control, name: path });
  const [text, setText] = useState(() => formatAmount(field.value));
  return (
    <FormField id={id} label={label} required error={error}>
      <input
        {...describedBy(id, error)}
        ref={field.ref}
        name={field.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseAmount(event.target.value));
        }}
        onBlur={() => {
          const value = parseAmount(text);
          if (value !== null && Number.isFinite(value)) setText(formatAmount(value));
          field.onBlur();
        }}
      />
      {hint}
    </FormField>
  );
}
