import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { type DatabaseKind, type Db, openDatabase } from "../server/db/connection.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seedReferenceData } from "../server/db/seed.ts";
import { type AgencyStores, closeAgencyStores, openAgencyStores } from "../server/db/stores/agency-stores.ts";
import { startStaffSession } from "../server/staff/staff-sessions.ts";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { benchDatabase } from "./bench-database.ts";

/** A migrated, seeded database of the given kind with its agency stores, for a bench that then starts the real server. */
export interface BenchStack {
  db: Db;
  stores: AgencyStores;
  /** Builds the app over these databases and listens on a free port; answers its base address. */
  listen: () => Promise<string>;
  /** A new member holding the role, and their complete session's cookie. */
  staffMember: (role: StaffRole) => Promise<{ id: string; cookie: string }>;
  close: () => Promise<void>;
}

export async function openBenchStack(kind: DatabaseKind, label: string): Promise<BenchStack> {
  const location = await benchDatabase(kind, label);
  const config = {
    ...loadConfig({ NODE_ENV: "test", STATIC_DIR: path.join(tmpdir(), "no-web-app-built") }),
    databaseUrl: location.url,
    sqliteFile: location.sqliteFile,
  };
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedReferenceData(db);
  const stores = await openAgencyStores(config);
  let app: FastifyInstance | undefined;
  return {
    db,
    stores,
    listen: async () => {
      ({ app } = await buildApp(config, db, { logger: false, stores }));
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (address === null || typeof address === "string") throw new Error("no port");
      return `http://127.0.0.1:${address.port}`;
    },
    staffMember: async (role) => {
      const id = randomUUID();
      const at = new Date().toISOString();
      await db
        .insertInto("staff_members")
        .values({ id, email: `${role}-${id}@gov.example`, display_name: role, status: "active", created_at: at, updated_at: at })
        .execute();
      await db.insertInto("staff_roles").values({ staff_id: id, role, granted_by: null, granted_at: at }).execute();
      return { id, cookie: `${STAFF_COOKIE}=${await startStaffSession(db, id, "complete", new Date())}` };
    },
    close: async () => {
      await app?.close();
      await closeAgencyStores(stores);
      await db.destroy();
      await location.remove();
    },
  };
}
