import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The sign-in and portal cards mark a required field by its asterisk alone, without the Required/Optional word. */
  asteriskOnly?: boolean;
  /** Said between the label and the input; the input names it with `describedBy(id, error, true)`. */
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/**
 * A labelled input marked Required (with a red asterisk) or Optional, with its error below.
 * An error given as a catalog id is translated here, at each render, so it follows a change of
 * language; any other text (already translated, or the server's own) is shown as given.
 */
export function FormField({ id, label, required = false, asteriskOnly = false, hint, error, children }: FormFieldProps) {
  const { i18n } = useLingui();
  const text = error !== undefined && Object.hasOwn(i18n.messages, error) ? i18n._(error) : error;
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {" "}
            *
          </span>
        )}
        {!asteriskOnly && (
          <>
            {" "}
            <span className="field-need">{required ? <Trans>Required</Trans> : <Trans>Optional</Trans>}</span>
          </>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {text}
        </p>
      )}
    </div>
  );
}

/** The attributes that tie an input to its field's hint (when it has one) and error text. */
export function describedBy(id: string, error: string | undefined, hinted = false) {
  const described = [hinted && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined } as const;
}
