import { sql } from "kysely";
import type { Config } from "../config.ts";
import { type Db, databaseKind } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedReferenceData } from "../db/seed.ts";
import { type AgencyStores, openAgencyStores } from "../db/stores/agency-stores.ts";
import { seedDemoPortalAccount } from "../establishments/establishment-demo-account.ts";
import { findFirstEstablishment } from "../reference-data/reference-data-queries.ts";

/** Any fixed number of ours: the key of PostgreSQL's advisory lock held while a process migrates and seeds. */
const STARTUP_LOCK = 190_007;

/**
 * Migrates and seeds the core database (with the demo portal account outside production) and opens the agencies' stores (migrating them too). Server
 * processes starting at once on one PostgreSQL (a deploy of many, decision 023) take turns under an
 * advisory lock: the first migrates and seeds, the others find nothing left to do, and none sees
 * another's half-made tables or seeds the reference data twice. SQLite has one process.
 */
export async function prepareDatabases(config: Config, db: Db): Promise<AgencyStores> {
  const prepare = async () => {
    await migrateToLatest(db);
    await seedReferenceData(db, { demoBranch: config.demoBranch });
    if (!config.production) await seedDemoPortalAccount(db, (await findFirstEstablishment(db))?.id);
    return openAgencyStores(config);
  };
  if (databaseKind(config) === "sqlite") return prepare();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
