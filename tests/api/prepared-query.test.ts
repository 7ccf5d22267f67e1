import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connection.ts";
import { onlyRow, preparedQuery, type Slot } from "../../server/db/prepared-query.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";

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

describe.each(DATABASE_KINDS)("prepared queries on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.drop());

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
});
