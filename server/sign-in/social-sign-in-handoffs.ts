import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection.ts";
import { hashToken } from "./sessions.ts";
import { randomToken } from "../security/random-tokens.ts";

const HANDOFF_VALIDITY_MS = 2 * 60_000;

/**
 * A one-time code that carries a finished social sign-in from the popup to the app. It travels in a
 * URL, so it is short-lived, single-use and kept only as a hash; the session token never does.
 */
export async function createHandoff(db: Db, userId: string, now = new Date()): Promise<string> {
  const code = randomToken(32);
  await db.deleteFrom("login_handoffs").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("login_handoffs")
    .values({
      id: randomUUID(),
      code_hash: hashToken(code),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + HANDOFF_VALIDITY_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

/** The user a code was made for, marking the code used; undefined for an unknown, used or expired code. */
export async function redeemHandoff(db: Db, code: string, now = new Date()) {
  const redeemed = await db
    .updateTable("login_handoffs")
    .set({ used_at: now.toISOString() })
    .where("code_hash", "=", hashToken(code))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("user_id")
    .executeTakeFirst();
  if (!redeemed) return undefined;
  return db.selectFrom("users").select(["id", "is_guest", "email"]).where("id", "=", redeemed.user_id).executeTakeFirst();
}
