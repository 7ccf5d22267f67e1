import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { auditHash } from "../../audit/audit-trail.ts";

interface FrontLiner {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

interface OldAuditRow {
  id: string;
  staff_user_id: string;
  action: string;
  subject_user_id: string | null;
  detail: string;
  created_at: string;
}

/**
 * The front-liner flag on traveller accounts becomes the staff role front_liner (decision 018): each
 * flagged account with an e-mail becomes an active staff member with that role and address, and the
 * old `staff_access_audit` rows join the hash-chained trail in their order, attributed to that member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const frontLiners = await sql<FrontLiner>`select id, email, first_name, last_name from users where is_front_liner = 1 and email is not null`.execute(db);
  const staffOf = new Map<string, string>();
  for (const user of frontLiners.rows) {
    const staffId = randomUUID();
    const name = [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
    await sql`insert into staff_members (id, email, display_name, status, failed_codes, created_at, updated_at, last_sign_in_at)
      values (${staffId}, ${user.email}, ${name}, 'active', 0, ${now}, ${now}, ${now})`.execute(db);
    await sql`insert into staff_roles (staff_id, role, granted_by, granted_at) values (${staffId}, 'front_liner', null, ${now})`.execute(db);
    staffOf.set(user.id, staffId);
  }

  const old =
    await sql<OldAuditRow>`select id, staff_user_id, action, subject_user_id, detail, created_at from staff_access_audit order by created_at, id`.execute(db);
  const head = await sql<{ seq: number; hash: string }>`select seq, hash from audit_chain where id = 1`.execute(db);
  let previous = { seq: Number(head.rows[0]?.seq ?? 0), hash: head.rows[0]?.hash ?? "0".repeat(64) };
  for (const row of old.rows) {
    const unhashed = {
      seq: previous.seq + 1,
      id: row.id,
      at: row.created_at,
      staff_id: staffOf.get(row.staff_user_id) ?? null,
      role: "front_liner" as const,
      agency: "health" as const,
      action: "front_liner.scan",
      outcome: row.subject_user_id ? ("ok" as const) : ("failed" as const),
      subject_user_id: row.subject_user_id,
      record_type: "user_qr",
      record_id: null,
      shown: row.detail,
      purpose: null,
      request_id: null,
      client_address: null,
      prev_hash: previous.hash,
    };
    const hash = auditHash(unhashed);
    await sql`insert into audit_events (seq, id, at, staff_id, role, agency, action, outcome, subject_user_id, record_type, record_id, shown, purpose, request_id, client_address, prev_hash, hash)
      values (${unhashed.seq}, ${unhashed.id}, ${unhashed.at}, ${unhashed.staff_id}, ${unhashed.role}, ${unhashed.agency}, ${unhashed.action}, ${unhashed.outcome},
        ${unhashed.subject_user_id}, ${unhashed.record_type}, null, ${unhashed.shown}, null, null, null, ${unhashed.prev_hash}, ${hash})`.execute(db);
    previous = { seq: unhashed.seq, hash };
  }
  await sql`update audit_chain set seq = ${previous.seq}, hash = ${previous.hash} where id = 1`.execute(db);
  await db.schema.dropTable("staff_access_audit").execute();
  await db.schema.alterTable("users").dropColumn("is_front_liner").execute();
}

export async function down(): Promise<void> {
  throw new Error("The front-liner flag and the old audit table are not restored: the audit trail holds their rows.");
}
