import type { FastifyReply } from "fastify";
import { PLAUSIBILITY } from "#domain/check-in-plausibility.ts";
import type { BranchCheckIns } from "./visit-queries.ts";
import { HttpError } from "../http/errors.ts";
import type { MemoryThrottle } from "../security/memory-throttle.ts";
import type { ThrottleRule } from "../security/throttle.ts";

const MINUTE_MS = 60_000;

/**
 * Check-in limits (docs/decisions/011-check-ins-and-access.md): far above what a busy restaurant
 * sees, low enough that one client cannot flood a branch's logbook.
 */
export const CHECK_IN_LIMITS = {
  perClientAddress: { name: "check-in-address", limit: 20, windowMs: MINUTE_MS },
  /** Counted in the logbook itself over the burst check's window (one minute), see branchRetryAfter. */
  perBranch: { name: "check-in-branch", limit: 120, windowMs: PLAUSIBILITY.burstWindowMs },
  perUser: { name: "check-in-user", limit: 10, windowMs: MINUTE_MS },
} satisfies Record<string, ThrottleRule>;

/** The 429 of a refused check-in, with Retry-After. */
export function tooManyCheckIns(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header("retry-after", String(retryAfterSeconds));
  return new HttpError(429, "TOO_MANY_CHECK_INS");
}

/** Counts one check-in against a limit kept in memory (see memory-throttle.ts); over it, a 429 with Retry-After. */
export function limitCheckIns(throttle: MemoryThrottle, reply: FastifyReply, key: string, now: Date): void {
  const retryAfter = throttle(key, now);
  if (retryAfter !== undefined) throw tooManyCheckIns(reply, retryAfter);
}

/**
 * The per-branch limit on guest check-ins needs no counter of its own: the branch's guest visits of
 * the last minute, the new one included, are the hits. Answers undefined when the check-in is
 * allowed, else the seconds until the oldest of them leaves the window.
 */
export function branchRetryAfter(atBranch: BranchCheckIns, now: Date): number | undefined {
  const { limit, windowMs } = CHECK_IN_LIMITS.perBranch;
  if (atBranch.guests <= limit) return undefined;
  const oldest = new Date(atBranch.oldestGuestAt ?? now.toISOString()).getTime();
  return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
}
