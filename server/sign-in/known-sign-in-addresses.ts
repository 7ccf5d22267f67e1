import { randomUUIDv7 } from "node:crypto";
import type { Db } from "../db/connection.ts";
import { keyedHash } from "./otp-codes.ts";

const BUCKET = "otp-signed-in";
/** As long as the retention job keeps throttle_hits, where the marks live under keyed hashes. */
const KNOWN_FOR_MS = 24 * 60 * 60_000;

const bucketOf = (secret: string, recipient: string, address: string) => `${BUCKET}:${keyedHash(secret, `${recipient}\n${address}`)}`;

/** A code to `recipient` was confirmed from `address`: that address has shown it speaks for the recipient. */
export async function rememberSignInAddress(db: Db, secret: string, recipient: string, address: string, now: Date): Promise<void> {
  await db
    .insertInto("throttle_hits")
    .values({ id: randomUUIDv7(), bucket: bucketOf(secret, recipient, address), at: now.toISOString() })
    .execute();
}

/**
 * Whether a code to `recipient` was confirmed from `address` in the last day. Such a request is not
 * counted against the recipient's cap (decision 020), so strangers who use up that cap from many
 * addresses cannot keep the owner from a new code at an address the owner recently signed in from.
 */
export async function signedInFromLately(db: Db, secret: string, recipient: string, address: string, now: Date): Promise<boolean> {
  const mark = await db
    .selectFrom("throttle_hits")
    .select("id")
    .where("bucket", "=", bucketOf(secret, recipient, address))
    .where("at", ">", new Date(now.getTime() - KNOWN_FOR_MS).toISOString())
    .executeTakeFirst();
  return mark !== undefined;
}
