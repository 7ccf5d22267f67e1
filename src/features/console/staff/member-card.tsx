import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import { STAFF_ROLES, type StaffRole } from "#domain/staff/staff-roles.ts";
import { ROLE_HINTS, ROLE_NAMES } from "../console-pages.ts";

interface MemberCardProps {
  member: StaffMember;
  enabled: boolean;
  saving: boolean;
  isSelf: boolean;
  onRoles: (roles: StaffRole[]) => void;
  onStatus: (status: "active" | "disabled") => void;
  onResend: () => void;
}

/** One member: roles, status, last sign-in and second factor, with the admin's changes. */
export function MemberCard({ member, enabled, saving, isSelf, onRoles, onStatus, onResend }: MemberCardProps) {
  const { t, i18n } = useLingui();
  const { attributes: m } = member;
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(m.roles);
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  const status = m.status === "active" ? t`Active` : m.status === "invited" ? t`Invited` : t`Disabled`;
  const factor = [m.has_totp ? t`Authenticator app` : undefined, m.passkey_count > 0 ? t`${m.passkey_count} passkey(s)` : undefined].filter(Boolean).join(", ");
  const headingId = `member-${member.id}`;
  return (
    <li className={`console-card console-member-card status-${m.status}`} aria-labelledby={headingId} aria-busy={saving}>
      <h3 id={headingId}>
        {m.display_name} <span className={`console-badge ${m.status}`}>{status}</span>
      </h3>
      <p className="console-email">{m.email}</p>
      <dl className="console-facts">
        <dt>
          <Trans>Roles</Trans>
        </dt>
        <dd>{m.roles.length > 0 ? m.roles.map((role) => t(ROLE_NAMES[role])).join(", ") : t`None`}</dd>
        <dt>
          <Trans>Last sign-in</Trans>
        </dt>
        <dd>{m.last_sign_in_at ? when.format(new Date(m.last_sign_in_at)) : t`Never`}</dd>
        <dt>
          <Trans>Second factor</Trans>
        </dt>
        <dd>{factor || t`Not set up`}</dd>
        {m.locked_until && (
          <>
            <dt>
              <Trans>Locked until</Trans>
            </dt>
            <dd>{when.format(new Date(m.locked_until))}</dd>
          </>
        )}
        {m.status === "invited" && m.invite_expires_at && (
          <>
            <dt>
              <Trans>Invitation valid until</Trans>
            </dt>
            <dd>{when.format(new Date(m.invite_expires_at))}</dd>
          </>
        )}
      </dl>
      {editing ? (
        <fieldset className="console-roles">
          <legend>
            <Trans>Roles of {m.display_name}</Trans>
          </legend>
          {STAFF_ROLES.map((role) => (
            <div key={role} className="console-role">
              <label className="console-check">
                <input
                  type="checkbox"
                  aria-describedby={`member-${member.id}-role-${role}-hint`}
                  checked={roles.includes(role)}
                  onChange={(event) => setRoles(event.target.checked ? [...roles, role] : roles.filter((held) => held !== role))}
                />
                <span>{t(ROLE_NAMES[role])}</span>
              </label>
              <small id={`member-${member.id}-role-${role}-hint`} className="console-role-hint">
                {t(ROLE_HINTS[role])}
              </small>
            </div>
          ))}
          <div className="console-actions">
            <button
              type="button"
              className="button primary"
              disabled={!enabled}
              onClick={() => {
                onRoles(roles);
                setEditing(false);
              }}
            >
              <Trans>Save roles</Trans>
            </button>
            <button type="button" className="button secondary" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="console-actions">
          <button
            type="button"
            className="button secondary"
            disabled={!enabled}
            onClick={() => {
              setRoles(m.roles);
              setEditing(true);
            }}
          >
            <Trans>Change roles</Trans>
          </button>
          {m.status === "invited" && (
            <button type="button" className="button secondary" disabled={!enabled} onClick={onResend}>
              <Trans>Send invitation again</Trans>
            </button>
          )}
          {/* An admin cannot lock themselves out of the console from here. */}
          {!isSelf && m.status !== "disabled" && (
            <button type="button" className="button secondary console-danger" disabled={!enabled} onClick={() => onStatus("disabled")}>
              <Trans>Disable</Trans>
            </button>
          )}
          {m.status === "disabled" && (
            <button type="button" className="button secondary" disabled={!enabled} onClick={() => onStatus("active")}>
              <Trans>Enable</Trans>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
