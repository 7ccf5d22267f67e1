import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { StaffTotpCode } from "#domain/staff/staff-accounts.ts";
import { useFieldErrorText } from "./console-messages.ts";

interface CodeFormProps {
  id: string;
  label: string;
  submitLabel: string;
  enabled: boolean;
  busy: boolean;
  onCode: (code: string) => void;
  autoComplete?: "one-time-code" | "off";
}

/** A 6-digit code (e-mailed, or from the authenticator app), checked by the shared schema before it is sent. */
export function CodeForm({ id, label, submitLabel, enabled, busy, onCode, autoComplete = "one-time-code" }: CodeFormProps) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof StaffTotpCode>, unknown, v.InferOutput<typeof StaffTotpCode>>({
    resolver: valibotResolver(StaffTotpCode),
    defaultValues: { code: "" },
  });
  const error = errorText(formState.errors.code);
  return (
    <form className="console-form" noValidate onSubmit={handleSubmit((values) => onCode(values.code))}>
      <label className="console-field" htmlFor={id}>
        <span>{label}</span>
        <input
          id={id}
          className="console-code-input"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register("code")}
        />
      </label>
      {error && (
        <p id={`${id}-error`} className="console-field-error">
          {error}
        </p>
      )}
      <button type="submit" className="button primary console-wide" disabled={!enabled || busy} aria-busy={busy}>
        {busy ? t`Checking…` : submitLabel}
      </button>
    </form>
  );
}
