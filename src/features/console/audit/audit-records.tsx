import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { isAuditAction } from "#domain/audit-actions.ts";
import type { AuditEvent, AuditOutcome } from "#domain/audit.ts";
import { AGENCY_NAMES } from "../agency-names.ts";
import { CommonwealthTime } from "../commonwealth-zone.tsx";
import { ROLE_NAMES } from "../console-pages.ts";
import { ACTION_LABELS } from "./action-labels.ts";

const OUTCOME_NAMES: Record<AuditOutcome, MessageDescriptor> = { ok: msg`Done`, denied: msg`Denied`, failed: msg`Failed` };

/** What kind of record a row is about, in words; a type without a word shows as written. */
const RECORD_TYPES: Record<string, MessageDescriptor> = {
  trip: msg`Trip`,
  tracing_case: msg`Case`,
  tracing_contact: msg`Contact`,
  visit_flag: msg`Flagged check-in`,
  staff_member: msg`Staff member`,
  staff_invite: msg`Invitation`,
  person: msg`A person (not named)`,
  user_qr: msg`A traveller's QR code`,
  setting: msg`Setting`,
  symptom: msg`Symptom`,
  purpose: msg`Purpose of visit`,
  recovery_code: msg`Recovery code`,
  // The sign-in step a sign-in record is about.
  email_code: msg`E-mailed code`,
  totp: msg`Authenticator app`,
  passkey: msg`Passkey`,
  trip_code: msg`By trip code`,
  passport: msg`By passport number`,
  email: msg`By e-mail`,
  phone: msg`By phone`,
};

function Row({ event }: { event: AuditEvent["attributes"] }) {
  const { i18n } = useLingui();
  const typeWord = event.record_type ? RECORD_TYPES[event.record_type] : undefined;
  const type = typeWord ? i18n._(typeWord) : event.record_type;
  return (
    <tr className={event.outcome === "ok" ? undefined : "audit-row-refused"}>
      <td data-label={i18n._(msg`Time`)}>
        <CommonwealthTime at={event.at} />
      </td>
      <td data-label={i18n._(msg`Staff member`)}>
        <span className="audit-name">{event.staff_name ?? event.staff_email ?? "—"}</span>
        {event.role && <span className="audit-sub">{i18n._(ROLE_NAMES[event.role])}</span>}
      </td>
      <td data-label={i18n._(msg`Agency`)}>{event.agency ? i18n._(AGENCY_NAMES[event.agency]) : "—"}</td>
      <td data-label={i18n._(msg`Action`)}>
        <span>{isAuditAction(event.action) ? i18n._(ACTION_LABELS[event.action]) : event.action}</span>
        <span className={`audit-outcome audit-outcome-${event.outcome}`}>{i18n._(OUTCOME_NAMES[event.outcome])}</span>
      </td>
      <td data-label={i18n._(msg`Record`)}>
        {type ?? "—"}
        {event.record_label && <span className="audit-record-label">{event.record_label}</span>}
      </td>
      <td data-label={i18n._(msg({ message: "Purpose", context: "why a staff member opened the record" }))}>
        {event.purpose ?? "—"}
        {event.shown && <span className="audit-sub">{event.shown}</span>}
      </td>
    </tr>
  );
}

/** The records as a table, newest first: who, in which role and agency, did what to which record, and why. */
export function AuditTable({ events, caption }: { events: AuditEvent[]; caption: string }) {
  return (
    <div className="audit-table-wrap">
      <table className="audit-table" aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>Staff member</Trans>
            </th>
            <th scope="col">
              <Trans>Agency</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans>Record</Trans>
            </th>
            <th scope="col">
              <Trans context="why a staff member opened the record">Purpose</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <Row key={event.id} event={event.attributes} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
