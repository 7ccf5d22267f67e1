import { randomUUID } from "node:crypto";
import path from "node:path";
import { openDatabase } from "../server/db/connection.ts";
import type { GuestCheckIn } from "#domain/logbook.ts";
import { NONE_OF_THE_ABOVE } from "#domain/reference-data.ts";
import { startServerProcess } from "./app-process.ts";
import { driveLoad, type LoadRequest, type LoadResult } from "./load.ts";

const CONNECTIONS = 32;
const WARM_UP_MS = 3_000;
/**
 * The app and the bare server take turns, so a neighbour's load on this machine falls on both
 * figures alike instead of on whichever ran at the time.
 */
const ROUNDS = 3;
const ROUND_MS = 4_000;
/**
 * The load is a crowd of phones (one client address each) at the commonwealth's branches, not
 * one client hammering one branch. Spread over this many branches, each sees fewer than 30
 * check-ins a minute while the whole crowd checks in at up to 5,000 a second: below the
 * per-branch limit (120 a minute) and the burst flag (over 30 a minute, decision 010), so the
 * run measures ordinary check-ins, counted by both, rather than refused or flagged ones. The
 * per-address limit (20 a minute) counts every check-in and refuses none, since no address
 * comes back within the run; any 429 is reported.
 */
const BRANCHES = 10_000;
/** Rows per insert while seeding, under SQLite's limit on a statement's parameters. */
const SEED_ROWS_PER_INSERT = 1_000;
const CHECK_IN_PATH = "/api/v1/scan_qr/confirm";

export interface Throughput {
  checkIns: LoadResult;
  ceiling: LoadResult;
  /** check-ins a second ÷ the bare framework's answers a second, same machine, same run. */
  ratio: number;
  /**
   * The app server's CPU time per successful check-in, in ms; steadier than the rates when
   * neighbours load the machine. Undefined where the process's CPU time cannot be read.
   */
  serverCpuMsPerCheckIn: number | undefined;
}

export async function seedBranches(sqliteFile: string): Promise<{ branches: string[]; symptomCodes: string[] }> {
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
    for (let start = 0; start < branches.length; start += SEED_ROWS_PER_INSERT) {
      await db
        .insertInto("establishments")
        .values(branches.slice(start, start + SEED_ROWS_PER_INSERT))
        .execute();
    }
    const symptoms = await db.selectFrom("symptoms").select("code").orderBy("sort_order").execute();
    return { branches: branches.map((branch) => branch.id), symptomCodes: symptoms.map((symptom) => symptom.code) };
  } finally {
    await db.destroy();
  }
}

/** Every check-in is another person (mobile number) from another client address; most report no symptoms. */
export function checkInRequests(branches: string[], symptomCodes: string[]): () => LoadRequest {
  let n = 0;
  return () => {
    n += 1;
    const payload: GuestCheckIn = {
      name: `Guest${n}`,
      last_name: "Bench",
      age: 18 + (n % 60),
      gender: n % 2 ? "MALE" : "FEMALE",
      // A valid number of the islands' plan (exchange 200-999), another for each of 8 million check-ins.
      mobile_number: `+1670${2_000_000 + n}`,
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

function combined(results: LoadResult[]): LoadResult {
  const statuses = new Map<number, number>();
  for (const result of results) for (const [status, count] of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const durationMs = results.reduce((sum, result) => sum + result.durationMs, 0);
  const succeeded = results.reduce((sum, result) => sum + (result.succeededPerSecond * result.durationMs) / 1000, 0);
  return { durationMs, statuses, succeededPerSecond: (succeeded * 1000) / durationMs };
}

/** Refuses to measure an endpoint that does not check a guest in: a run of 4xx answers would look like speed. */
export async function probe(baseUrl: string, request: LoadRequest): Promise<void> {
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
export async function measureCheckIns(app: { url: string; sqliteFile: string; cpuMs: () => number | undefined }): Promise<Throughput> {
  const { branches, symptomCodes } = await seedBranches(app.sqliteFile);
  const checkInRequest = checkInRequests(branches, symptomCodes);
  await probe(app.url, checkInRequest());
  const bare = await startServerProcess(path.join(import.meta.dirname, "bare-fastify.ts"), {}, /Listening: (\S+)/);
  try {
    // The same bodies, so the framework parses as much JSON as the app does.
    const bareRequest = checkInRequests(branches, symptomCodes);
    const appLoad = (durationMs: number) => driveLoad({ baseUrl: app.url, nextRequest: checkInRequest, connections: CONNECTIONS, durationMs });
    const bareLoad = (durationMs: number) =>
      driveLoad({ baseUrl: bare.ready, nextRequest: () => ({ ...bareRequest(), path: "/check-in" }), connections: CONNECTIONS, durationMs });
    await appLoad(WARM_UP_MS);
    await bareLoad(WARM_UP_MS);
    const appRounds: LoadResult[] = [];
    const bareRounds: LoadResult[] = [];
    let serverCpuMs: number | undefined = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const cpuBefore = app.cpuMs();
      appRounds.push(await appLoad(ROUND_MS));
      const cpuAfter = app.cpuMs();
      serverCpuMs = serverCpuMs === undefined || cpuBefore === undefined || cpuAfter === undefined ? undefined : serverCpuMs + cpuAfter - cpuBefore;
      bareRounds.push(await bareLoad(ROUND_MS));
    }
    const checkIns = combined(appRounds);
    const ceiling = combined(bareRounds);
    const succeeded = (checkIns.succeededPerSecond * checkIns.durationMs) / 1000;
    return {
      checkIns,
      ceiling,
      ratio: checkIns.succeededPerSecond / ceiling.succeededPerSecond,
      serverCpuMsPerCheckIn: serverCpuMs === undefined || succeeded === 0 ? undefined : serverCpuMs / succeeded,
    };
  } finally {
    await bare.stop();
  }
}
