import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_MESSAGES } from "#domain/staff/staff-accounts.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { newClientAddress } from "../support/sign-in.ts";
import { type SmtpServerProcess, startSmtpServerProcess } from "../support/smtp-server-process.ts";
import { createStaff } from "../support/staff.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { ksCritical, ksStatistic, median, rankSumTest } from "../support/timing-statistics.ts";

const PER_KIND = 50;
const ADDRESSES = 10;
/** Generous: a real difference (the 260 ms against 4 ms) gives p < 1e-9 and D = 1. */
const ALPHA = 0.001;

/** A fixed shuffle (mulberry32), so a failure can be run again in the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The server process compiles and loads the whole server: seconds on a busy machine. */
const STARTING_MS = 30_000;

/**
 * The staff sign-in code request must not tell staff addresses from others by its
 * time. The server runs in a process of its own, as an attacker meets it, and mails through a real
 * SMTP server in a third process (the issue measured ~260 ms for a staff address, ~4 ms for another). 50 requests each,
 * in a shuffled order, each from its own client; the two time distributions are compared by the
 * rank-sum and Kolmogorov–Smirnov tests, not against a time.
 */
describe.each(DATABASE_KINDS)("staff sign-in code timing on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpServerProcess;
  let server: RunningServer;
  let url: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "sign-in-timing-"));
  const known: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServerProcess();
    database = await createTestDatabase(kind);
    for (let index = 0; index < ADDRESSES; index += 1) known.push((await createStaff(database.db, ["customs_officer"])).email);
    const port = await freePort();
    server = await startServer(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        TRUSTED_PROXIES: "127.0.0.1",
        SMTP_URL: smtp.url,
        ...(database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : {}),
        SQLITE_FILE: kind === "sqlite" ? database.config.sqliteFile : path.join(dataDir, "unused.sqlite"),
        UPLOAD_DIR: path.join(dataDir, "uploads"),
        STATIC_DIR: path.join(dataDir, "no-web-app-built"),
        DEMO_BRANCH: "false",
      },
      /Staff console: (\S+)/,
    );
    url = `http://127.0.0.1:${port}`;
  }, STARTING_MS);
  afterAll(async () => {
    await database.drop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const requestCode = (email: string) =>
    fetch(`${url}/api/staff/sign-in/code`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() },
      body: JSON.stringify({ email }),
    });

  it("answers code requests and wrong codes for known and unknown addresses in times no test tells apart, and mails only the known", async () => {
    const unknown = Array.from({ length: ADDRESSES }, (_, index) => `nobody${index}-${kind}@gov.example`);
    // Each address five times: the per-address limit allows five codes in 15 minutes.
    const requests = shuffled(
      [...known, ...unknown].flatMap((email) => Array.from({ length: PER_KIND / ADDRESSES }, () => ({ email, staff: known.includes(email) }))),
      30,
    );
    for (const email of ["warm-up@gov.example", "warm-up2@gov.example"]) await (await requestCode(email)).text();

    const times = { known: [] as number[], unknown: [] as number[] };
    for (const { email, staff } of requests) {
      const started = performance.now();
      const answer = await requestCode(email);
      const body: unknown = await answer.json();
      const took = performance.now() - started;
      expect(answer.status).toBe(202);
      expect(body).toEqual({ message: STAFF_MESSAGES.codeSent });
      (staff ? times.known : times.unknown).push(took);
    }

    const rankSum = rankSumTest(times.known, times.unknown);
    const d = ksStatistic(times.known, times.unknown);
    const summary = {
      medianKnownMs: median(times.known),
      medianUnknownMs: median(times.unknown),
      rankSumP: rankSum.p,
      ks: d,
      ksCritical: ksCritical(PER_KIND, PER_KIND, ALPHA),
    };
    console.info(`staff sign-in code timing (${kind}):`, JSON.stringify(summary));
    expect(rankSum.p).toBeGreaterThan(ALPHA);
    expect(d).toBeLessThan(summary.ksCritical);

    // The codes did go out, after the answers: one e-mail per request for a staff address, none for the others.
    // The next step too: a wrong code for a staff address and for another, answered alike.
    const verify = (email: string) =>
      fetch(`${url}/api/staff/sign-in/verify`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() },
        body: JSON.stringify({ email, code: "000000" }),
      });
    const wrong = { known: [] as number[], unknown: [] as number[] };
    for (const { email, staff } of shuffled(requests, 31)) {
      const started = performance.now();
      const answer = await verify(email);
      await answer.text();
      (staff ? wrong.known : wrong.unknown).push(performance.now() - started);
      expect(answer.status).toBe(422);
    }
    const verifyRankSum = rankSumTest(wrong.known, wrong.unknown);
    const verifyD = ksStatistic(wrong.known, wrong.unknown);
    console.info(
      `staff sign-in verify timing (${kind}):`,
      JSON.stringify({ medianKnownMs: median(wrong.known), medianUnknownMs: median(wrong.unknown), rankSumP: verifyRankSum.p, ks: verifyD }),
    );
    expect(verifyRankSum.p).toBeGreaterThan(ALPHA);
    expect(verifyD).toBeLessThan(summary.ksCritical);

    // A stopping server finishes the e-mails it queued after its answers.
    server.signal("SIGTERM");
    await server.exited;
    await expect.poll(() => smtp.recipients().length).toBe(PER_KIND);
    expect(smtp.recipients().every((to) => to.length === 1 && known.includes(to[0] ?? ""))).toBe(true);
  });
});
