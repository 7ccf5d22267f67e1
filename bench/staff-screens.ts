import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { benchDatabase } from "./bench-database.ts";
import { loadConfig } from "../server/config.ts";
import { type DatabaseKind, openDatabase } from "../server/db/connection.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seedReferenceData } from "../server/db/seed.ts";
import { closeAgencyStores, openAgencyStores } from "../server/db/stores/agency-stores.ts";
import { startStaffSession } from "../server/staff/staff-sessions.ts";
import { STAFF_COOKIE } from "../src/domain/staff/staff-accounts.ts";
import type { StaffRole } from "../src/domain/staff/staff-roles.ts";
import { STAFF_SCALE, writeStaffData } from "./staff-data.ts";

/** What one staff screen's call costs at national scale, sequential calls as one person at a desk makes them. */
export interface ScreenTiming {
  name: string;
  goalMs: number;
  p50: number;
  p95: number;
}

export interface StaffScreensResult {
  kind: DatabaseKind;
  seedSeconds: number;
  timings: ScreenTiming[];
  chainCheck: { seconds: number; records: number };
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function time(name: string, goalMs: number, count: number, call: (index: number) => Promise<Response>): Promise<ScreenTiming> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const answer = await call(index);
    await answer.arrayBuffer();
    if (answer.status >= 400) throw new Error(`${name} answered ${answer.status}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { name, goalMs, p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

/** Seeds a year of trips and audit records, then times the customs look-ups, the audit viewer and the chain check. */
export async function measureStaffScreens(kind: DatabaseKind): Promise<StaffScreensResult> {
  const location = await benchDatabase(kind, "staff");
  const config = { ...loadConfig({ NODE_ENV: "test", STATIC_DIR: path.join(tmpdir(), "no-web-app-built") }), databaseUrl: location.url, sqliteFile: location.sqliteFile };
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedReferenceData(db);
  const stores = await openAgencyStores(config);
  const now = new Date();
  const seedStarted = performance.now();
  const data = await writeStaffData(db, stores, now);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const app = await buildApp(config, db, { logger: false, stores });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    const base = `http://127.0.0.1:${address.port}`;
    const cookieOf = async (role: StaffRole) => {
      const id = randomUUID();
      await db.insertInto("staff_members").values({ id, email: `${role}@gov.example`, display_name: role, status: "active", created_at: now.toISOString(), updated_at: now.toISOString() }).execute();
      await db.insertInto("staff_roles").values({ staff_id: id, role, granted_by: null, granted_at: now.toISOString() }).execute();
      return `${STAFF_COOKIE}=${await startStaffSession(db, id, "complete", new Date())}`;
    };
    const officer = { cookie: await cookieOf("customs_officer"), "content-type": "application/json" };
    const admin = { cookie: await cookieOf("admin") };
    const pick = (list: readonly string[], index: number) => list[(index * 7919) % list.length] ?? "";
    const timings = [
      await time("customs look-up by trip QR", 100, 300, (index) =>
        fetch(`${base}/api/staff/customs/lookup`, { method: "POST", headers: officer, body: JSON.stringify({ qr: `${base}/qr/${pick(data.currentQrIds, index)}` }) }),
      ),
      await time("customs look-up by passport", 100, 300, (index) =>
        fetch(`${base}/api/staff/customs/lookup`, { method: "POST", headers: officer, body: JSON.stringify({ passport: pick(data.currentPassports, index) }) }),
      ),
      await time("audit viewer, newest 50", 200, 100, () => fetch(`${base}/api/staff/audit`, { headers: admin })),
      await time("audit viewer, who saw this traveller", 200, 100, (index) =>
        fetch(`${base}/api/staff/audit?subject_user_id=${pick(data.subjects, index)}`, { headers: admin }),
      ),
      await time("audit viewer, one staff member's last week", 200, 100, () =>
        fetch(`${base}/api/staff/audit?staff_id=${data.staffId}&from=${encodeURIComponent(new Date(now.getTime() - 7 * 86_400_000).toISOString())}`, { headers: admin }),
      ),
    ];
    const checkStarted = performance.now();
    const check = await (await fetch(`${base}/api/staff/audit/verification`, { headers: admin })).json() as { data: { ok: boolean; checked: number } };
    if (!check.data.ok) throw new Error("the generated audit chain did not verify");
    return { kind, seedSeconds, timings, chainCheck: { seconds: (performance.now() - checkStarted) / 1000, records: check.data.checked } };
  } finally {
    await app.close();
    await closeAgencyStores(stores);
    await db.destroy();
    await location.remove();
  }
}

export { STAFF_SCALE };
