import { useLingui } from "@lingui/react/macro";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MAX_LENGTH } from "#domain/establishments.ts";
import { FormField } from "../auth/form-field.tsx";

interface FieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The account's e-mail address, the portal's user name for password managers. */
export function PortalEmailField({ registration, error }: FieldProps) {
  const { t } = useLingui();
  return (
    <FormField id="portal-email" label={t`Email Address`} type="email" autoComplete="username" required registration={registration} error={error} />
  );
}

interface PasswordFieldProps extends FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** "new-password" lets the browser offer a strong one; "current-password" fills the saved one. */
  autoComplete: "new-password" | "current-password";
}

export function PortalPasswordField({ id, label, hint, autoComplete, registration, error }: PasswordFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      required
      registration={registration}
      error={error}
    />
  );
}
