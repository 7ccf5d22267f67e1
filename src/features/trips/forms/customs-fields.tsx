import type { MessageDescriptor } from "@lingui/core";
import type { HTMLInputTypeAttribute, ReactNode } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import type { CustomsForm, CustomsFormInput } from "#domain/declarations/customs.ts";
import { CountryOptions } from "../../../ui/forms/country-options.tsx";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { type Choice, RadioChoices } from "./choice-fields.tsx";

export type CustomsPath = FieldPath<CustomsFormInput>;

/** What each section of the customs declaration works with. */
export interface CustomsSectionProps {
  form: UseFormReturn<CustomsFormInput, unknown, CustomsForm>;
  /** The error of a field (dot path) in the reader's language. */
  errorOf: (path: string) => string | undefined;
}

export const fieldId = (path: string) => path.replaceAll(".", "-");

interface FieldProps extends CustomsSectionProps {
  path: CustomsPath;
  label: ReactNode;
  required?: boolean;
}

interface TextFieldProps extends FieldProps {
  maxLength?: number;
  /** Names and passport numbers are shown (and sent) in capitals. */
  upperCase?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}

export function TextField({
  form,
  errorOf,
  path,
  label,
  required,
  maxLength = INPUT_MAX_LENGTH,
  upperCase,
  type = "text",
  autoComplete = "off",
}: TextFieldProps) {
  const id = fieldId(path);
  const error = errorOf(path);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <input
        {...form.register(path)}
        {...describedBy(id, error)}
        type={type}
        maxLength={maxLength}
        className={upperCase ? "upper-case" : undefined}
        autoComplete={autoComplete}
      />
    </FormField>
  );
}

interface NumberFieldProps extends FieldProps {
  hint?: ReactNode;
  /** Whole numbers (ages, packs) or amounts with decimals. */
  decimals?: boolean;
}

/** A number; an empty input is null, which the schema refuses where a number is required. */
export function NumberField({ form, errorOf, path, label, required, hint, decimals = false }: NumberFieldProps) {
  const id = fieldId(path);
  const error = errorOf(path);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <input
        {...form.register(path, { setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)) })}
        {...describedBy(id, error)}
        type="number"
        min={0}
        step={decimals ? "any" : 1}
        inputMode={decimals ? "decimal" : "numeric"}
        autoComplete="off"
      />
      {hint}
    </FormField>
  );
}

interface DateFieldProps extends FieldProps {
  max?: string;
  /** Called with each date the traveller picks. */
  onValue?: (value: string) => void;
}

export function DateField({ form, errorOf, path, label, required, max, onValue }: DateFieldProps) {
  const id = fieldId(path);
  const error = errorOf(path);
  const onChange = onValue && ((event: { target: { value: string } }) => onValue(event.target.value));
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <input type="date" max={max} {...form.register(path, { onChange })} {...describedBy(id, error)} />
    </FormField>
  );
}

/** Every passport country (ISO 3166), the spec's seven first, named in the reader's language. */
export function CountryField({ form, errorOf, path, label, required }: FieldProps) {
  const id = fieldId(path);
  const error = errorOf(path);
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <select {...form.register(path)} {...describedBy(id, error)}>
        <CountryOptions />
      </select>
    </FormField>
  );
}

interface RadioFieldProps<V extends Choice> extends CustomsSectionProps {
  path: CustomsPath;
  legend: ReactNode;
  options: readonly V[];
  labels: Record<`${V}`, MessageDescriptor>;
  /** Short choices side by side in one row. */
  inline?: boolean;
}

/** One of the declaration's choices (all required), as radio buttons. */
export function RadioField<V extends Choice>({ form, errorOf, path, legend, options, labels, inline }: RadioFieldProps<V>) {
  return (
    <RadioChoices
      control={form.control}
      name={path}
      legend={legend}
      options={options}
      labels={labels}
      layout={inline ? "inline" : undefined}
      required
      error={errorOf(path)}
    />
  );
}
