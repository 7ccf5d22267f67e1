import { randomInt, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from "#domain/staff/staff-accounts.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { keyedHash } from "../sign-in/otp-codes.ts";

type Executor = Db | Transaction<CoreDatabase>;

/** Keyed with the server's secret: a copy of the database alone cannot test guesses against the hashes. */
const codeHash = (secret: string, code: string) => keyedHash(secret, `staff recovery code\0${code}`);

function newCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return characters.join("");
}

/** A new set of ten replaces the old one, used or not; the codes in clear are returned once and kept nowhere. */
export async function issueRecoveryCodes(db: Executor, secret: string, staffId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
  await db
    .insertInto("staff_recovery_codes")
    .values(codes.map((code) => ({ id: randomUUID(), staff_id: staffId, code_hash: codeHash(secret, code), created_at: now.toISOString(), used_at: null })))
    .execute();
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Spends the code if it is one of the member's unused ones; the conditional update lets only one of two racing uses win. */
export async function spendRecoveryCode(db: Executor, secret: string, staffId: string, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("staff_id", "=", staffId)
    .where("code_hash", "=", codeHash(secret, code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Executor, staffId: string): Promise<{ left: number; issuedAt: string | null }> {
  const rows = await db.selectFrom("staff_recovery_codes").select(["used_at", "created_at"]).where("staff_id", "=", staffId).execute();
  return { left: rows.filter((row) => row.used_at === null).length, issuedAt: rows[0]?.created_at ?? null };
}
