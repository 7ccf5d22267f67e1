import { type AuditActionKind, actionsOfKind } from "#domain/audit-actions.ts";
import type { AuditEvent } from "#domain/audit.ts";
import type { Agency } from "#domain/staff/staff-roles.ts";
import type { Db } from "../db/connection.ts";

export interface AuditFilter {
  staffId?: string;
  subjectUserId?: string;
  kind?: AuditActionKind;
  agency?: Agency;
  /** Keep the list page views (left out by default). */
  listViews?: boolean;
  from?: string;
  to?: string;
  before?: number;
  limit: number;
}

/**
 * Records are appended in about the order of their times (a request stamps its time before it waits
 * for the chain's head), so a time bound widened by SLACK_MS is also a seq bound, found with one probe
 * of the time index. The staff and person filters then walk their (staff_id, seq) and
 * (subject_user_id, seq) indexes within that range, however many records the period holds; the time
 * condition itself stays, so the answer is exact.
 */
const SLACK_MS = 5 * 60_000;

async function seqRange(db: Db, from: string | undefined, to: string | undefined): Promise<{ min?: number; max?: number }> {
  const shift = (at: string, ms: number) => new Date(new Date(at).getTime() + ms).toISOString();
  const first = from
    ? await db.selectFrom("audit_events").select("seq").where("at", ">=", shift(from, -SLACK_MS)).orderBy("at").limit(1).executeTakeFirst()
    : undefined;
  const last = to
    ? await db.selectFrom("audit_events").select("seq").where("at", "<=", shift(to, SLACK_MS)).orderBy("at", "desc").limit(1).executeTakeFirst()
    : undefined;
  return { min: first ? Number(first.seq) : undefined, max: last ? Number(last.seq) : undefined };
}

/** The trail's rows as the viewer shows them; the record's label is filled in afterwards (record-labels.ts). */
export function auditRows(db: Db) {
  return db
    .selectFrom("audit_events")
    .leftJoin("staff_members", "staff_members.id", "audit_events.staff_id")
    .select([
      "audit_events.seq",
      "audit_events.id",
      "audit_events.at",
      "audit_events.staff_id",
      "staff_members.email as staff_email",
      "staff_members.display_name as staff_name",
      "audit_events.role",
      "audit_events.agency",
      "audit_events.action",
      "audit_events.outcome",
      "audit_events.subject_user_id",
      "audit_events.record_type",
      "audit_events.record_id",
      "audit_events.shown",
      "audit_events.purpose",
      "audit_events.request_id",
      "audit_events.client_address",
    ]);
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRows>["execute"]>>[number];

export const auditResource = ({ seq, id, ...attributes }: AuditRow): AuditEvent => ({
  id,
  type: "audit_event",
  attributes: { seq: Number(seq), ...attributes, record_label: null },
});

/** Newest first, paged by seq; each filter is served by its own index (staff, subject, action, time). */
export async function listAuditEvents(db: Db, filter: AuditFilter): Promise<{ events: AuditEvent[]; nextBefore: number | null }> {
  const from = filter.from ? new Date(filter.from).toISOString() : undefined;
  const to = filter.to ? new Date(filter.to).toISOString() : undefined;
  const range = await seqRange(db, from, to);
  let query = auditRows(db);
  if (filter.staffId) query = query.where("audit_events.staff_id", "=", filter.staffId);
  if (filter.subjectUserId) query = query.where("audit_events.subject_user_id", "=", filter.subjectUserId);
  if (filter.agency) query = query.where("audit_events.agency", "=", filter.agency);
  if (filter.kind) query = query.where("audit_events.action", "in", actionsOfKind(filter.kind));
  else if (!filter.listViews) query = query.where("audit_events.action", "not in", actionsOfKind("list_view"));
  if (from) query = query.where("audit_events.at", ">=", from);
  if (to) query = query.where("audit_events.at", "<=", to);
  if (range.min !== undefined) query = query.where("audit_events.seq", ">=", range.min);
  if (range.max !== undefined) query = query.where("audit_events.seq", "<=", range.max);
  if (filter.before !== undefined) query = query.where("audit_events.seq", "<", filter.before);
  const rows = await query
    .orderBy("audit_events.seq", "desc")
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  return { events: page.map(auditResource), nextBefore: rows.length > filter.limit ? Number(page[page.length - 1]?.seq) : null };
}

/** What a traveller may know of the reads of their data: which agency, what kind of access, when; never who. */
export async function listDataAccess(db: Db, userId: string): Promise<{ agency: Agency; action: string; at: string }[]> {
  const rows = await db
    .selectFrom("audit_events")
    .select(["agency", "action", "at"])
    .where("subject_user_id", "=", userId)
    .where("outcome", "=", "ok")
    .where("agency", "is not", null)
    .orderBy("seq", "desc")
    .limit(200)
    .execute();
  return rows.flatMap((row) => (row.agency ? [{ agency: row.agency, action: row.action, at: row.at }] : []));
}
