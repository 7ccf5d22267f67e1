import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection.ts";
import type { OtpDestination } from "./otp-requests.ts";

export interface SignedInAccount {
  id: string;
  is_guest: number;
  email: string | null;
}

type IdentityColumn = "email" | "mobile_number";

async function findBy(db: Db, column: IdentityColumn, value: string): Promise<SignedInAccount | undefined> {
  return db.selectFrom("users").select(["id", "is_guest", "email"]).where(column, "=", value).executeTakeFirst();
}

/** Finds the account of an identity or creates it; a parallel sign-up of the same identity ends on the same account. */
async function findOrCreate(db: Db, column: IdentityColumn, value: string, language: string, now: Date): Promise<SignedInAccount> {
  const existing = await findBy(db, column, value);
  if (existing) {
    await db.updateTable("users").set({ language, updated_at: now.toISOString() }).where("id", "=", existing.id).execute();
    return existing;
  }
  const id = randomUUID();
  try {
    await db
      .insertInto("users")
      .values({
        id,
        email: column === "email" ? value : null,
        mobile_number: column === "mobile_number" ? value : null,
        is_guest: 0,
        language,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  } catch (error) {
    const created = await findBy(db, column, value);
    if (created) return created;
    throw error;
  }
  return { id, is_guest: 0, email: column === "email" ? value : null };
}

/**
 * The account of the identity a confirmed code proves: signing up and signing in are the same flow.
 * Only the proven destination counts: the number of an SMS sign-in moved to e-mail was never proven,
 * so it is not put on the account (docs/decisions/006-one-time-passwords.md).
 */
export async function accountForIdentity(db: Db, identity: OtpDestination, now: Date): Promise<SignedInAccount> {
  const column = identity.channel === "sms" ? "mobile_number" : "email";
  return findOrCreate(db, column, identity.destination, identity.language, now);
}
