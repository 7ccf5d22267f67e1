import * as v from "valibot";
import { AUDIT_ACTION_KINDS } from "./audit-actions.ts";
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
    staff_name: v.nullable(v.string()),
    role: v.nullable(v.picklist(STAFF_ROLES)),
    agency: v.nullable(v.picklist(AGENCIES)),
    action: v.string(),
    outcome: v.picklist(AUDIT_OUTCOMES),
    subject_user_id: v.nullable(v.string()),
    record_type: v.nullable(v.string()),
    record_id: v.nullable(v.string()),
    /** The record as people know it (a trip code, a case number, a branch's name, a colleague's name); never a traveller's data. */
    record_label: v.nullable(v.string()),
    shown: v.nullable(v.string()),
    purpose: v.nullable(v.string()),
    request_id: v.nullable(v.string()),
    client_address: v.nullable(v.string()),
  }),
});
export type AuditEvent = v.InferOutput<typeof AuditEventResource>;

const OptionalUuid = v.optional(v.pipe(v.string(), v.uuid("Not a valid id.")));
const OptionalInstant = v.optional(v.pipe(v.string(), v.isoTimestamp("Enter a date and time.")));

const filterFields = {
  staff_id: OptionalUuid,
  subject_user_id: OptionalUuid,
  kind: v.optional(v.picklist(AUDIT_ACTION_KINDS, "Choose a kind of action.")),
  agency: v.optional(v.picklist(AGENCIES, "Choose an agency.")),
  /** List page views are left out unless asked for (or their kind is chosen): they would bury the reads of a person's data. */
  list_views: v.optional(
    v.pipe(
      v.picklist(["true", "false"]),
      v.transform((flag) => flag === "true"),
    ),
  ),
  from: OptionalInstant,
  to: OptionalInstant,
};

/** GET /api/staff/audit: newest first, by staff member, kind of action, agency and time. */
export const AuditQuery = v.object({
  ...filterFields,
  /** Keyset paging: events with a smaller seq than this. */
  before: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,15}$/, "Not a valid position."), v.transform(Number))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(200)), "50"),
});
export const AuditList = v.object({ data: v.array(AuditEventResource), meta: v.object({ next_before: v.nullable(v.number()) }) });

/** GET /api/staff/audit.csv: the filtered trail as a spreadsheet, with why it leaves the console (audited). */
export const AuditCsvQuery = v.object({
  ...filterFields,
  purpose: v.pipe(v.string(), v.trim(), v.minLength(3, "Say what the export is for."), v.maxLength(200, "Keep the purpose under 200 characters.")),
});

/** How the admin names the traveller in "who saw this traveller": what the traveller or a colleague can tell them. */
export const TRAVELLER_IDENTIFIER_KINDS = ["trip_code", "passport", "email", "phone"] as const;
export type TravellerIdentifierKind = (typeof TRAVELLER_IDENTIFIER_KINDS)[number];

/**
 * POST /api/staff/audit/who-saw (a body, so the identifier stays out of addresses and logs). The
 * answer is audit rows only: which agency, who, when, why; never the traveller's data, nor whether
 * the identifier belongs to anyone (decision 057).
 */
export const WhoSawRequest = v.object({
  kind: v.picklist(TRAVELLER_IDENTIFIER_KINDS, "Choose what you are searching by."),
  value: v.pipe(v.string(), v.trim(), v.minLength(3, "Enter what the traveller gave you."), v.maxLength(100, "This is too long.")),
});
export const WhoSawAnswer = v.object({ data: v.array(AuditEventResource) });

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
