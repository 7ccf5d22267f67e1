import { randomUUID } from "node:crypto";
import path from "node:path";
import { openDatabase } from "../server/db/connection.ts";
import type { GuestCheckIn } from "../src/domain/logbook.ts";
import { NONE_OF_THE_ABOVE } from "../src/domain/reference-data.ts";
import { startServerProcess } from "./app-process.ts";
import { driveLoad, type LoadRequest, type LoadResult } from "./load.ts";

const CONNECTIONS = 32;
const WARM_UP_MS = 3_000;
const MEASURED_MS = 10_000;
/**
 * The check-in throttle allows 120 a minute per branch and 20 per client address: a crowd of
 * phones at many branches, not one client hammering one branch. Spread this wide, the throttle
 * counts every check-in (its queries are part of the cost) but refuses none below ~2,400/s;
 * any 429 is reported.
 */
const BRANCHES = 200;
const CHECK_IN_PATH = "/api/v1/scan_qr/confirm";

export interface Throughput {
  checkIns: LoadResult;
  ceiling: LoadResult;
  /** check-ins a second ÷ the bare framework's answers a second, same machine, same run. */
  ratio: number;
}

async function seedBranches(sqliteFile: string): Promise<{ branches: string[]; symptomCodes: string[] }> {
  const db = openDatabase({ sqliteFile, databaseUrl: undefined });
  try {
    const now = new Date().toISOString();
    const branches = Array.from({ length: BRANCHES }, (_, index) => ({
      id: randomUUID(),
      name: "Bench Cafe",
      branch: `Branch ${index + 1}`,
      label: "Entrance",
      logo: "",
      qr_type: "ESTABLISHMENT",
      created_at: now,
      account_id: null,
      latitude: null,
      longitude: null,
    }));
    await db.insertInto("establishments").values(branches).execute();
    const symptoms = await db.selectFrom("symptoms").select("code").orderBy("sort_order").execute();
    return { branches: branches.map((branch) => branch.id), symptomCodes: symptoms.map((symptom) => symptom.code) };
  } finally {
    await db.destroy();
  }
}

/** Every check-in is another person (mobile number) from another client address; most report no symptoms. */
function checkInRequests(branches: string[], symptomCodes: string[]): () => LoadRequest {
  let n = 0;
  return () => {
    n += 1;
    const payload: GuestCheckIn = {
      name: `Guest${n}`,
      last_name: "Bench",
      age: 18 + (n % 60),
      gender: n % 2 ? "MALE" : "FEMALE",
      mobile_number: `+1670${String(n).padStart(8, "0")}`,
      email: n % 3 ? `guest${n}@example.com` : null,
      purpose: "Meeting/Conference",
      symptoms: n % 5 ? [NONE_OF_THE_ABOVE] : [symptomCodes[n % symptomCodes.length] ?? NONE_OF_THE_ABOVE],
      location_qr_code_uuid: branches[n % branches.length] ?? "",
    };
    return {
      path: CHECK_IN_PATH,
      headers: { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify(payload),
    };
  };
}

async function warmedRun(baseUrl: string, nextRequest: () => LoadRequest): Promise<LoadResult> {
  await driveLoad({ baseUrl, connections: CONNECTIONS, durationMs: WARM_UP_MS, nextRequest });
  return driveLoad({ baseUrl, connections: CONNECTIONS, durationMs: MEASURED_MS, nextRequest });
}

/** Refuses to measure an endpoint that does not check a guest in: a run of 4xx answers would look like speed. */
async function probe(baseUrl: string, request: LoadRequest): Promise<void> {
  const response = await fetch(new URL(request.path, baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", ...request.headers },
    body: request.body,
  });
  if (!response.ok) throw new Error(`A guest check-in was answered ${response.status}: ${await response.text()}`);
}

/**
 * Guest check-ins a second through the real server (HTTP, validation, throttle, SQLite), then, in
 * the same run and with the same requests, the bare framework's answers a second.
 */
export async function measureCheckIns(app: { url: string; sqliteFile: string }): Promise<Throughput> {
  const { branches, symptomCodes } = await seedBranches(app.sqliteFile);
  const checkInRequest = checkInRequests(branches, symptomCodes);
  await probe(app.url, checkInRequest());
  const checkIns = await warmedRun(app.url, checkInRequest);

  const bare = await startServerProcess(path.join(import.meta.dirname, "bare-fastify.ts"), {}, /Listening: (\S+)/);
  try {
    // The same bodies, so the framework parses as much JSON as the app does.
    const bareRequest = checkInRequests(branches, symptomCodes);
    const ceiling = await warmedRun(bare.ready, () => ({ ...bareRequest(), path: "/check-in" }));
    return { checkIns, ceiling, ratio: checkIns.succeededPerSecond / ceiling.succeededPerSecond };
  } finally {
    await bare.stop();
  }
}
