import { useLingui } from "@lingui/react/macro";
import type { UseFormRegisterReturn } from "react-hook-form";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#domain/establishments.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";

interface FieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The account's e-mail address, the portal's user name for password managers. */
export function PortalEmailField({ registration, error }: FieldProps) {
  const { t } = useLingui();
  return (
    <FormField id="portal-email" label={t`Email Address`} required asteriskOnly error={error}>
      <input {...describedBy("portal-email", error)} type="email" autoComplete="username" maxLength={INPUT_MAX_LENGTH} aria-required {...registration} />
    </FormField>
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
    <FormField id={id} label={label} hint={hint} required asteriskOnly error={error}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a password input has no role of its own, yet screen readers announce it required by this attribute */}
      <input
        {...describedBy(id, error, hint !== undefined)}
        type="password"
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        aria-required
        {...registration}
      />
    </FormField>
  );
}

interface NewPasswordFieldsProps {
  /** The first field's id and label: the password of a new account, or the new one of a reset. */
  id: string;
  label: string;
  password: FieldProps;
  confirmation: FieldProps;
}

/** A new password and the same again, each where the browser may offer a strong one. */
export function PortalNewPasswordFields({ id, label, password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PortalPasswordField id={id} label={label} hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`} autoComplete="new-password" {...password} />
      <PortalPasswordField id="portal-confirm-password" label={t`Confirm password`} autoComplete="new-password" {...confirmation} />
    </>
  );
}
