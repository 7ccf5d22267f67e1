import { hash, randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { AuditOutcome, AuditVerification } from "#domain/audit.ts";
import { type Agency, ROLE_AGENCY, type StaffRole } from "#domain/staff/staff-roles.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { namesPersonInClear } from "./person-reference.ts";

/** What one audit record says; who and from where come from the request and the staff actor. */
export interface AuditEntry {
  action: string;
  outcome?: AuditOutcome;
  subjectUserId?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  /** The fields shown, e.g. "names, passport, declaration"; null for writes and sign-ins. */
  shown?: string | null;
  purpose?: string | null;
}

/** Who acted: a staff member in one of their roles, or nobody yet (a failed sign-in). */
export interface AuditActor {
  staffId: string | null;
  role: StaffRole | null;
}

type Row = CoreDatabase["audit_events"];
type Executor = Db | Transaction<CoreDatabase>;

const CHAINED_COLUMNS = [
  "seq",
  "id",
  "at",
  "staff_id",
  "role",
  "agency",
  "action",
  "outcome",
  "subject_user_id",
  "record_type",
  "record_id",
  "shown",
  "purpose",
  "request_id",
  "client_address",
  "prev_hash",
] as const satisfies readonly (keyof Row)[];

/** The row's hash covers every column and the previous row's hash, so an edit anywhere breaks the chain from there. */
export function auditHash(row: Omit<Row, "hash">): string {
  return hash("sha256", JSON.stringify(CHAINED_COLUMNS.map((column) => row[column] ?? null)), "hex");
}

async function append(trx: Transaction<CoreDatabase>, fields: Omit<Row, "seq" | "prev_hash" | "hash">): Promise<void> {
  // Updating the head first takes its row lock on PostgreSQL (SQLite has one writer anyway), so
  // concurrent appends queue here; RETURNING gives the previous hash, unchanged by this update.
  const head = await trx
    .updateTable("audit_chain")
    .set((eb) => ({ seq: eb("seq", "+", 1) }))
    .where("id", "=", 1)
    .returning(["seq", "hash"])
    .executeTakeFirstOrThrow();
  const unhashed = { ...fields, seq: head.seq, prev_hash: head.hash };
  const row = { ...unhashed, hash: auditHash(unhashed) };
  await trx.insertInto("audit_events").values(row).execute();
  await trx.updateTable("audit_chain").set({ hash: row.hash }).where("id", "=", 1).execute();
}

/**
 * Appends one record. Given a transaction, the record commits or rolls back with the read or write it
 * describes; given the database, it commits on its own. A read whose record cannot be written fails.
 */
export async function recordAudit(db: Executor, request: FastifyRequest | null, actor: AuditActor, entry: AuditEntry, now: Date): Promise<void> {
  // Every action, whoever writes it: a record id is an opaque reference (personReference), never a person's number, name or e-mail.
  if (entry.recordId && namesPersonInClear(entry.recordId)) throw new Error(`The audit record of ${entry.action} names a person in clear; use personReference`);
  const agency: Agency | null = actor.role ? ROLE_AGENCY[actor.role] : null;
  const fields = {
    id: randomUUID(),
    at: now.toISOString(),
    staff_id: actor.staffId,
    role: actor.role,
    agency,
    action: entry.action,
    outcome: entry.outcome ?? "ok",
    subject_user_id: entry.subjectUserId ?? null,
    record_type: entry.recordType ?? null,
    record_id: entry.recordId ?? null,
    shown: entry.shown ?? null,
    purpose: entry.purpose ?? null,
    request_id: request?.id ?? null,
    client_address: request?.ip ?? null,
  };
  if (db.isTransaction) return append(db as Transaction<CoreDatabase>, fields);
  await db.transaction().execute((trx) => append(trx, fields));
}

const PAGE = 1000;

/** Recomputes the chain from the first record; names the first row that was edited, removed or inserted. */
export async function verifyAuditChain(db: Db): Promise<AuditVerification> {
  let previous = { seq: 0, hash: "0".repeat(64) };
  let checked = 0;
  for (;;) {
    const rows = await db.selectFrom("audit_events").selectAll().where("seq", ">", previous.seq).orderBy("seq").limit(PAGE).execute();
    for (const row of rows) {
      const seq = Number(row.seq);
      const broken = (reason: string) => ({ ok: false, checked, broken: { seq, id: row.id, reason } });
      if (seq !== previous.seq + 1) return { ok: false, checked, broken: { seq: previous.seq + 1, id: null, reason: "record missing" } };
      if (row.prev_hash !== previous.hash) return broken("does not follow the record before it");
      const { hash: stored, ...rest } = row;
      if (auditHash({ ...rest, seq }) !== stored) return broken("record was changed");
      previous = { seq, hash: stored };
      checked += 1;
    }
    if (rows.length < PAGE) break;
  }
  const head = await db.selectFrom("audit_chain").select(["seq", "hash"]).where("id", "=", 1).executeTakeFirstOrThrow();
  if (Number(head.seq) !== previous.seq || head.hash !== previous.hash) {
    return { ok: false, checked, broken: { seq: previous.seq + 1, id: null, reason: "records after this one are missing" } };
  }
  return { ok: true, checked, broken: null };
}
