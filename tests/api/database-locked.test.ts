import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseKind } from "../../server/db/connection.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { newEmail } from "../support/accounts.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createBranch, guestCheckIn, visitsAt } from "./logbook-support.ts";

const BUSY = { message: "The service is busy. Please try again in a few seconds.", code: "DATABASE_BUSY" };
const HEALTH_READS = 10;

/** Another connection holding what our writes need, as an operator's shell or a backup would; `release` lets go. */
async function holdLock(kind: DatabaseKind, server: ApiServer): Promise<{ release: () => Promise<void> }> {
  const { config } = server.database;
  if (kind === "sqlite") {
    const other = new DatabaseSync(config.sqliteFile);
    other.exec("BEGIN IMMEDIATE");
    return {
      release: async () => {
        other.exec("ROLLBACK");
        other.close();
      },
    };
  }
  // PostgreSQL has no lock on the whole database: the tables these writes go to, locked against writes only.
  const other = new pg.Client({ connectionString: config.databaseUrl });
  await other.connect();
  await other.query("begin");
  await other.query("lock table visits, users, throttle_hits, otp_requests in exclusive mode");
  return {
    release: async () => {
      await other.query("rollback");
      await other.end();
    },
  };
}

describe.each(DATABASE_KINDS)("a database another connection has locked, on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const checkIn = (branchId: string) => postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branchId), { client: newClientAddress() });
  const health = async () => {
    const started = performance.now();
    const response = await server.request({ method: "GET", url: "/api/health" });
    return { ms: performance.now() - started, statusCode: response.statusCode, body: response.json<{ status: string; writable: boolean }>() };
  };
  const rowsOf = async () => ({
    users: (await db().selectFrom("users").select("id").execute()).length,
    throttleHits: (await db().selectFrom("throttle_hits").select("id").execute()).length,
    codeRequests: (await db().selectFrom("otp_requests").select("id").execute()).length,
  });

  it("answers writes that cannot get the lock within 5 s with 503 and Retry-After, stores nothing of them, and answers reads at once meanwhile", async () => {
    const branch = await createBranch(db());
    const before = await rowsOf();
    await health();
    const lock = await holdLock(kind, server);
    let answers: Awaited<ReturnType<typeof checkIn>>[] = [];
    const readsDuringLock = [];
    try {
      const writes = Promise.all([
        checkIn(branch.id),
        postJson(server, "/api/v1/guest/login", {}, { client: newClientAddress() }),
        postJson(server, "/api/v2/login/request-otp-via-email", { email: newEmail() }, { client: newClientAddress() }),
      ]);
      // Once the writes have done their work before the database, spread over their wait for the lock.
      for (let read = 0; read < HEALTH_READS; read += 1) {
        await sleep(400);
        readsDuringLock.push(await health());
      }
      answers = await writes;
    } finally {
      await lock.release();
    }

    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json()).toEqual(BUSY);
    }
    expect(await visitsAt(db(), branch.id)).toEqual([]);
    expect(await rowsOf()).toEqual(before);

    expect(readsDuringLock.every((read) => read.statusCode === 200)).toBe(true);
    // A read that waited for the lock would take seconds. SQLite answers in this process, where a
    // wait on the event loop would stop it; PostgreSQL's answers also wait for its server process
    // to get a core of this shared machine, which took up to ~160 ms under the test suite's load.
    // One read of the ten may meet a pause of the shared machine (a collection, another test's
    // process); a wait on the lock would hold them all, and for seconds.
    const [slowest, ...others] = readsDuringLock.map((read) => read.ms).sort((a, b) => b - a);
    expect(slowest).toBeLessThan(1_000);
    expect(Math.max(...others)).toBeLessThan(kind === "sqlite" ? 50 : 1_000);
    // PostgreSQL locks rows and tables, not the database: it stays writable for everything else.
    expect(readsDuringLock.map((read) => read.body.writable)).toEqual(Array<boolean>(HEALTH_READS).fill(kind === "postgres"));
    expect((await health()).body).toEqual({ status: "ok", writable: true });
  }, 20_000);

  it("writes the check-ins and sign-ins that waited, once the lock is let go within 5 s", async () => {
    const branch = await createBranch(db());
    const before = await rowsOf();
    const lock = await holdLock(kind, server);
    const checkIns = Promise.all(Array.from({ length: 5 }, () => checkIn(branch.id)));
    const guest = postJson(server, "/api/v1/guest/login", {}, { client: newClientAddress() });
    await sleep(1_000);
    if (kind === "sqlite") expect((await health()).body).toEqual({ status: "ok", writable: false });
    await lock.release();

    expect((await checkIns).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await guest).statusCode).toBe(200);
    expect(await visitsAt(db(), branch.id)).toHaveLength(5);
    expect((await rowsOf()).users).toBe(before.users + 1);
    expect((await health()).body).toEqual({ status: "ok", writable: true });
  }, 10_000);

  it("gives each check-in its own 5 s: one sent 3 s into the wait is written when the lock is let go at 6 s, the first is refused", async () => {
    const branch = await createBranch(db());
    const lock = await holdLock(kind, server);
    let first: ReturnType<typeof checkIn> | undefined;
    let later: ReturnType<typeof checkIn> | undefined;
    try {
      first = checkIn(branch.id);
      await sleep(3_000);
      later = checkIn(branch.id);
      expect((await first).statusCode).toBe(503);
      await sleep(1_000);
    } finally {
      await lock.release();
    }
    expect((await later).statusCode).toBe(200);
    expect(await visitsAt(db(), branch.id)).toHaveLength(1);
  }, 15_000);
});
