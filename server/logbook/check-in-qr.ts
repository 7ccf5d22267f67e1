import type { Db } from "../db/connection.ts";
import { randomToken } from "../security/random-tokens.ts";

/**
 * The value of a user's own QR, made on first use: 128 random bits, so it cannot be guessed. It is
 * only an identifier; front-liners resolve it through their own audited scan (decision 010).
 */
export async function logbookQrOf(db: Db, userId: string): Promise<string> {
  const current = await db.selectFrom("users").select("logbook_qr").where("id", "=", userId).executeTakeFirst();
  if (current?.logbook_qr) return current.logbook_qr;
  // Two first requests at once both write only where none exists; both then read the winner.
  await db
    .updateTable("users")
    .set({ logbook_qr: randomToken(16) })
    .where("id", "=", userId)
    .where("logbook_qr", "is", null)
    .execute();
  const created = await db.selectFrom("users").select("logbook_qr").where("id", "=", userId).executeTakeFirstOrThrow();
  if (!created.logbook_qr) throw new Error("The user's logbook QR was not stored");
  return created.logbook_qr;
}
