import * as v from "valibot";
import { AGENCIES, STAFF_ROLES } from "./staff/staff-roles.ts";

/**
 * The audit trail (decision 018): one append-only, hash-chained record per staff read of personal data,
 * staff write, sign-in, failed sign-in and role change. Admins read it in the console; a traveller
 * sees which agencies looked at their data and when, never who.
 */

export const AUDIT_OUTCOMES = ["ok", "denied", "failed"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AuditEventResource = v.object({
  id: v.string(),
  type: v.literal("audit_event"),
  attributes: v.object({
    seq: v.number(),
    at: v.string(),
    staff_id: v.nullable(v.string()),
    staff_email: v.nullable(v.string()),
    role: v.nullable(v.picklist(STAFF_ROLES)),
    agency: v.nullable(v.picklist(AGENCIES)),
    action: v.string(),
    outcome: v.picklist(AUDIT_OUTCOMES),
    subject_user_id: v.nullable(v.string()),
    record_type: v.nullable(v.string()),
    record_id: v.nullable(v.string()),
    shown: v.nullable(v.string()),
    purpose: v.nullable(v.string()),
    request_id: v.nullable(v.string()),
    client_address: v.nullable(v.string()),
  }),
});
export type AuditEvent = v.InferOutput<typeof AuditEventResource>;

const OptionalUuid = v.optional(v.pipe(v.string(), v.uuid("Not a valid id.")));
const OptionalInstant = v.optional(v.pipe(v.string(), v.isoTimestamp("Enter a date and time.")));

/** GET /api/staff/audit: newest first, by staff member, by person ("who saw this traveller"), by time. */
export const AuditQuery = v.object({
  staff_id: OptionalUuid,
  subject_user_id: OptionalUuid,
  from: OptionalInstant,
  to: OptionalInstant,
  /** Keyset paging: events with a smaller seq than this. */
  before: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,15}$/, "Not a valid position."), v.transform(Number))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(200)), "50"),
});
export const AuditList = v.object({ data: v.array(AuditEventResource), meta: v.object({ next_before: v.nullable(v.number()) }) });

/** GET /api/staff/audit/verification: the chain recomputed; the first broken record named. */
export const AuditVerificationAnswer = v.object({
  data: v.object({
    ok: v.boolean(),
    checked: v.number(),
    broken: v.nullable(v.object({ seq: v.number(), id: v.nullable(v.string()), reason: v.string() })),
  }),
});
export type AuditVerification = v.InferOutput<typeof AuditVerificationAnswer>["data"];

/** GET /api/v1/me/data-access: which agencies looked at the signed-in traveller's data, and when. */
export const DataAccessAnswer = v.object({
  data: v.array(v.object({ agency: v.picklist(AGENCIES), action: v.string(), at: v.string() })),
});
