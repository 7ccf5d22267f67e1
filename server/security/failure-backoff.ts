import { randomUUIDv7 } from "node:crypto";
import type { Db } from "../db/connection.ts";

/**
 * A budget of failures with a growing wait: `free` failures in the window cost nothing, then each
 * further try must wait `firstWaitMs` after the newest failure, doubled for every failure beyond the
 * free ones, up to `longestWaitMs`. The window must not exceed what the retention job keeps of
 * throttle_hits (a day).
 */
export interface BackoffRule {
  name: string;
  free: number;
  firstWaitMs: number;
  longestWaitMs: number;
  windowMs: number;
}

export interface BackoffCheck {
  rule: BackoffRule;
  key: string;
}

export type ReservedTry = { allowed: false; retryAfter: number } | { allowed: true; hits: string[] };

function waitAfter(rule: BackoffRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.longestWaitMs, rule.firstWaitMs * 2 ** (failures - rule.free));
}

/**
 * Takes one try from every budget before the secret is checked, as a failure recorded in advance in
 * throttle_hits (so parallel tries in any server process see each other and cannot share a try);
 * `forgiveTry` gives it back when the secret was right. All or nothing: a refusal takes back the
 * tries already taken, so waiting is enough to be let in again.
 */
export async function reserveTry(db: Db, checks: readonly BackoffCheck[], now: Date): Promise<ReservedTry> {
  const hits: string[] = [];
  for (const { rule, key } of checks) {
    const bucket = `${rule.name}:${key}`;
    const id = randomUUIDv7();
    await db.insertInto("throttle_hits").values({ id, bucket, at: now.toISOString() }).execute();
    hits.push(id);
    const earlier = await db
      .selectFrom("throttle_hits")
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as("failures"), eb.fn.max("at").as("newest")])
      .where("bucket", "=", bucket)
      .where("at", ">", new Date(now.getTime() - rule.windowMs).toISOString())
      .where("id", "!=", id)
      .executeTakeFirstOrThrow();
    const wait = waitAfter(rule, Number(earlier.failures));
    const allowedAt = new Date(earlier.newest ?? now.toISOString()).getTime() + wait;
    if (wait === 0 || allowedAt <= now.getTime()) continue;
    await db.deleteFrom("throttle_hits").where("id", "in", hits).execute();
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((allowedAt - now.getTime()) / 1000)) };
  }
  return { allowed: true, hits };
}

/** A right secret: its try was no failure. */
export async function forgiveTry(db: Db, hits: readonly string[]): Promise<void> {
  if (hits.length > 0) await db.deleteFrom("throttle_hits").where("id", "in", hits).execute();
}

/** Forgets every failure of one budget (the one a success proves was the caller's own). */
export async function clearFailures(db: Db, { rule, key }: BackoffCheck): Promise<void> {
  await db.deleteFrom("throttle_hits").where("bucket", "=", `${rule.name}:${key}`).execute();
}
