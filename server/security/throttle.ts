import { randomUUIDv7 } from "node:crypto";
import type { Db } from "../db/connection.ts";
import { onlyRow, preparedQuery, type Slot } from "../db/prepared-query.ts";

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
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
 * A hit is recorded first and counted after, so concurrent requests cannot all slip under the limit;
 * a refused hit is taken back, so waiting is enough to be let in again. Counting reads only the
 * window, so hits that have left it wait for the retention job (server/jobs/retention.ts) instead
 * of costing every hit a delete. Ids are time-ordered: a hit appends to the id index rather than
 * rewriting a random page of it.
 * Returns undefined when the hit is allowed, otherwise the seconds until the oldest hit leaves the window.
 */
export async function throttleHit(db: Db, rule: ThrottleRule, key: string, now: Date): Promise<number | undefined> {
  const bucket = `${rule.name}:${key}`;
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const id = randomUUIDv7();
  await insertHit(db, { id, bucket, at: now.toISOString() });
  const { hits, oldest } = onlyRow(await countHits(db, { bucket, since: windowStart }));
  if (Number(hits) <= rule.limit) return undefined;
  await db.deleteFrom("throttle_hits").where("id", "=", id).execute();
  const oldestAt = new Date(oldest ?? now.toISOString()).getTime();
  return Math.max(1, Math.ceil((oldestAt + rule.windowMs - now.getTime()) / 1000));
}
