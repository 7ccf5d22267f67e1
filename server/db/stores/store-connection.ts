import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import pg from "pg";
import type { AgencyStoreName, Config } from "../../config.ts";
import { databaseKind, type DatabaseKind } from "../connection.ts";
import { nodeSqliteDialect } from "../node-sqlite-dialect.ts";

type StoreConfig = Pick<Config, "databaseUrl" | "sqliteFile" | "agencyDatabaseUrls">;

/** Where one agency's store lives: its own URL, else the core database's kind beside the core data. */
export interface StoreLocation {
  name: AgencyStoreName;
  kind: DatabaseKind;
  /** PostgreSQL: the database; the store's tables are in the schema named after the store. */
  databaseUrl: string | undefined;
  /** SQLite: the store's own file, next to the core file. */
  sqliteFile: string;
}

export function storeLocation(config: StoreConfig, name: AgencyStoreName): StoreLocation {
  const own = config.agencyDatabaseUrls[name];
  const databaseUrl = own ?? config.databaseUrl;
  const kind = databaseKind({ databaseUrl });
  return { name, kind, databaseUrl: kind === "postgres" ? databaseUrl : undefined, sqliteFile: path.join(path.dirname(config.sqliteFile), `${name}.sqlite`) };
}

/**
 * A store's own connection pool. On PostgreSQL its search_path is the store's schema alone, so a
 * query of the store cannot reach the core tables or another agency's, even in a shared database.
 */
export function openStore<Database>(location: StoreLocation): Kysely<Database> {
  if (location.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 5, options: `-c search_path=${location.name}` });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(path.dirname(location.sqliteFile), { recursive: true });
  return new Kysely<Database>({ dialect: nodeSqliteDialect(location.sqliteFile) });
}

/** Runs the store's own migrations; on PostgreSQL they create the store's schema first. */
export async function migrateStore<Database>(db: Kysely<Database>, location: StoreLocation, migrations: Record<string, Migration>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(location.kind === "postgres" ? { migrationTableSchema: location.name } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ""} of the ${location.name} store failed`, { cause: error });
}
