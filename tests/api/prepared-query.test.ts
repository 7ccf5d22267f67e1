import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connection.ts";
import { onlyRow, preparedQuery, type Slot } from "../../server/db/prepared-query.ts";
import { DATABASE_KINDS, withTestDatabase } from "../support/test-database.ts";

const insertHit = preparedQuery((db, slot: Slot<{ id: string; bucket: string; at: string }>) =>
  db.insertInto("throttle_hits").values({ id: slot("id"), bucket: slot("bucket"), at: slot("at") }),
);
const hitsSince = preparedQuery((db, slot: Slot<{ bucket: string; since: string }>) =>
  db
    .selectFrom("throttle_hits")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("hits"))
    .where("bucket", "=", slot("bucket"))
    .where("at", ">", slot("since")),
);
const insertHits = preparedQuery((db, slot: Slot<{ hits: Array<{ id: string; bucket: string; at: string }> }>) =>
  db.insertInto("throttle_hits").values(slot("hits")),
);
const bucketsHits = preparedQuery((db, slot: Slot<{ buckets: string[] }>) =>
  db
    .selectFrom("throttle_hits")
    .select((eb) => ["bucket", eb.fn.countAll<number | string | bigint>().as("hits")])
    .where("bucket", "in", slot("buckets"))
    .groupBy("bucket"),
);

describe.each(DATABASE_KINDS)("prepared queries on %s", (kind) => {
  let db: Db;

  withTestDatabase(kind, (database) => (db = database.db));

  it("runs with each call's own values, in and out of a transaction", async () => {
    const [early, late] = [`prepared:${randomUUID()}`, `prepared:${randomUUID()}`];
    await insertHit(db, { id: randomUUID(), bucket: early, at: "2026-01-01T00:00:00.000Z" });
    await db.transaction().execute(async (trx) => {
      await insertHit(trx, { id: randomUUID(), bucket: late, at: "2026-01-01T00:10:00.000Z" });
      await insertHit(trx, { id: randomUUID(), bucket: late, at: "2026-01-01T00:20:00.000Z" });
    });
    const count = async (bucket: string, since: string) => Number(onlyRow(await hitsSince(db, { bucket, since })).hits);
    expect(await count(early, "2025-12-31T00:00:00.000Z")).toBe(1);
    expect(await count(late, "2025-12-31T00:00:00.000Z")).toBe(2);
    expect(await count(late, "2026-01-01T00:15:00.000Z")).toBe(1);
    expect(await count(early, "2026-01-01T00:00:00.000Z")).toBe(0);
  });

  it("runs lists and rows of any length, each length with its own placeholders", async () => {
    const buckets = [1, 2, 3].map((n) => `prepared-list-${n}:${randomUUID()}`);
    const hit = (bucket: string) => ({ id: randomUUID(), bucket, at: "2026-01-01T00:00:00.000Z" });
    await insertHits(db, { hits: [hit(buckets[0] ?? "")] });
    await insertHits(db, { hits: [hit(buckets[1] ?? ""), hit(buckets[1] ?? ""), hit(buckets[2] ?? "")] });
    const counts = async (asked: string[]) => Object.fromEntries((await bucketsHits(db, { buckets: asked })).map((row) => [row.bucket, Number(row.hits)]));
    expect(await counts(buckets)).toEqual({ [buckets[0] ?? ""]: 1, [buckets[1] ?? ""]: 2, [buckets[2] ?? ""]: 1 });
    expect(await counts([buckets[1] ?? ""])).toEqual({ [buckets[1] ?? ""]: 2 });
    expect(await counts([buckets[2] ?? "", buckets[0] ?? ""])).toEqual({ [buckets[2] ?? ""]: 1, [buckets[0] ?? ""]: 1 });
  });

  it("refuses a row that lacks a column of the first row, and writes none of them", async () => {
    const bucket = `prepared-rows:${randomUUID()}`;
    const complete = { id: randomUUID(), bucket, at: "2026-01-01T00:00:00.000Z" };
    const lacking = { id: randomUUID(), bucket } as typeof complete;
    await expect(insertHits(db, { hits: [complete, lacking] })).rejects.toThrow(/No value/);
    expect(await bucketsHits(db, { buckets: [bucket] })).toEqual([]);
  });
});
