import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface PurposeFieldProps {
  id: string;
  /** The field's class in its page's stylesheet. */
  className: string;
  purpose: string;
  onChange: (purpose: string) => void;
  maxLength: number;
  invalid: boolean;
  hint: ReactNode;
  hintClassName?: string;
  /** Where the field itself says that the purpose is missing; without it, the page says why elsewhere. */
  errorClassName?: string;
}

/** "What is the export for?": every export of personal or audited data asks it, and the answer is kept in the audit trail. */
export function PurposeField({ id, className, purpose, onChange, maxLength, invalid, hint, hintClassName = "field-hint", errorClassName }: PurposeFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>
        <Trans>What is the export for?</Trans>
      </label>
      <input
        id={id}
        value={purpose}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={hintClassName}>
        {hint}
      </p>
      {invalid && errorClassName && (
        <p className={errorClassName} role="alert">
          <Trans>Say what the export is for.</Trans>
        </p>
      )}
    </div>
  );
}
