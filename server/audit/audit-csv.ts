import { Readable } from "node:stream";
import { AUDIT_ACTIONS, isAuditAction } from "#domain/audit-actions.ts";
import type { AuditEvent } from "#domain/audit.ts";
import { COMMONWEALTH_ZONE_LABEL, commonwealthTime } from "#domain/commonwealth-time.ts";
import { csvLine } from "../exports/spreadsheet-cells.ts";

const HEADER = [
  `Time (${COMMONWEALTH_ZONE_LABEL})`,
  "Staff member",
  "Staff e-mail",
  "Role",
  "Agency",
  "Action",
  "Kind",
  "Outcome",
  "Record type",
  "Record",
  "Shown",
  "Purpose",
  "Record no.",
];

/**
 * The audit records as CSV, one line each, times in the commonwealth's clock with the zone named in
 * the header. The action stays its code (a spreadsheet filters on it); its kind says what it was.
 */
export function auditCsv(events: readonly AuditEvent[]): Readable {
  const lines = events.map(({ attributes: event }) =>
    csvLine([
      commonwealthTime(event.at),
      event.staff_name,
      event.staff_email,
      event.role,
      event.agency,
      event.action,
      isAuditAction(event.action) ? AUDIT_ACTIONS[event.action] : null,
      event.outcome,
      event.record_type,
      event.record_label ?? event.record_id,
      event.shown,
      event.purpose,
      event.seq,
    ]),
  );
  return Readable.from([csvLine(HEADER), ...lines]);
}
