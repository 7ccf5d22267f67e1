import { Trans } from "@lingui/react/macro";
import type { ReactNode, Ref } from "react";

interface GroupFieldProps {
  id: string;
  legend: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Where the form puts the focus when this group holds the first error. */
  focusRef?: Ref<HTMLFieldSetElement>;
  className?: string;
  children: ReactNode;
}

/**
 * A set of choices (or the signature pad) under one legend, marked Required or Optional like a
 * single field (docs/product-spec.md, part 5), with its hint and error below the legend.
 */
export function GroupField({ id, legend, required = false, hint, error, focusRef, className, children }: GroupFieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      id={id}
      ref={focusRef}
      tabIndex={-1}
      className={`form-field group-field${error ? " has-error" : ""}${className ? ` ${className}` : ""}`}
      aria-describedby={described || undefined}
    >
      <legend>
        {/* The mark stays on the title's last line when a long title wraps. */}
        <span>
          {legend}
          {required && (
            <span className="required-mark" aria-hidden="true">
              {"\u00a0*"}
            </span>
          )}
        </span>{" "}
        <span className="field-need">{required ? <Trans>Required</Trans> : <Trans>Optional</Trans>}</span>
      </legend>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
