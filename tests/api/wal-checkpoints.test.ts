import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nodeSqliteDialect, type SqliteOptions } from "../../server/db/node-sqlite-dialect.ts";

interface Notes {
  notes: { text: string };
}

const KB = 1024;
const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

describe("WAL checkpoints from a thread of their own (SQLite)", () => {
  let dir: string;
  let file: string;
  let db: Kysely<Notes>;

  const open = async (options: SqliteOptions) => {
    db = new Kysely<Notes>({ dialect: nodeSqliteDialect(file, options) });
    await sql`create table notes (text text not null)`.execute(db);
  };
  const writeNote = (bytes: number) =>
    db
      .insertInto("notes")
      .values({ text: "x".repeat(bytes) })
      .execute();

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "wal-checkpoints-"));
    file = path.join(dir, "notes.sqlite");
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies what commits wrote into the database file while the connection stays open", async () => {
    await open({ backgroundCheckpoints: { intervalMs: 20 } });
    const before = sizeOf(file);
    for (let note = 0; note < 8; note += 1) await writeNote(128 * KB);
    // Commits alone would keep these ~256 pages in the WAL: they checkpoint only past 10,000.
    await expect.poll(() => sizeOf(file), { timeout: 5_000 }).toBeGreaterThanOrEqual(before + 1024 * KB);
  });

  it("keeps checkpoints in commits when no thread is asked for", async () => {
    await open({});
    const before = sizeOf(file);
    for (let note = 0; note < 8; note += 1) await writeNote(128 * KB);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sizeOf(file)).toBeLessThan(before + 512 * KB);
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(1024 * KB);
  });
});
