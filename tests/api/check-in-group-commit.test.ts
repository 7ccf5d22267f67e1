import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/connection.ts";
import type { CoreDatabase } from "../../server/db/schema.ts";
import { groupCommits } from "../../server/services/check-in-group-commit.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";

// Tables of this test only: a child row names a parent that must exist when the transaction commits.
interface DeferredTables {
  group_commit_parents: { id: string };
  group_commit_children: { id: string; parent_id: string };
}

describe.each(DATABASE_KINDS)("check-ins written together on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  /** Another connection: it sees only what has been committed. */
  let observer: Db;
  const bucket = `group-commit-test:${randomUUID()}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    observer = openDatabase(database.config);
    await sql`create table group_commit_parents (id text primary key)`.execute(db);
    await sql`create table group_commit_children (id text primary key, parent_id text not null references group_commit_parents (id) deferrable initially deferred)`.execute(db);
    await sql`insert into group_commit_parents (id) values ('known')`.execute(db);
  });
  afterAll(async () => {
    await observer.destroy();
    await database.drop();
  });

  const record = (trx: Transaction<CoreDatabase>, id: string) =>
    trx.insertInto("throttle_hits").values({ id, bucket, at: new Date().toISOString() }).execute();
  const committed = async (ids: string[]) =>
    (await observer.selectFrom("throttle_hits").select("id").where("id", "in", ids).execute()).map((row) => row.id).sort();

  it("answers each one only once it is committed: another connection already sees it", async () => {
    const write = groupCommits(db);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const seenWhenAnswered = await Promise.all(ids.map((id) => write((trx) => record(trx, id)).then(() => committed([id]))));
    expect(seenWhenAnswered).toEqual(ids.map((id) => [id]));
  });

  it("takes back only the one that fails, which answers its own error; the others are kept", async () => {
    const write = groupCommits(db);
    const [first, failing, last] = [randomUUID(), randomUUID(), randomUUID()];
    const refused = new Error("Too many check-ins");
    const answers = await Promise.allSettled([
      write((trx) => record(trx, first)),
      write(async (trx) => {
        await record(trx, failing);
        throw refused;
      }),
      write((trx) => record(trx, last)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(answers[1]).toEqual({ status: "rejected", reason: refused });
    expect(await committed([first, failing, last])).toEqual([first, last].sort());
  });

  it("when the transaction cannot commit, writes each one alone, so only the one at fault fails", async () => {
    const write = groupCommits(db);
    const tables = (trx: Transaction<CoreDatabase>) => trx as unknown as Kysely<DeferredTables>;
    const child = (id: string, parent: string) => (trx: Transaction<CoreDatabase>) =>
      tables(trx).insertInto("group_commit_children").values({ id, parent_id: parent }).execute();
    const [first, orphan, last] = [randomUUID(), randomUUID(), randomUUID()];
    // The missing parent is found only at the commit, after every statement has succeeded.
    const answers = await Promise.allSettled([write(child(first, "known")), write(child(orphan, "missing")), write(child(last, "known"))]);
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = await (observer as unknown as Kysely<DeferredTables>).selectFrom("group_commit_children").select("id").execute();
    expect(stored.map((row) => row.id).sort()).toEqual([first, last].sort());
  });

  // PostgreSQL gives each check-in its own transaction: grouping is SQLite's, whose writer is one at a time.
  if (kind === "sqlite")
    it("writes the ones that arrive together in one transaction", async () => {
      const write = groupCommits(db);
      const [first, second] = [randomUUID(), randomUUID()];
      let secondSaw: { inTransaction: string[]; committed: string[] } | undefined;
      await Promise.all([
        write((trx) => record(trx, first)),
        write(async (trx) => {
          await record(trx, second);
          const inTransaction = await trx.selectFrom("throttle_hits").select("id").where("id", "in", [first, second]).execute();
          secondSaw = { inTransaction: inTransaction.map((row) => row.id).sort(), committed: await committed([first, second]) };
        }),
      ]);
      expect(secondSaw).toEqual({ inTransaction: [first, second].sort(), committed: [] });
      expect(await committed([first, second])).toEqual([first, second].sort());
    });
});
