import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";

/** A registration whose input keeps only what `keep` lets through, before the form reads the value. */
export function filteredInput(registration: UseFormRegisterReturn, keep: (value: string) => string): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = keep(input.value);
      return registration.onChange(event);
    },
  };
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string;
}

/** A labelled input; required ones carry the red asterisk of spec part 5, errors are read out with the field. */
export function FormField({ id, label, registration, error, hint, required, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        maxLength={INPUT_MAX_LENGTH}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...input}
        {...registration}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
