import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection.ts";
import { hashStaffCode, newStaffCode, staffCodeMatches } from "./staff-secrets.ts";

/** E-mail sign-in codes work once, for this long. */
export const STAFF_CODE_VALID_MINUTES = 10;

/** A new code for the member (a demo member's is the published one); earlier unused ones stop working once it has been written. */
export async function issueStaffCode(db: Db, secret: string, staffId: string, now: Date, code = newStaffCode()): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_sign_in_codes").set({ used_at: now.toISOString() }).where("staff_id", "=", staffId).where("used_at", "is", null).execute();
    await trx
      .insertInto("staff_sign_in_codes")
      .values({
        id,
        staff_id: staffId,
        code_hash: hashStaffCode(secret, id, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + STAFF_CODE_VALID_MINUTES * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return { id, code };
}

/** A code that could not be delivered is taken out of use at once. */
export async function withdrawStaffCode(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable("staff_sign_in_codes").set({ used_at: now.toISOString() }).where("id", "=", id).execute();
}

/** True when `code` is the member's current code; it is then used up. Expired, used or wrong: false. */
export async function consumeStaffCode(db: Db, secret: string, staffId: string, code: string, now: Date): Promise<boolean> {
  const current = await db
    .selectFrom("staff_sign_in_codes")
    .select(["id", "code_hash"])
    .where("staff_id", "=", staffId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!current || !staffCodeMatches(secret, current.id, code, current.code_hash)) return false;
  // Only one request can use the code: the update names it unused.
  const used = await db
    .updateTable("staff_sign_in_codes")
    .set({ used_at: now.toISOString() })
    .where("id", "=", current.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}
