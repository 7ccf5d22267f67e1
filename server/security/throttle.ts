import { randomUUIDv7 } from "node:crypto";
import type { Db } from "../db/connection.ts";
import { onlyRow, preparedQuery, type Slot } from "../db/prepared-query.ts";

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** One limit to count a request against: a rule and the (already hashed) key of its bucket. */
export interface ThrottleCheck {
  rule: ThrottleRule;
  key: string;
}

const insertHit = preparedQuery((db, slot: Slot<{ id: string; bucket: string; at: string }>) =>
  db.insertInto("throttle_hits").values({ id: slot("id"), bucket: slot("bucket"), at: slot("at") }),
);

const countHits = preparedQuery((db, slot: Slot<{ bucket: string; since: string }>) =>
  db
    .selectFrom("throttle_hits")
    .select((eb) => [eb.fn.countAll<number | string | bigint>().as("hits"), eb.fn.min("at").as("oldest")])
    .where("bucket", "=", slot("bucket"))
    .where("at", ">", slot("since")),
);

/**
 * Sliding-window limits over the throttle_hits table, so every server process counts the same hits.
 * A hit is recorded first and counted after, so concurrent requests cannot all slip under the limit.
 * The checks are all or nothing: when one refuses, the hits already recorded for the earlier ones
 * are taken back too, so a refused request counts against no limit (waiting is enough to be let in
 * again, and a request refused by a later, wider limit costs nothing of an earlier, narrower one).
 * Counting reads only the window, so hits that have left it wait for the retention job
 * (server/jobs/retention.ts) instead of costing every hit a delete. Ids are time-ordered: a hit
 * appends to the id index rather than rewriting a random page of it.
 * Returns undefined when the request is allowed, otherwise the seconds until the refusing limit's
 * oldest hit leaves its window.
 */
export async function throttleHits(db: Db, checks: readonly ThrottleCheck[], now: Date): Promise<number | undefined> {
  const recorded: string[] = [];
  for (const { rule, key } of checks) {
    const bucket = `${rule.name}:${key}`;
    const id = randomUUIDv7();
    await insertHit(db, { id, bucket, at: now.toISOString() });
    recorded.push(id);
    const { hits, oldest } = onlyRow(await countHits(db, { bucket, since: new Date(now.getTime() - rule.windowMs).toISOString() }));
    if (Number(hits) <= rule.limit) continue;
    await db.deleteFrom("throttle_hits").where("id", "in", recorded).execute();
    const oldestAt = new Date(oldest ?? now.toISOString()).getTime();
    return Math.max(1, Math.ceil((oldestAt + rule.windowMs - now.getTime()) / 1000));
  }
  return undefined;
}

/** One sliding-window limit; see `throttleHits`. */
export function throttleHit(db: Db, rule: ThrottleRule, key: string, now: Date): Promise<number | undefined> {
  return throttleHits(db, [{ rule, key }], now);
}
