import type { FastifyReply } from "fastify";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { keyedHash } from "./otp-codes.ts";
import { type ThrottleRule, throttleHit } from "./throttle.ts";

const MINUTE_MS = 60_000;

/**
 * Check-in limits (docs/decisions/011-check-ins-and-access.md): far above what a busy restaurant
 * sees, low enough that one client cannot flood a branch's logbook.
 */
export const CHECK_IN_LIMITS = {
  perClientAddress: { name: "check-in-address", limit: 20, windowMs: MINUTE_MS },
  perBranch: { name: "check-in-branch", limit: 120, windowMs: MINUTE_MS },
  perUser: { name: "check-in-user", limit: 10, windowMs: MINUTE_MS },
} satisfies Record<string, ThrottleRule>;

/** Counts one check-in against a limit; over it, a 429 with Retry-After. Keys are hashed, so the table holds no addresses. */
export async function limitCheckIns(db: Db, secret: string, reply: FastifyReply, rule: ThrottleRule, key: string, now: Date): Promise<void> {
  const retryAfter = await throttleHit(db, rule, keyedHash(secret, key), now);
  if (retryAfter === undefined) return;
  reply.header("retry-after", String(retryAfter));
  throw new HttpError(429, "Too many check-ins. Please try again in a minute.");
}
