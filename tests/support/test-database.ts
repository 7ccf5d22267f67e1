import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Config, loadConfig } from "../../server/config.ts";
import { type DatabaseKind, type Db, openDatabase } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seedReferenceData } from "../../server/db/seed.ts";
import { type AgencyStores, closeAgencyStores, openAgencyStores } from "../../server/db/stores/agency-stores.ts";

export const DATABASE_KINDS: DatabaseKind[] = ["sqlite", "postgres"];

export interface TestDatabase {
  config: Config;
  db: Db;
  /** The agencies' stores: files beside the core SQLite file, or schemas of the same PostgreSQL database. */
  stores: AgencyStores;
  drop: () => Promise<void>;
}

/**
 * A new database of `kind` (migrated up to `upTo`, when given) made before the describe block's
 * tests and dropped after them; `ready` gets it once made.
 */
export function withTestDatabase(kind: DatabaseKind, ready: (database: TestDatabase) => void, options: { upTo?: string } = {}): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, options);
    ready(database);
  });
  afterAll(() => database?.drop());
}

/** A new, migrated and seeded database of the given kind with its agency stores, for one test file; dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind, { upTo }: { upTo?: string } = {}): Promise<TestDatabase> {
  // The tests play several clients behind our proxy on loopback, naming each in X-Forwarded-For.
  const base = loadConfig({ NODE_ENV: "test", TRUSTED_PROXIES: "127.0.0.1", STATIC_DIR: path.join(tmpdir(), "no-web-app-built") });
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "sqlite-test-"));
    return openMigrated({ ...base, databaseUrl: undefined, sqliteFile: path.join(dir, "app.sqlite") }, upTo, async () => {
      rmSync(dir, { recursive: true, force: true });
    });
  }
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await runAsAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openMigrated({ ...base, databaseUrl: url.toString() }, upTo, () => runAsAdmin(adminUrl, `drop database if exists ${name}`));
}

/**
 * Opens, migrates and seeds the database `config` names, with its agency stores; `remove` deletes it
 * once closed. Migrated only `upTo` a migration, it is left unseeded for the test to fill.
 */
async function openMigrated(config: Config, upTo: string | undefined, remove: () => Promise<void>): Promise<TestDatabase> {
  const db = openDatabase(config);
  await migrateToLatest(db, upTo);
  if (!upTo) await seedReferenceData(db);
  const stores = await openAgencyStores(config);
  return {
    config,
    db,
    stores,
    drop: async () => {
      await closeAgencyStores(stores);
      await db.destroy();
      await remove();
    },
  };
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}
