import type { FastifyReply } from "fastify";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { type ThrottleRule, throttleHits } from "../security/throttle.ts";
import { keyedHash } from "../sign-in/otp-codes.ts";

const HOUR_MS = 60 * 60_000;

/**
 * A person writes to support a few times an hour at most; the client limit leaves room for
 * travellers behind one shared address (an airport's Wi-Fi) while keeping one client from
 * flooding the support mailbox under made-up addresses.
 */
export const CONTACT_LIMITS = {
  perEmail: { name: "contact-email", limit: 5, windowMs: HOUR_MS },
  perClient: { name: "contact-client", limit: 20, windowMs: HOUR_MS },
} satisfies Record<string, ThrottleRule>;

/** Counts one message against both limits (all or nothing, keyed hashes: the table holds no addresses); 429 with Retry-After when over. */
export async function limitContactMessages(
  db: Db,
  secret: string,
  reply: FastifyReply,
  { client, email }: { client: string; email: string },
  now: Date,
): Promise<void> {
  const retryAfter = await throttleHits(
    db,
    [
      { rule: CONTACT_LIMITS.perEmail, key: keyedHash(secret, email) },
      { rule: CONTACT_LIMITS.perClient, key: keyedHash(secret, client) },
    ],
    now,
  );
  if (retryAfter === undefined) return;
  reply.header("retry-after", String(retryAfter));
  throw new HttpError(429, "TOO_MANY_CONTACT_MESSAGES");
}
