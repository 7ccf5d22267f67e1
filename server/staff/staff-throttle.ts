import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffSessionStage } from "#domain/staff/staff-accounts.ts";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { type ThrottleRule, throttleHit } from "../security/throttle.ts";
import { keyedHash } from "../sign-in/otp-codes.ts";
import { requireStaffSession, type StaffSession } from "./staff-sessions.ts";

const WINDOW_MS = 15 * 60_000;
/** Codes cost an e-mail each; the lock-out, not these limits, is what stops guessing a code. */
export const STAFF_LIMITS = {
  codesPerAddress: { name: "staff-code-address", limit: 20, windowMs: WINDOW_MS },
  codesPerEmail: { name: "staff-code-email", limit: 5, windowMs: WINDOW_MS },
  attemptsPerAddress: { name: "staff-attempt-address", limit: 60, windowMs: WINDOW_MS },
} satisfies Record<string, ThrottleRule>;

/** Over the limit: 429 with Retry-After. Buckets are keyed hashes, so the table holds no addresses. */
export async function staffLimit(db: Db, secret: string, reply: FastifyReply, rule: ThrottleRule, value: string, now: Date): Promise<void> {
  const retryAfter = await throttleHit(db, rule, keyedHash(secret, value), now);
  if (retryAfter === undefined) return;
  reply.header("retry-after", String(retryAfter));
  throw new HttpError(429, "TOO_MANY_REQUESTS");
}

/**
 * The `access` of a route that checks a second-factor code or passkey (see defineRoute): the attempt
 * counts against the caller's address first, then the session must be at one of `stages`.
 */
export function attemptAccess(
  db: Db,
  { secret, clock, stages }: { secret: string; clock: () => Date; stages: readonly StaffSessionStage[] },
): (request: FastifyRequest, reply: FastifyReply) => Promise<StaffSession> {
  return async (request, reply) => {
    const now = clock();
    await staffLimit(db, secret, reply, STAFF_LIMITS.attemptsPerAddress, request.ip, now);
    return requireStaffSession(db, request, { now, stages });
  };
}
