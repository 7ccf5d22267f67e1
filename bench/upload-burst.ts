import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import sharp from "sharp";
import { startAppProcess } from "./app-process.ts";
import { checkInRequests, probe, seedBranches } from "./check-ins.ts";
import type { LoadRequest } from "./load.ts";

/** A steady crowd of guests checking in, one request at a time each, measured one by one. */
const CHECK_INS_PER_SECOND = 200;
const QUIET_MS = 10_000;
const BURST_MS = 20_000;
/** How long the server is left alone after the burst before its memory is read. */
const SETTLE_MS = 5_000;
/**
 * The attack (16 concurrent uploads from one guest) four times over: guests, each from
 * its own address, each keeping 16 uploads of large pictures in flight, enough to fill the
 * decoding line past the per-account limit. A refused upload is sent
 * again after the Retry-After the server asked for, at most a second, so the line stays full.
 */
const UPLOADERS = 4;
const UPLOADS_IN_FLIGHT = 16;
const MAX_RETRY_WAIT_MS = 1_000;

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
}

export interface UploadBurstResult {
  quiet: LatencySummary;
  duringUploads: LatencySummary;
  uploads: Map<number, number>;
  memoryMb: { before: number; peak: number; afterwards: number } | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function count(statuses: Map<number, number>, status: number): void {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

function send(
  agent: http.Agent,
  url: URL,
  options: { headers: Record<string, string>; body: Uint8Array | string },
): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      { method: "POST", agent, headers: { "content-length": Buffer.byteLength(options.body), ...options.headers } },
      (response) => {
        response.resume();
        response.once("end", () => resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers["retry-after"] ?? 0) }));
        response.once("error", () => resolve({ status: 0, retryAfter: 0 }));
      },
    );
    outgoing.once("error", () => resolve({ status: 0, retryAfter: 0 }));
    outgoing.end(options.body);
  });
}

/** Check-ins started at a fixed rate whatever the answers take (an open loop), so a slow server shows as latency. */
async function checkInsAtRate(baseUrl: string, nextRequest: () => LoadRequest, durationMs: number): Promise<LatencySummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let sent = 0; performance.now() - started < durationMs; sent += 1) {
    const due = started + (sent * 1000) / CHECK_INS_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const request = nextRequest();
    const at = performance.now();
    pending.push(
      send(agent, new URL(request.path, baseUrl), { headers: { "content-type": "application/json", ...request.headers }, body: request.body }).then(
        ({ status }) => {
          latencies.push(performance.now() - at);
          count(statuses, status);
        },
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), statuses };
}

async function guestToken(baseUrl: string, address: string): Promise<string> {
  const response = await fetch(new URL("/api/v1/guest/login", baseUrl), { method: "POST", headers: { "x-forwarded-for": address } });
  if (!response.ok) throw new Error(`Guest sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * What an attacker sends: a 16-bit PNG just within the pixel bound that must be shrunk, a noisy
 * 12-megapixel JPEG as a phone takes, and the 7071 × 7071 16-bit PNG (refused from its header).
 */
async function largeImages(): Promise<Buffer[]> {
  const flat16Bit = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .toColourspace("rgb16")
      .png({ compressionLevel: 9 })
      .toBuffer();
  const noisyPhoto = sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
    .jpeg({ quality: 20 })
    .toBuffer();
  return Promise.all([flat16Bit(5000, 3355), noisyPhoto, flat16Bit(7071, 7071)]);
}

/** Keeps UPLOADS_IN_FLIGHT uploads going for every uploader for `durationMs`; answers the uploads' statuses. */
async function uploadFor(baseUrl: string, durationMs: number): Promise<Map<number, number>> {
  const images = await largeImages();
  const statuses = new Map<number, number>();
  const uploaders = await Promise.all(
    Array.from({ length: UPLOADERS }, async (_, index) => {
      const address = `172.31.${index}.1`;
      return { address, token: await guestToken(baseUrl, address), agent: new http.Agent({ keepAlive: true, maxSockets: UPLOADS_IN_FLIGHT }) };
    }),
  );
  parentPort?.postMessage({ ready: true });
  const deadline = performance.now() + durationMs;
  let n = 0;
  const connection = async ({ address, token, agent }: (typeof uploaders)[number]) => {
    while (performance.now() < deadline) {
      n += 1;
      const body = images[n % images.length] ?? Buffer.alloc(0);
      const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": address, "content-type": "application/octet-stream" };
      const { status, retryAfter } = await send(agent, new URL("/api/v1/uploads?name=card", baseUrl), { headers, body });
      count(statuses, status);
      if (status === 429 || status === 503) await sleep(Math.min(retryAfter * 1000, MAX_RETRY_WAIT_MS));
    }
  };
  await Promise.all(uploaders.flatMap((uploader) => Array.from({ length: UPLOADS_IN_FLIGHT }, () => connection(uploader))));
  for (const { agent } of uploaders) agent.destroy();
  return statuses;
}

/**
 * The uploads are sent from a worker thread, so sending megabytes does not delay the timing of
 * the check-ins on this one. Resolves `ready` once the images are made and the guests signed in.
 */
function uploadsInWorker(baseUrl: string, durationMs: number): { ready: Promise<void>; done: Promise<Map<number, number>> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: { baseUrl, durationMs } });
  let signalReady = () => {};
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  const done = new Promise<Map<number, number>>((resolve, reject) => {
    worker.on("message", (message: { ready?: true; statuses?: [number, number][] }) => {
      if (message.ready) signalReady();
      if (message.statuses) resolve(new Map(message.statuses));
    });
    worker.once("error", reject);
  });
  return { ready, done };
}

/** Resident and peak memory of a Linux process, in MB, from /proc/<pid>/status; undefined elsewhere. */
export function processMemoryMb(pid: number | undefined): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return undefined;
  }
}

/**
 * Guest check-ins at a steady rate, first alone, then while guests upload large images as fast as
 * the server lets them: the check-ins' latency with and without the burst, and the server's memory.
 */
export async function measureUploadBurst(app: { url: string; sqliteFile: string; pid: number | undefined }): Promise<UploadBurstResult> {
  const { branches, symptomCodes } = await seedBranches(app.sqliteFile);
  const nextCheckIn = checkInRequests(branches, symptomCodes);
  await probe(app.url, nextCheckIn());
  const before = processMemoryMb(app.pid);
  const quiet = await checkInsAtRate(app.url, nextCheckIn, QUIET_MS);
  const uploads = uploadsInWorker(app.url, BURST_MS);
  await uploads.ready;
  const duringUploads = await checkInsAtRate(app.url, nextCheckIn, BURST_MS);
  const uploadStatuses = await uploads.done;
  await sleep(SETTLE_MS);
  const afterwards = processMemoryMb(app.pid);
  return {
    quiet,
    duringUploads,
    uploads: uploadStatuses,
    memoryMb: before && afterwards ? { before: before.rss, peak: afterwards.peak, afterwards: afterwards.rss } : undefined,
  };
}

const CHECK_IN_P99_GOAL_MS = 50;
const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || "no answer"}: ${count}`)
    .join(", ");
const latency = (summary: LatencySummary) =>
  `p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms over ${summary.count} check-ins (${statusList(summary.statuses)})`;

/**
 * `npm run bench -- uploads`, or this file alone: check-ins' p99 beside its goal while uploads of
 * large images run. Without a build the server serves an empty folder: check-ins need no web app.
 */
export async function reportUploadBurst(build?: string): Promise<void> {
  console.log(
    `\nGuest check-ins at ${CHECK_INS_PER_SECOND}/s, ${QUIET_MS / 1000} s alone, then ${BURST_MS / 1000} s while ${UPLOADERS} guests ` +
      `(own addresses) each keep ${UPLOADS_IN_FLIGHT} uploads of large images in flight…`,
  );
  const staticDir = build ?? mkdtempSync(path.join(tmpdir(), "bench-static-"));
  const server = await startAppProcess(staticDir);
  try {
    const result = await measureUploadBurst(server);
    console.log(`  alone:          ${latency(result.quiet)}`);
    console.log(`  during uploads: ${latency(result.duringUploads)}`);
    console.log(`  upload answers: ${statusList(result.uploads)}`);
    if (result.memoryMb) {
      const { before, peak, afterwards } = result.memoryMb;
      console.log(`  server memory (RSS): ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${afterwards.toFixed(0)} MB ${SETTLE_MS / 1000} s after`);
    }
    const p99 = result.duringUploads.p99;
    const verdict = p99 < CHECK_IN_P99_GOAL_MS ? "meets the goal" : "over the goal";
    console.log(`\ncheck-in p99 during uploads: ${p99.toFixed(1)} ms (goal < ${CHECK_IN_P99_GOAL_MS} ms, ${verdict})`);
  } finally {
    await server.stop();
    if (!build) rmSync(staticDir, { recursive: true, force: true });
  }
}

if (!isMainThread) {
  const { baseUrl, durationMs } = workerData as { baseUrl: string; durationMs: number };
  parentPort?.postMessage({ statuses: [...(await uploadFor(baseUrl, durationMs))] });
} else if (import.meta.main) {
  await reportUploadBurst();
}
