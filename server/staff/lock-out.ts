import type { FastifyRequest } from "fastify";
import { STAFF_MESSAGES } from "#domain/staff/staff-accounts.ts";
import { STAFF_LOCK_MINUTES, STAFF_MAX_FAILED_CODES } from "#domain/staff/staff-roles.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { type ThrottleRule, throttleHit } from "../security/throttle.ts";
import { keyedHash } from "../sign-in/otp-codes.ts";

/** Which code was tried: recorded in the audit trail with each failure. */
export type CodeKind = "email_code" | "totp" | "passkey" | "recovery_code";

const lockedError = () => new HttpError(423, "ACCOUNT_LOCKED");

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

/** The column counting a factor's wrong tries: one count per account and factor, whatever session they came through. */
const FAILURE_COLUMN = {
  email_code: "failed_codes",
  totp: "failed_second_factors",
  passkey: "failed_second_factors",
  recovery_code: "failed_second_factors",
} as const satisfies Record<CodeKind, string>;

/**
 * Counts a wrong code and answers it: 422 with the field's message, or 423 when this was the tenth
 * in a row for its factor, which locks the account (and starts both counts again for after the lock).
 * The count lives on the account, not the session: restarting at the e-mail step does not reset the
 * second factor's count. `staffId` null: an address no active account signs in with; only the audit
 * record is written.
 */
export async function failedCode(db: Db, request: FastifyRequest, staffId: string | null, kind: CodeKind, field: string, now: Date): Promise<never> {
  await recordAudit(db, request, { staffId, role: null }, { action: "staff.sign_in", outcome: "failed", recordType: kind }, now);
  if (staffId === null) throw fieldErrors([[field, STAFF_MESSAGES.wrongCode]]);
  const column = FAILURE_COLUMN[kind];
  const counted = await db
    .updateTable("staff_members")
    .set((eb) => ({ [column]: eb(column, "+", 1) }))
    .where("id", "=", staffId)
    .returning(column)
    .executeTakeFirstOrThrow();
  if (Number(counted[column]) < STAFF_MAX_FAILED_CODES) throw fieldErrors([[field, STAFF_MESSAGES.wrongCode]]);
  const lockedUntil = new Date(now.getTime() + STAFF_LOCK_MINUTES * 60_000).toISOString();
  await db
    .updateTable("staff_members")
    .set({ ...NO_FAILURES, locked_until: lockedUntil, updated_at: now.toISOString() })
    .where("id", "=", staffId)
    .execute();
  await recordAudit(db, request, { staffId, role: null }, { action: "staff.locked", recordType: kind }, now);
  throw lockedError();
}

/** Wrong codes for an address without an active account, counted like an account's (keyed hash, no address kept). */
const UNKNOWN_ADDRESS_CODES: ThrottleRule = { name: "staff-unknown-codes", limit: STAFF_MAX_FAILED_CODES - 1, windowMs: STAFF_LOCK_MINUTES * 60_000 };

/**
 * A wrong code for an address no active account signs in with, answered as an account's would be:
 * 422, and from the tenth in 30 minutes 423 "locked". Otherwise the lock itself would tell staff
 * addresses from others.
 */
export async function failedUnknownCode(db: Db, request: FastifyRequest, secret: string, email: string, now: Date): Promise<never> {
  await recordAudit(db, request, { staffId: null, role: null }, { action: "staff.sign_in", outcome: "failed", recordType: "email_code" }, now);
  if ((await throttleHit(db, UNKNOWN_ADDRESS_CODES, keyedHash(secret, `staff:${email}`), now)) === undefined)
    throw fieldErrors([["code", STAFF_MESSAGES.wrongCode]]);
  throw lockedError();
}

/** Both counts back at zero: after a lock, a full sign-in, or an admin making the account active again. */
export const NO_FAILURES = { failed_codes: 0, failed_second_factors: 0 } as const;

/** A right e-mail code starts the e-mail count again; the second factor's count stands until that factor succeeds. */
export async function resetFailedEmailCodes(db: Db, staffId: string): Promise<void> {
  await db.updateTable("staff_members").set({ failed_codes: 0 }).where("id", "=", staffId).execute();
}
