import type { FastifyReply } from "fastify";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { keyedHash } from "../sign-in/otp-codes.ts";
import { type ThrottleRule, throttleHit } from "../security/throttle.ts";

const MINUTE_MS = 60_000;

/** Guessing passwords is slowed per address and per account; registering, per address. */
export const PORTAL_LIMITS = {
  loginsPerAddress: { name: "portal-login-address", limit: 30, windowMs: 15 * MINUTE_MS },
  loginsPerEmail: { name: "portal-login-email", limit: 10, windowMs: 15 * MINUTE_MS },
  registrationsPerAddress: { name: "portal-register-address", limit: 10, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, ThrottleRule>;

/** Counts a hit under a keyed hash of the value (addresses and e-mails are personal data); 429 when over. */
export async function limitPortalHits(db: Db, secret: string, reply: FastifyReply, rule: ThrottleRule, value: string, now: Date): Promise<void> {
  const retryAfter = await throttleHit(db, rule, keyedHash(secret, value), now);
  if (retryAfter === undefined) return;
  reply.header("retry-after", String(retryAfter));
  throw new HttpError(429, "Too many requests. Please try again later.");
}
