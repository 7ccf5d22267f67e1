import { tripCodeOf } from "#domain/trip-code.ts";
import { STAFF_SCALE, writeStaffData } from "./staff-data.ts";
import type { DatabaseKind } from "../server/db/connection.ts";
import { openBenchStack } from "./bench-server.ts";

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
  const stack = await openBenchStack(kind, "staff");
  const { db, stores } = stack;
  try {
    const now = new Date();
    const seedStarted = performance.now();
    const data = await writeStaffData(db, stores, now);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const base = await stack.listen();
    const officer = { cookie: (await stack.staffMember("customs_officer")).cookie, "content-type": "application/json" };
    const admin = { cookie: (await stack.staffMember("admin")).cookie };
    const pick = (list: readonly string[], index: number) => list[(index * 7919) % list.length] ?? "";
    const timings = [
      await time("customs look-up by trip QR", 100, 300, (index) =>
        fetch(`${base}/api/staff/customs/lookup`, {
          method: "POST",
          headers: officer,
          body: JSON.stringify({ qr: `${base}/qr/${pick(data.currentQrIds, index)}` }),
        }),
      ),
      await time("customs look-up by passport", 100, 300, (index) =>
        fetch(`${base}/api/staff/customs/lookup`, { method: "POST", headers: officer, body: JSON.stringify({ passport: pick(data.currentPassports, index) }) }),
      ),
      await time("customs look-up by typed trip code", 100, 300, (index) =>
        fetch(`${base}/api/staff/customs/lookup`, {
          method: "POST",
          headers: officer,
          body: JSON.stringify({ code: tripCodeOf(pick(data.currentQrIds, index)) }),
        }),
      ),
      await time("customs arrivals of the day, by flight or vessel", 100, 100, () =>
        fetch(`${base}/api/staff/customs/arrivals?date=${data.today}`, { headers: officer }),
      ),
      await time("customs arrivals, one flight's travellers", 150, 100, () =>
        fetch(`${base}/api/staff/customs/arrivals/travellers?date=${data.today}&transport_type=AIR&carrier=${data.busyFlight}`, { headers: officer }),
      ),
      await time("audit viewer, newest 50", 200, 100, () => fetch(`${base}/api/staff/audit`, { headers: admin })),
      await time("audit viewer, who saw this traveller", 200, 100, (index) =>
        fetch(`${base}/api/staff/audit?subject_user_id=${pick(data.subjects, index)}`, { headers: admin }),
      ),
      await time("audit viewer, one staff member's last week", 200, 100, () =>
        fetch(`${base}/api/staff/audit?staff_id=${data.staffId}&from=${encodeURIComponent(new Date(now.getTime() - 7 * 86_400_000).toISOString())}`, {
          headers: admin,
        }),
      ),
    ];
    const checkStarted = performance.now();
    const check = (await (await fetch(`${base}/api/staff/audit/verification`, { headers: admin })).json()) as { data: { ok: boolean; checked: number } };
    if (!check.data.ok) throw new Error("the generated audit chain did not verify");
    return { kind, seedSeconds, timings, chainCheck: { seconds: (performance.now() - checkStarted) / 1000, records: check.data.checked } };
  } finally {
    await stack.close();
  }
}

export { STAFF_SCALE };
