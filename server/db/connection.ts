import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import { LOCK_WAIT_MS } from "./database-busy.ts";
import { nodeSqliteDialect, type SqliteOptions } from "./node-sqlite-dialect.ts";
import type { CoreDatabase } from "./schema.ts";

export type Db = Kysely<CoreDatabase>;
export type DatabaseKind = "sqlite" | "postgres";

export function databaseKind(config: Pick<Config, "databaseUrl">): DatabaseKind {
  return config.databaseUrl?.startsWith("postgres") ? "postgres" : "sqlite";
}

export function openDatabase(config: Pick<Config, "databaseUrl" | "sqliteFile">, sqliteOptions: SqliteOptions = {}): Db {
  if (databaseKind(config) === "postgres") {
    return new Kysely<CoreDatabase>({
      // pg waits for locks without holding up the event loop; lock_timeout bounds the wait like
      // SQLite's (decision 021), so a statement behind another's lock answers 503 instead of hanging.
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10, lock_timeout: LOCK_WAIT_MS }) }),
    });
  }
  mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
  return new Kysely<CoreDatabase>({ dialect: nodeSqliteDialect(config.sqliteFile, sqliteOptions) });
}
