import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { AuditEvent, AuditOutcome } from "#domain/audit.ts";
import type { Agency } from "#domain/staff/staff-roles.ts";
import { ROLE_NAMES } from "../console-pages.ts";

const AGENCY_NAMES: Record<Agency, MessageDescriptor> = {
  platform: msg`Platform`,
  customs: msg`Customs`,
  tourism: msg`Tourism`,
  health: msg`Health`,
};

const OUTCOME_NAMES: Record<AuditOutcome, MessageDescriptor> = { ok: msg`Done`, denied: msg`Denied`, failed: msg`Failed` };

function Field({ label, children, code = false }: { label: ReactNode; children: ReactNode; code?: boolean }) {
  return (
    <div className="audit-fact">
      <dt>{label}</dt>
      <dd className={code ? "audit-code" : undefined}>{children}</dd>
    </div>
  );
}

function Record({ event }: { event: AuditEvent["attributes"] }) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "medium" });
  const record = [event.record_type, event.record_id].filter(Boolean).join(" ");
  return (
    <li className={`audit-record${event.outcome === "ok" ? "" : " audit-record-refused"}`}>
      <p className="audit-record-head">
        <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
        <span className="audit-code">{event.action}</span>
        <span className={`audit-outcome audit-outcome-${event.outcome}`}>{i18n._(OUTCOME_NAMES[event.outcome])}</span>
        <span className="audit-seq">#{event.seq}</span>
      </p>
      <dl className="audit-facts">
        <Field label={<Trans>Staff e-mail</Trans>}>{event.staff_email ?? "—"}</Field>
        <Field label={<Trans>Role</Trans>}>{event.role ? i18n._(ROLE_NAMES[event.role]) : "—"}</Field>
        <Field label={<Trans>Agency</Trans>}>{event.agency ? i18n._(AGENCY_NAMES[event.agency]) : "—"}</Field>
        <Field label={<Trans>Record</Trans>} code>
          {record || "—"}
        </Field>
        <Field label={<Trans>Traveller</Trans>} code>
          {event.subject_user_id ?? "—"}
        </Field>
        <Field label={<Trans>What was shown</Trans>}>{event.shown ?? "—"}</Field>
        <Field label={<Trans context="why a staff member opened the record">Purpose</Trans>}>{event.purpose ?? "—"}</Field>
        <Field label={<Trans>Client address</Trans>} code>
          {event.client_address ?? "—"}
        </Field>
        <Field label={<Trans>Request id</Trans>} code>
          {event.request_id ?? "—"}
        </Field>
      </dl>
    </li>
  );
}

/** The records, newest first, with every column the audit keeps; a refused or failed one stands out. */
export function AuditRecords({ events }: { events: AuditEvent[] }) {
  return (
    <ol className="audit-record-list">
      {events.map((event) => (
        <Record key={event.id} event={event.attributes} />
      ))}
    </ol>
  );
}
