import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import type { CallFailure } from "../../../../machines/call-failure.ts";
import type { NewStaffMember } from "../../../../machines/console/staff-members.machine.ts";
import { InviteStaff } from "#domain/staff/staff-accounts.ts";
import { STAFF_ROLES } from "#domain/staff/staff-roles.ts";
import { useConsoleText, useFieldErrorText } from "../console-messages.ts";
import { ROLE_HINTS, ROLE_NAMES } from "../console-pages.ts";

interface InviteFormProps {
  busy: boolean;
  enabled: boolean;
  invited: boolean;
  failure: CallFailure | undefined;
  onInvite: (member: NewStaffMember) => void;
}

/** A new member: name, work e-mail and roles; the server e-mails the invitation link. */
export function InviteForm({ busy, enabled, invited, failure, onInvite }: InviteFormProps) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const text = useConsoleText();
  const { register, handleSubmit, formState, reset } = useForm<v.InferInput<typeof InviteStaff>, unknown, v.InferOutput<typeof InviteStaff>>({
    resolver: valibotResolver(InviteStaff),
    defaultValues: { email: "", display_name: "", roles: [] },
  });
  useEffect(() => {
    if (invited) reset();
  }, [invited, reset]);
  const fieldError = (field: "email" | "display_name" | "roles") => {
    const server = failure?.fieldErrors?.[field]?.[0];
    return errorText(formState.errors[field] as Parameters<typeof errorText>[0]) ?? (server ? text(server) : undefined);
  };
  return (
    <form className="console-card console-form" noValidate onSubmit={handleSubmit((values) => onInvite(values))} aria-labelledby="console-invite-form-title">
      <h2 id="console-invite-form-title">
        <Trans>Invite a staff member</Trans>
      </h2>
      <Field id="invite-name" label={t`Name`} error={fieldError("display_name")}>
        <input id="invite-name" autoComplete="off" {...register("display_name")} />
      </Field>
      <Field id="invite-email" label={t`Work e-mail address`} error={fieldError("email")}>
        <input id="invite-email" type="email" autoComplete="off" {...register("email")} />
      </Field>
      <fieldset className="console-roles">
        <legend>
          <Trans>Roles</Trans>
        </legend>
        {STAFF_ROLES.map((role) => (
          <div key={role} className="console-role">
            <label className="console-check">
              <input type="checkbox" value={role} aria-describedby={`invite-role-${role}-hint`} {...register("roles")} />
              <span>{t(ROLE_NAMES[role])}</span>
            </label>
            <small id={`invite-role-${role}-hint`} className="console-role-hint">
              {t(ROLE_HINTS[role])}
            </small>
          </div>
        ))}
        {fieldError("roles") && <p className="console-field-error">{fieldError("roles")}</p>}
      </fieldset>
      <button type="submit" className="button primary console-wide" disabled={!enabled} aria-busy={busy}>
        {busy ? t`Sending…` : t`Send invitation`}
      </button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="console-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
