import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseKind } from "../server/db/connection.ts";
import { startPostgres } from "../tests/support/postgres-server.ts";

export interface BenchDatabase {
  /** PostgreSQL's address; unset for SQLite. */
  url?: string;
  /** The SQLite file, and the folder beside which the agencies' stores live. */
  sqliteFile: string;
  remove: () => Promise<void>;
}

/** A new empty database of the given kind for one bench: a SQLite file, or a throwaway PostgreSQL server's database. */
export async function benchDatabase(kind: DatabaseKind, label: string): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${label}-`));
  const sqliteFile = path.join(dir, "app.sqlite");
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  if (kind === "sqlite") return { sqliteFile, remove: removeDir };
  const server = await startPostgres();
  const name = `bench_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    sqliteFile,
    remove: async () => {
      await server.stop();
      await removeDir();
    },
  };
}
