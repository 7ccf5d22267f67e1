import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import { ROLE_AGENCY, STAFF_ROLES, type StaffRole } from "#domain/staff/staff-roles.ts";
import { AGENCY_NAMES } from "../agency-names.ts";
import { CommonwealthTime } from "../commonwealth-zone.tsx";
import { ROLE_HINTS, ROLE_NAMES } from "../console-pages.ts";
import { useStaffWords } from "./staff-words.ts";

interface MemberRowProps {
  member: StaffMember;
  enabled: boolean;
  saving: boolean;
  isSelf: boolean;
  onRoles: (roles: StaffRole[]) => void;
  onStatus: (status: "active" | "disabled") => void;
  onResend: () => void;
}

const COLUMNS = 7;

/** One member as a table row; "Manage" opens the roles, each said in words, and the account's changes beneath it. */
export function MemberRow({ member, enabled, saving, isSelf, onRoles, onStatus, onResend }: MemberRowProps) {
  const { t, i18n } = useLingui();
  const words = useStaffWords();
  const { attributes: m } = member;
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(m.roles);
  const agencies = [...new Set(m.roles.map((role) => ROLE_AGENCY[role]))];
  const factor = [m.has_totp ? t`Authenticator app` : undefined, m.passkey_count > 0 ? t`${m.passkey_count} passkey(s)` : undefined].filter(Boolean).join(", ");
  const panelId = `member-${member.id}-manage`;
  return (
    <>
      <tr className={`status-${m.status}`} aria-busy={saving}>
        <th scope="row" data-label={t`Name`}>
          <span className="staff-name">{m.display_name}</span>
          <span className="staff-email">{m.email}</span>
        </th>
        <td data-label={t`Roles`}>
          {m.roles.length > 0 ? (
            <ul className="staff-roles">
              {m.roles.map((role) => (
                <li key={role} title={i18n._(ROLE_HINTS[role])}>
                  {i18n._(ROLE_NAMES[role])}
                </li>
              ))}
            </ul>
          ) : (
            t`None`
          )}
        </td>
        <td data-label={t`Agency`}>{agencies.length > 0 ? agencies.map((agency) => i18n._(AGENCY_NAMES[agency])).join(", ") : "—"}</td>
        <td data-label={t`Status`}>
          <span className={`console-badge ${m.status}`}>{words.status[m.status]}</span>
          {m.locked_until && (
            <span className="staff-sub">
              <Trans>
                Locked until <CommonwealthTime at={m.locked_until} />
              </Trans>
            </span>
          )}
          {m.status === "invited" && m.invite_expires_at && (
            <span className="staff-sub">
              <Trans>
                Invitation valid until <CommonwealthTime at={m.invite_expires_at} />
              </Trans>
            </span>
          )}
        </td>
        <td data-label={t`Last sign-in`}>{m.last_sign_in_at ? <CommonwealthTime at={m.last_sign_in_at} /> : t`Never`}</td>
        <td data-label={t`Second factor`}>{factor || t`Not set up`}</td>
        <td>
          <button
            type="button"
            className="button secondary staff-manage"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              setRoles(m.roles);
              setOpen(!open);
            }}
          >
            {open ? t`Close` : t`Manage`}
            <span className="staff-hidden"> {m.display_name}</span>
          </button>
        </td>
      </tr>
      {open && (
        <tr className="staff-manage-row">
          <td colSpan={COLUMNS} id={panelId}>
            <fieldset className="console-roles">
              <legend>
                <Trans>Roles of {m.display_name}</Trans>
              </legend>
              {STAFF_ROLES.map((role) => (
                <div key={role} className="console-role">
                  <label className="console-check">
                    <input
                      type="checkbox"
                      aria-describedby={`${panelId}-${role}-hint`}
                      checked={roles.includes(role)}
                      onChange={(event) => setRoles(event.target.checked ? [...roles, role] : roles.filter((held) => held !== role))}
                    />
                    <span>{i18n._(ROLE_NAMES[role])}</span>
                  </label>
                  <small id={`${panelId}-${role}-hint`} className="console-role-hint">
                    {i18n._(ROLE_HINTS[role])}
                  </small>
                </div>
              ))}
            </fieldset>
            <div className="console-actions">
              <button
                type="button"
                className="button primary"
                disabled={!enabled}
                onClick={() => {
                  onRoles(roles);
                  setOpen(false);
                }}
              >
                <Trans>Save roles</Trans>
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
          </td>
        </tr>
      )}
    </>
  );
}
