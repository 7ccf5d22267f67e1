import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AuditEvent, AuditOutcome } from "../../../domain/audit.ts";
import type { Agency } from "../../../domain/staff/staff-roles.ts";
import { ROLE_NAMES } from "../console-pages.ts";

const AGENCY_NAMES: Record<Agency, MessageDescriptor> = {
  platform: msg`Platform`,
  customs: msg`Customs`,
  tourism: msg`Tourism`,
  health: msg`Health`,
};

const OUTCOME_NAMES: Record<AuditOutcome, MessageDescriptor> = { ok: msg`Done`, denied: msg`Denied`, failed: msg`Failed` };

function Row({ event }: { event: AuditEvent["attributes"] }) {
  const { i18n, t } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "medium" });
  const record = [event.record_type, event.record_id].filter(Boolean).join(" ");
  return (
    <tr className={event.outcome === "ok" ? undefined : "audit-row-refused"}>
      <td>
        <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
        <span className="audit-seq">#{event.seq}</span>
      </td>
      <td className="audit-wrap">{event.staff_email ?? "—"}</td>
      <td>{event.role ? i18n._(ROLE_NAMES[event.role]) : "—"}</td>
      <td>{event.agency ? i18n._(AGENCY_NAMES[event.agency]) : "—"}</td>
      <td className="audit-code">{event.action}</td>
      <td>
        <span className={`audit-outcome audit-outcome-${event.outcome}`}>{i18n._(OUTCOME_NAMES[event.outcome])}</span>
      </td>
      <td className="audit-wrap">
        {record || "—"}
        {event.subject_user_id && <span className="audit-subject">{t`Traveller ${event.subject_user_id}`}</span>}
      </td>
      <td className="audit-wrap">{event.shown ?? "—"}</td>
      <td className="audit-wrap">{event.purpose ?? "—"}</td>
      <td className="audit-code">{event.client_address ?? "—"}</td>
      <td className="audit-code audit-wrap">{event.request_id ?? "—"}</td>
    </tr>
  );
}

/** The records, newest first, every column the audit keeps. */
export function AuditTable({ events }: { events: AuditEvent[] }) {
  return (
    <div className="audit-table-scroll" tabIndex={0} role="region" aria-labelledby="audit-records-heading">
      <table className="audit-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>Staff e-mail</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>Agency</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans>Outcome</Trans>
            </th>
            <th scope="col">
              <Trans>Record</Trans>
            </th>
            <th scope="col">
              <Trans>What was shown</Trans>
            </th>
            <th scope="col">
              <Trans>Purpose</Trans>
            </th>
            <th scope="col">
              <Trans>Client address</Trans>
            </th>
            <th scope="col">
              <Trans>Request id</Trans>
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
