import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** A labelled input marked Required (with a red asterisk) or Optional, with its error below (spec part 5). */
export function FormField({ id, label, required = false, error, children }: FormFieldProps) {
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {" "}*
          </span>
        )}{" "}
        <span className="field-need">{required ? <Trans>Required</Trans> : <Trans>Optional</Trans>}</span>
      </label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes that tie an input to its field's error text. */
export function describedBy(id: string, error: string | undefined) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}
