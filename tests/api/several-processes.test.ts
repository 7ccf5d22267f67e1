import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type Db, openDatabase } from "../../server/db/connection.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { codeIn, newClientAddress } from "../support/sign-in.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";

/**
 * Decision 023: two server processes, as two machines behind a load balancer
 * would run them, on one PostgreSQL database.
 */
/** Each server process compiles and loads the whole server: seconds on a busy machine. */
const STARTING_MS = 30_000;

describe("two server processes on one PostgreSQL database", () => {
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "several-processes-"));
  let databaseUrl: string;
  let db: Db;
  let first: Server;
  let second: Server;

  interface Server extends RunningServer {
    url: string;
  }

  async function asAdmin(statement: string): Promise<void> {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  }

  // Set for every process, as every process of a deployment must: a code sent by one is checked by another.
  const otpSecret = randomBytes(32).toString("hex");

  async function start(env: NodeJS.ProcessEnv = {}): Promise<Server> {
    const port = await freePort();
    const server = await startServer(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        OTP_SECRET: otpSecret,
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        TRUSTED_PROXIES: "127.0.0.1",
        SQLITE_FILE: path.join(dataDir, "unused.sqlite"),
        UPLOAD_DIR: path.join(dataDir, "uploads"),
        STATIC_DIR: path.join(dataDir, "no-web-app-built"),
        ...env,
      },
      /Guest check-in: \S+\/g\/logbook\/(\S+)/,
    );
    return { ...server, url: `http://127.0.0.1:${port}` };
  }

  function post(server: Server, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(server.url + url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  }

  async function requestCode(server: Server, email: string, client: string): Promise<Response> {
    return post(server, "/api/v2/login/request-otp-via-email", { email }, { "x-forwarded-for": client });
  }

  async function newestCode(email: string): Promise<string> {
    const message = await db
      .selectFrom("outbox_messages")
      .select("body")
      .where("recipient", "=", email)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return codeIn(message.body);
  }

  beforeAll(async () => {
    await asAdmin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // Started at once on an empty database: they take turns to migrate and seed it.
    [first, second] = await Promise.all([start(), start()]);
    db = openDatabase({ databaseUrl, sqliteFile: "" });
  }, STARTING_MS);

  afterAll(async () => {
    for (const server of [first, second]) server?.signal("SIGKILL");
    await Promise.all([first?.exited, second?.exited]);
    await db?.destroy();
    await asAdmin(`drop database if exists ${name}`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeds the demo branch once although both started on an empty database at once", async () => {
    expect(first.ready).toBe(second.ready);
    expect(await db.selectFrom("establishments").select("id").execute()).toHaveLength(1);
  });

  it("signs a traveller in on one process and serves, and signs out, that session on the other", async () => {
    const email = `traveller-${randomUUID()}@example.com`;
    const client = newClientAddress();
    const requested = await requestCode(first, email, client);
    expect(requested.status).toBe(200);
    const { data } = (await requested.json()) as { data: { auth: string } };
    const confirmed = await post(second, "/api/v1/login/confirm-otp", { auth: data.auth, otp: await newestCode(email) }, { "x-forwarded-for": client });
    expect(confirmed.status).toBe(200);
    const { token } = ((await confirmed.json()) as { data: { token: string } }).data;
    const profile = (server: Server) => fetch(`${server.url}/api/v1/me/profile`, { headers: { authorization: `Bearer ${token}` } });

    const onFirst = await profile(first);
    expect(onFirst.status).toBe(200);
    expect(await onFirst.json()).toMatchObject({ data: { type: "profile", attributes: { is_guest: false } } });
    expect((await post(first, "/api/v1/logout", {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    const afterSignOut = await profile(second);
    expect(afterSignOut.status).toBe(403);
    expect(await afterSignOut.json()).toMatchObject({ error: "token_invalid" });
  });

  it("counts code requests to both processes against one limit", async () => {
    const email = `flooded-${randomUUID()}@example.com`;
    const client = newClientAddress();
    // Five codes an hour to one recipient from one address: three on one process, two on the other.
    const statuses: number[] = [];
    for (const server of [first, second, first, second, first, second, first]) statuses.push((await requestCode(server, email, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("counts wrong codes tried on both processes against the one code", async () => {
    const email = `guessed-${randomUUID()}@example.com`;
    const requested = await requestCode(first, email, newClientAddress());
    const { auth } = ((await requested.json()) as { data: { auth: string } }).data;
    const code = await newestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const messages: string[] = [];
    for (const server of [first, second, first, second, first, second]) {
      const answer = await post(server, "/api/v1/login/confirm-otp", { auth, otp: server === second && messages.length === 5 ? code : wrong });
      expect(answer.status).toBe(422);
      messages.push(((await answer.json()) as { errors: { otp: string[] } }).errors.otp.join(" "));
    }
    // Five wrong tries, spread over both, lock the code: the right one on the sixth try is refused too.
    expect(messages.slice(0, 4)).toEqual(Array(4).fill("The code is not valid."));
    expect(messages.slice(4)).toEqual(Array(2).fill("Too many wrong tries. Please ask for a new code."));
  });

  it("runs the retention job once for both processes, in the process that holds its lease", async () => {
    const ran = (server: Server) => server.lines().filter((line) => line.includes('"msg":"retention job finished"'));
    const lease = await vi.waitFor(() => db.selectFrom("job_leases").selectAll().where("name", "=", "retention").executeTakeFirstOrThrow());
    const holder = [first, second].find((server) => lease.holder.endsWith(`:${server.pid}`));
    expect(holder).toBeDefined();
    await vi.waitFor(() => expect(ran(holder as Server)).toHaveLength(1));
    expect([...ran(first), ...ran(second)]).toHaveLength(1);
  });

  it("answers every check-in under way when one process is told to stop under load, and stores every one it acknowledged", async () => {
    const branches = await Promise.all(Array.from({ length: 10 }, () => createBranch(db)));
    let answered = 0;
    let signalled = false;
    const checkIns = Array.from({ length: 200 }, async (_, index) => {
      const branch = branches[index % branches.length]?.id ?? "";
      const body = guestCheckIn(branch, { mobile_number: `+1670${3_000_000 + index}` });
      const answer = await post(second, "/api/v1/scan_qr/confirm", body, { "x-forwarded-for": newClientAddress() });
      answered += 1;
      if (answered === 20 && !signalled) {
        signalled = true;
        second.signal("SIGTERM");
      }
      return { status: answer.status, body: (await answer.json()) as { message: string } };
    });
    // A reset would reject its fetch and fail this line.
    const answers = await Promise.all(checkIns);

    expect(await second.exited).toBe(0);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 503))
      expect(refused.body).toEqual({ message: ERROR_MESSAGES.SERVER_RESTARTING, code: "SERVER_RESTARTING" });
    const stored = await db
      .selectFrom("visits")
      .select("id")
      .where(
        "establishment_id",
        "in",
        branches.map((branch) => branch.id),
      )
      .execute();
    expect(stored).toHaveLength(answers.filter((answer) => answer.status === 200).length);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it(
    "with SERVER_PROCESSES=2 serves from two worker processes of one primary, which drains them all on SIGTERM",
    async () => {
      const primary = await start({ SERVER_PROCESSES: "2" });
      const pidsOf = (message: string) =>
        new Set(
          primary
            .lines()
            .filter((line) => line.includes(`"msg":"${message}`))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      await vi.waitFor(() => expect(pidsOf("Server listening")).toHaveLength(2));
      const workers = pidsOf("Server listening");
      expect(workers.has(primary.pid)).toBe(false);
      for (let index = 0; index < 10; index += 1) expect((await fetch(`${primary.url}/api/health`)).status).toBe(200);
      expect(pidsOf("request completed")).toEqual(workers);

      primary.signal("SIGTERM");
      expect(await primary.exited).toBe(0);
    },
    STARTING_MS,
  );
});
