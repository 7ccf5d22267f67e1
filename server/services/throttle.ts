import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection.ts";

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window limits over the throttle_hits table, so every server process counts the same hits.
 * A hit is recorded first and counted after, so concurrent requests cannot all slip under the limit;
 * a refused hit is taken back, so waiting is enough to be let in again.
 * Returns undefined when the hit is allowed, otherwise the seconds until the oldest hit leaves the window.
 */
export async function throttleHit(db: Db, rule: ThrottleRule, key: string, now: Date): Promise<number | undefined> {
  const bucket = `${rule.name}:${key}`;
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const id = randomUUID();
  await db.deleteFrom("throttle_hits").where("bucket", "=", bucket).where("at", "<=", windowStart).execute();
  await db.insertInto("throttle_hits").values({ id, bucket, at: now.toISOString() }).execute();
  const hits = await db
    .selectFrom("throttle_hits")
    .select(["at"])
    .where("bucket", "=", bucket)
    .where("at", ">", windowStart)
    .orderBy("at")
    .execute();
  if (hits.length <= rule.limit) return undefined;
  await db.deleteFrom("throttle_hits").where("id", "=", id).execute();
  const oldest = new Date(hits[0]?.at ?? now.toISOString()).getTime();
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
}
