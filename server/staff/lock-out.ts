import type { FastifyRequest } from "fastify";
import { STAFF_ERRORS, STAFF_MESSAGES } from "../../src/domain/staff/staff-accounts.ts";
import { STAFF_LOCK_MINUTES, STAFF_MAX_FAILED_CODES } from "../../src/domain/staff/staff-roles.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";

/** Which code was tried: recorded in the audit trail with each failure. */
export type CodeKind = "email_code" | "totp" | "passkey";

const lockedError = () => new HttpError(423, STAFF_MESSAGES.locked, STAFF_ERRORS.locked);

/** A locked account answers 423 even to the right code, so guessing gains nothing while locked. */
export async function refuseIfLocked(
  db: Db,
  request: FastifyRequest,
  member: { id: string; locked_until: string | null },
  kind: CodeKind,
  now: Date,
): Promise<void> {
  if (member.locked_until === null || member.locked_until <= now.toISOString()) return;
  await recordAudit(db, request, { staffId: member.id, role: null }, { action: "staff.sign_in", outcome: "denied", recordType: kind }, now);
  throw lockedError();
}

/**
 * Counts a wrong code and answers it: 422 with the field's message, or 423 when this was the
 * tenth in a row, which locks the account (and starts the count again for after the lock).
 * `staffId` null: an address no active account signs in with; only the audit record is written.
 */
export async function failedCode(db: Db, request: FastifyRequest, staffId: string | null, kind: CodeKind, field: string, now: Date): Promise<never> {
  await recordAudit(db, request, { staffId, role: null }, { action: "staff.sign_in", outcome: "failed", recordType: kind }, now);
  if (staffId === null) throw fieldErrors([[field, STAFF_MESSAGES.wrongCode]]);
  const counted = await db
    .updateTable("staff_members")
    .set((eb) => ({ failed_codes: eb("failed_codes", "+", 1) }))
    .where("id", "=", staffId)
    .returning("failed_codes")
    .executeTakeFirstOrThrow();
  if (Number(counted.failed_codes) < STAFF_MAX_FAILED_CODES) throw fieldErrors([[field, STAFF_MESSAGES.wrongCode]]);
  const lockedUntil = new Date(now.getTime() + STAFF_LOCK_MINUTES * 60_000).toISOString();
  await db.updateTable("staff_members").set({ failed_codes: 0, locked_until: lockedUntil, updated_at: now.toISOString() }).where("id", "=", staffId).execute();
  await recordAudit(db, request, { staffId, role: null }, { action: "staff.locked", recordType: kind }, now);
  throw lockedError();
}

export async function resetFailedCodes(db: Db, staffId: string): Promise<void> {
  await db.updateTable("staff_members").set({ failed_codes: 0, locked_until: null }).where("id", "=", staffId).execute();
}
