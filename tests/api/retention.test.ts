import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/connection.ts";
import { runRetention, startRetentionJob } from "../../server/jobs/retention.ts";
import { RETENTION_DAYS } from "#domain/constants.ts";
import { flagCheckIn } from "../../server/logbook/check-in-flags.ts";
import { createAccount } from "../support/accounts.ts";
import { insertVisit } from "../support/logbook-rows.ts";
import { DATABASE_KINDS, withTestDatabase } from "../support/test-database.ts";
import { createBranch } from "./logbook-support.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const GARAPAN = { latitude: 15.2069, longitude: 145.7197 };
const SUSUPE = { latitude: 15.1547, longitude: 145.7036 };

describe.each(DATABASE_KINDS)("retention job on %s", (kind) => {
  let db: Db;
  const now = new Date();
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  const iso = (milliseconds: number) => ago(milliseconds).toISOString();

  withTestDatabase(kind, (database) => (db = database.db));

  const remainingVisits = (ids: string[]) =>
    db
      .selectFrom("visits")
      .select("id")
      .where("id", "in", ids)
      .execute()
      .then((rows) => rows.map((row) => row.id).sort());
  const remaining = async (table: "otp_requests" | "sessions" | "login_handoffs" | "oauth_states" | "throttle_hits" | "outbox_messages", ids: string[]) =>
    (await db.selectFrom(table).select("id").where("id", "in", ids).execute()).map((row) => row.id).sort();

  /** Two check-ins of one person, the second flagged as too far too fast, started `daysAgo` days ago. */
  async function flaggedPair(daysAgo: number): Promise<string[]> {
    const person = `user:${randomUUID()}`;
    const first = await insertVisit(db, { branchId: (await createBranch(db, GARAPAN)).id, personKey: person, startedAt: ago(daysAgo * DAY_MS) });
    const susupe = await createBranch(db, SUSUPE);
    const startedAt = ago(daysAgo * DAY_MS - MINUTE_MS);
    const second = await insertVisit(db, { branchId: susupe.id, personKey: person, startedAt });
    await flagCheckIn(db, { id: second, person_key: person, started_at: startedAt.toISOString() }, susupe, 1, ago(daysAgo * DAY_MS));
    return [first, second];
  }

  it("keeps a check-in of 29 days and deletes one of 31 days with its flags, and the next days' runs follow", async () => {
    const recent = await flaggedPair(29);
    const old = await flaggedPair(31);
    const flags = () =>
      db
        .selectFrom("visit_flags")
        .select("visit_id")
        .where("visit_id", "in", [...recent, ...old])
        .execute();
    expect(await flags()).toHaveLength(2);

    const counts = await runRetention(db, now);
    expect(counts).toMatchObject({ visits: 2, visit_flags: 1 });
    expect(await remainingVisits([...recent, ...old])).toEqual([...recent].sort());
    expect(await flags()).toEqual([{ visit_id: recent[1] }]);

    expect(await runRetention(db, new Date(now.getTime() + DAY_MS))).toMatchObject({ visits: 0, visit_flags: 0 });
    expect(await remainingVisits(recent)).toEqual([...recent].sort());
    // 30 days and a minute after the later check-in started, both are past the window.
    expect(await runRetention(db, new Date(now.getTime() + DAY_MS + 2 * MINUTE_MS))).toMatchObject({ visits: 2, visit_flags: 1 });
    expect(await remainingVisits(recent)).toEqual([]);
  });

  it("deletes a contact-form message 180 days after it was sent, and keeps a younger one", async () => {
    const message = (daysAgo: number) => ({
      id: randomUUID(),
      reference: `CM-${randomUUID().slice(0, 9).toUpperCase()}`,
      name: "ANA CRUZ",
      email: "ana@example.com",
      message: "My code never arrives.",
      language: "en",
      status: "forwarded" as const,
      created_at: iso(daysAgo * DAY_MS),
      forwarded_at: iso(daysAgo * DAY_MS),
    });
    const young = message(RETENTION_DAYS.contactMessages - 1);
    const old = message(RETENTION_DAYS.contactMessages + 1);
    await db.insertInto("contact_messages").values([young, old]).execute();
    expect(await runRetention(db, now)).toMatchObject({ contact_messages: 1 });
    const left = await db.selectFrom("contact_messages").select("id").where("id", "in", [young.id, old.id]).execute();
    expect(left).toEqual([{ id: young.id }]);
  });

  it("clears sign-in rows a day after they ended, and keeps the ones still in use", async () => {
    const user = await createAccount(db);
    const otp = (expires: number, used: number | null) => ({
      id: randomUUID(),
      channel: "email" as const,
      destination: `${randomUUID()}@example.com`,
      mobile_number: null,
      language: "en",
      code_hash: "hash",
      created_at: iso(expires + 10 * MINUTE_MS),
      expires_at: iso(expires),
      used_at: used === null ? null : iso(used),
    });
    const otps = {
      expiredLongAgo: otp(2 * DAY_MS, null),
      usedLongAgo: otp(-5 * MINUTE_MS, 2 * DAY_MS),
      expiredToday: otp(HOUR_MS, null),
      pending: otp(-5 * MINUTE_MS, null),
    };
    await db.insertInto("otp_requests").values(Object.values(otps)).execute();

    const session = (expires: number, revoked: number | null) => ({
      id: randomUUID(),
      user_id: user.id,
      token_hash: randomUUID(),
      created_at: iso(40 * DAY_MS),
      expires_at: iso(expires),
      revoked_at: revoked === null ? null : iso(revoked),
    });
    const sessions = {
      expiredLongAgo: session(2 * DAY_MS, null),
      revokedLongAgo: session(-DAY_MS, 2 * DAY_MS),
      revokedToday: session(-DAY_MS, HOUR_MS),
      active: session(-DAY_MS, null),
    };
    await db.insertInto("sessions").values(Object.values(sessions)).execute();

    const handoff = (expires: number, used: number | null) => ({
      id: randomUUID(),
      code_hash: randomUUID(),
      user_id: user.id,
      created_at: iso(expires + 2 * MINUTE_MS),
      expires_at: iso(expires),
      used_at: used === null ? null : iso(used),
    });
    const handoffs = { expiredLongAgo: handoff(2 * DAY_MS, null), usedLongAgo: handoff(2 * DAY_MS, 2 * DAY_MS + MINUTE_MS), fresh: handoff(-MINUTE_MS, null) };
    await db.insertInto("login_handoffs").values(Object.values(handoffs)).execute();

    const state = (expires: number) => ({
      id: randomUUID(),
      provider: "test",
      state_hash: randomUUID(),
      code_verifier: "verifier",
      nonce: "nonce",
      created_at: iso(expires + 10 * MINUTE_MS),
      expires_at: iso(expires),
    });
    const states = { expiredLongAgo: state(2 * DAY_MS), fresh: state(-5 * MINUTE_MS) };
    await db.insertInto("oauth_states").values(Object.values(states)).execute();

    const hits = {
      old: { id: randomUUID(), bucket: "test:key", at: iso(DAY_MS + MINUTE_MS) },
      recent: { id: randomUUID(), bucket: "test:key", at: iso(HOUR_MS) },
    };
    await db.insertInto("throttle_hits").values(Object.values(hits)).execute();

    const message = (age: number) => ({
      id: randomUUID(),
      channel: "email" as const,
      recipient: "someone@example.com",
      subject: "Code",
      body: "123456",
      created_at: iso(age),
    });
    const messages = { old: message(2 * DAY_MS), recent: message(MINUTE_MS) };
    await db.insertInto("outbox_messages").values(Object.values(messages)).execute();

    const counts = await runRetention(db, now);
    expect(counts).toMatchObject({ otp_requests: 2, sessions: 2, login_handoffs: 2, oauth_states: 1, throttle_hits: 1, outbox_messages: 1 });
    const ids = (rows: Record<string, { id: string }>) => Object.values(rows).map((row) => row.id);
    expect(await remaining("otp_requests", ids(otps))).toEqual([otps.expiredToday.id, otps.pending.id].sort());
    expect(await remaining("sessions", ids(sessions))).toEqual([sessions.revokedToday.id, sessions.active.id].sort());
    expect(await remaining("login_handoffs", ids(handoffs))).toEqual([handoffs.fresh.id]);
    expect(await remaining("oauth_states", ids(states))).toEqual([states.fresh.id]);
    expect(await remaining("throttle_hits", ids(hits))).toEqual([hits.recent.id]);
    expect(await remaining("outbox_messages", ids(messages))).toEqual([messages.recent.id]);
    // The account's own sign-in still works.
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toHaveLength(3);
  });

  it("runs at start and on every tick of its timer, logs counts only, and stops for good", async () => {
    let clockNow = now;
    const logged: Array<{ level: string; fields: object; message: string }> = [];
    const log = {
      info: (fields: object, message: string) => logged.push({ level: "info", fields, message }),
      error: (fields: object, message: string) => logged.push({ level: "error", fields, message }),
    };
    const branchId = (await createBranch(db)).id;
    const atStart = await insertVisit(db, { branchId, personKey: `user:${randomUUID()}`, startedAt: ago(31 * DAY_MS) });
    const later = await insertVisit(db, { branchId, personKey: `user:${randomUUID()}`, startedAt: ago(29 * DAY_MS) });
    const job = startRetentionJob(db, { log, clock: () => clockNow, intervalMs: 20 });
    await vi.waitFor(async () => expect(await remainingVisits([atStart, later])).toEqual([later]));
    clockNow = new Date(now.getTime() + 2 * DAY_MS);
    await vi.waitFor(async () => expect(await remainingVisits([later])).toEqual([]));
    await job.stop();

    expect(logged.length).toBeGreaterThanOrEqual(2);
    for (const entry of logged) {
      expect(entry).toEqual({ level: "info", fields: { deleted: expect.any(Object) }, message: "retention job finished" });
      for (const value of Object.values((entry.fields as { deleted: object }).deleted)) expect(typeof value).toBe("number");
    }
    const afterStop = await insertVisit(db, { branchId, personKey: `user:${randomUUID()}`, startedAt: ago(40 * DAY_MS) });
    const runs = logged.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged).toHaveLength(runs);
    expect(await remainingVisits([afterStop])).toEqual([afterStop]);
  });
  it("runs once across the processes of a deployment: the holder of the job's lease runs it, the others not until the lease ends", async () => {
    const logs = new Map<string, string[]>();
    const start = (holder: string, at: Date) => {
      const lines: string[] = logs.get(holder) ?? [];
      logs.set(holder, lines);
      const log = { info: (_fields: object, message: string) => lines.push(message), error: (_fields: object, message: string) => lines.push(message) };
      return startRetentionJob(db, { log, clock: () => at, intervalMs: HOUR_MS, holder });
    };
    // Later than the other tests' leases, so this one starts free.
    const at = new Date(now.getTime() + 10 * DAY_MS);
    const first = [start("process-a", at), start("process-b", at), start("process-c", at)];
    await Promise.all(first.map((job) => job.stop()));
    const ran = [...logs].filter(([, lines]) => lines.length > 0);
    expect(ran).toEqual([[expect.any(String), ["retention job finished"]]]);
    const lease = () => db.selectFrom("job_leases").selectAll().where("name", "=", "retention").executeTakeFirstOrThrow();
    expect(await lease()).toMatchObject({ holder: ran[0]?.[0], expires_at: new Date(at.getTime() + HOUR_MS).toISOString() });

    const beforeTheEnd = start("process-d", new Date(at.getTime() + HOUR_MS - MINUTE_MS));
    await beforeTheEnd.stop();
    expect(logs.get("process-d")).toEqual([]);
    const atTheEnd = start("process-d", new Date(at.getTime() + HOUR_MS));
    await atTheEnd.stop();
    expect(logs.get("process-d")).toEqual(["retention job finished"]);
    expect(await lease()).toMatchObject({ holder: "process-d" });
  });
});
