import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChain } from "../../server/audit/audit-trail.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { type HeldMail, type HeldSms, type HoldingReceiver, startHoldingSmsProvider, startHoldingSmtpServer } from "../support/holding-receivers.ts";
import { type SpawnedServer, spawnServer } from "../support/spawned-server.ts";
import { createStaff, type TestStaff } from "../support/staff.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { visitRow } from "../support/tracing-visits.ts";
import { declaredTrip } from "./customs-support.ts";
import { createBranch } from "./logbook-support.ts";

/**
 * Decision 041: the server is killed with SIGKILL in the middle of a notification run, a contact
 * computation and a customs decision — at the exact statement or message where two stores or a store
 * and the outside world part (tests/support/fault-hold.ts holds the process there; the receivers hold
 * their answers) — and started again. Nothing acknowledged is lost, nothing is sent twice, the audit
 * chain verifies and every SQLite file is intact (decision 041).
 *
 * SQLite only, as crash-durability.test.ts: the kill is of a spawned `server/main.ts`, and the fault
 * hold stops it at SQLite statements; on PostgreSQL the same code runs the same order of writes.
 */

const DAY_MS = 86_400_000;

interface Counts {
  sms: number;
  email: number;
  failed: number;
  uncertain: number;
}

let setup: ApiServer;
let official: TestStaff;
let officer: TestStaff;
let sms: HoldingReceiver<HeldSms>;
let smtp: HoldingReceiver<HeldMail>;

beforeAll(async () => {
  // The in-process server writes what the spawned ones find: declared trips, staff, logbook.
  setup = await startApiServer("sqlite");
  official = await createStaff(setup.database.db, ["health_official"]);
  officer = await createStaff(setup.database.db, ["customs_officer"]);
  sms = await startHoldingSmsProvider();
  smtp = await startHoldingSmtpServer();
});
afterAll(async () => {
  await sms.close();
  await smtp.close();
  await setup.close();
});

const sqliteFile = () => setup.database.config.sqliteFile;
const start = (hold?: { file: string; sql: string }) =>
  spawnServer(sqliteFile(), { SMS_API_URL: sms.url, SMTP_URL: smtp.url, MAIL_FROM: "Health <tracing@health.example>" }, hold);

async function call(server: SpawnedServer, staff: TestStaff, method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(server.url + url, {
    method,
    headers: { cookie: staff.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A request the kill cuts off: never answered, so never acknowledged. */
function unanswered(server: SpawnedServer, staff: TestStaff, method: string, url: string, body?: unknown): void {
  void call(server, staff, method, url, body).then(
    (answer) => expect.unreachable(`the request was answered before the kill: ${JSON.stringify(answer)}`),
    () => undefined,
  );
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await sleep(20);
}

/** Each SQLite file of the deployment passes `PRAGMA integrity_check`, and the audit chain verifies. */
async function expectIntact(): Promise<void> {
  for (const name of [path.basename(sqliteFile()), "customs.sqlite", "health.sqlite"]) {
    const file = new DatabaseSync(path.join(path.dirname(sqliteFile()), name), { readOnly: true });
    try {
      expect({ name, check: file.prepare("PRAGMA integrity_check").all() }).toEqual({ name, check: [{ integrity_check: "ok" }] });
    } finally {
      file.close();
    }
  }
  expect(await verifyAuditChain(setup.database.db)).toMatchObject({ ok: true });
}

describe("faults at the moment of truth (SQLite, SIGKILL)", () => {
  it("a notification run killed while the SMS provider and the SMTP server hold their answers sends nothing twice when notified again", async () => {
    const health = setup.database.stores.health;
    const caseId = await insertCase(health, { opened_by: official.id, list_state: "frozen" });
    const mobiles = ["+16705559101", "+16705559102", "+16705559103"];
    const email = `contact-${randomUUID()}@example.com`;
    for (const mobile of mobiles) await insertContact(health, { case_id: caseId, person_key: `mobile:${mobile}`, mobile_number: mobile });
    const byEmail = await insertContact(health, { case_id: caseId, person_key: `user:${randomUUID()}`, email });
    const notifiedCount = async () =>
      (await health.selectFrom("tracing_contacts").select("id").where("case_id", "=", caseId).where("notified_at", "is not", null).execute()).length;

    // Two text messages are answered and recorded; the third and the e-mail are taken in full and held.
    sms.holdAfter(sms.received.length + 2);
    smtp.holdAfter(smtp.received.length);
    const smsBefore = sms.received.length;
    const mailBefore = smtp.received.length;
    const first = await start();
    unanswered(first, official, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: false });
    await sms.receivedCount(smsBefore + 3);
    await smtp.receivedCount(mailBefore + 1);
    await until(async () => (await notifiedCount()) === 2);
    await first.kill();
    // The run cut short is in the audit trail with what it set out to send.
    const runs = await setup.database.db
      .selectFrom("audit_events")
      .select("shown")
      .where("action", "=", "tracing.notify")
      .where("record_id", "=", caseId)
      .execute();
    expect(runs).toEqual([{ shown: expect.stringMatching(/^sms 3, email 1, /) }]);

    sms.answerAll();
    smtp.answerAll();
    const second = await start();
    const again = await call(second, official, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: false });
    expect(again.status).toBe(200);
    // The held text message is sent again under its key and delivered once; the e-mail, which may have gone, is not sent again.
    expect((again.body as { data: Counts }).data).toMatchObject({ sms: 1, email: 0, failed: 0, uncertain: 1 });
    const later = await call(second, official, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: false });
    expect((later.body as { data: Counts }).data).toMatchObject({ sms: 0, email: 0, failed: 0, uncertain: 1 });
    // The official sees whom to check with.
    const contacts = await call(second, official, "GET", `/api/staff/tracing/cases/${caseId}/contacts`);
    const mayHaveGone = (contacts.body as { data: TracingContact[] }).data.filter((contact) => contact.attributes.may_have_been_sent_at !== null);
    expect(mayHaveGone.map((contact) => contact.id)).toEqual([byEmail]);

    // A provider that keeps to the contract delivers one message per key (and every message without one).
    const texts = sms.received.slice(smsBefore);
    const delivered = new Map<string, Set<string>>();
    for (const [index, message] of texts.entries()) {
      delivered.set(message.to, (delivered.get(message.to) ?? new Set()).add(message.key ?? `no key ${index}`));
    }
    expect(mobiles.map((mobile) => [mobile, delivered.get(mobile)?.size])).toEqual(mobiles.map((mobile) => [mobile, 1]));
    expect(smtp.received.slice(mailBefore).filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect(await notifiedCount()).toBe(3);
    const [attempt] = await health.selectFrom("tracing_notifications").select(["id", "outcome"]).where("contact_id", "=", byEmail).execute();
    expect(attempt?.outcome).toBe("uncertain");
    expect(smtp.received.at(-1)?.messageId).toBe(`<${attempt?.id}@health.example>`);

    // Once the official has checked with the contact and asks, it goes again, with the same Message-ID.
    const resent = await call(second, official, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: false, resend_uncertain: true });
    await second.kill();
    expect((resent.body as { data: Counts }).data).toMatchObject({ sms: 0, email: 1, failed: 0, uncertain: 0 });
    const mails = smtp.received.slice(mailBefore).filter((mail) => mail.to.includes(email));
    expect(mails.map((mail) => mail.messageId)).toEqual([`<${attempt?.id}@health.example>`, `<${attempt?.id}@health.example>`]);
    expect(await notifiedCount()).toBe(4);
    await expectIntact();
  }, 60_000);

  it("a contact computation killed inside its transaction keeps the earlier list, and one killed after it is stored is audited", async () => {
    const { db, stores } = setup.database;
    const branch = await createBranch(db, { branch: "Fault Noodle House" });
    const index = `mobile:1670${randomUUID().replace(/\D/g, "").slice(0, 7).padEnd(7, "1")}`;
    // Three days ago: the server deletes check-ins past the logbook's retention when it starts.
    const at = (minutes: number) => new Date(Date.now() - 3 * DAY_MS + minutes * 60_000).toISOString();
    const visit = (personKey: string, from: number, to: number) =>
      db
        .insertInto("visits")
        .values(visitRow({ id: randomUUID(), branchId: branch.id, personKey, startedAt: at(from), endsAt: at(to) }))
        .execute();
    await visit(index, 0, 120);
    for (const minutes of [10, 20, 30]) await visit(`mobile:16705558${minutes}0`, minutes, 110);
    const window = { window_from: commonwealthDay(new Date(Date.now() - 4 * DAY_MS)), window_to: commonwealthDay(new Date(Date.now() - 2 * DAY_MS)) };
    const caseId = await insertCase(stores.health, { opened_by: official.id, person_key: index, ...window });
    const compute = `/api/staff/tracing/cases/${caseId}/contacts/compute`;
    const list = async () => {
      const row = await stores.health.selectFrom("tracing_cases").select(["list_state", "list_computed_at"]).where("id", "=", caseId).executeTakeFirstOrThrow();
      const contacts = await stores.health.selectFrom("tracing_contacts").select("id").where("case_id", "=", caseId).execute();
      return { ...row, contacts: contacts.length };
    };
    const computeRecords = () =>
      db
        .selectFrom("audit_events")
        .select(["at", "outcome"])
        .where("action", "=", "tracing.contacts.compute")
        .where("record_id", "=", caseId)
        .orderBy("seq")
        .execute();

    // Killed with the new contacts written but not committed: the case has no list, as before.
    const inside = await start({ file: "health.sqlite", sql: '^insert into "tracing_contacts"' });
    await inside.arm();
    unanswered(inside, official, "POST", compute, {});
    await inside.held();
    await inside.kill();
    expect(await list()).toEqual({ list_state: "none", list_computed_at: null, contacts: 0 });

    // Killed right after the health store committed the list, before the answer: the list stands, and so does its record.
    const after = await start({ file: "health.sqlite", sql: "^commit$" });
    await after.arm();
    unanswered(after, official, "POST", compute, {});
    await after.held();
    await after.kill();
    const stored = await list();
    expect(stored).toMatchObject({ list_state: "draft", contacts: 3 });
    expect(await computeRecords()).toContainEqual({ at: stored.list_computed_at, outcome: "ok" });

    const again = await start();
    const answer = await call(again, official, "POST", compute, {});
    await again.kill();
    expect(answer.status).toBe(200);
    const acknowledged = await list();
    expect(acknowledged).toMatchObject({ list_state: "draft", contacts: 3 });
    expect(await computeRecords()).toContainEqual({ at: acknowledged.list_computed_at, outcome: "ok" });
    await expectIntact();
  }, 60_000);

  it("a customs decision or correction killed between the customs store and the core database is undone at start-up, and one acknowledged stays", async () => {
    const { db, stores } = setup.database;
    const kept = (await declaredTrip(setup)).trip;
    const cut = (await declaredTrip(setup)).trip;
    const decision = (tripId: string) => `/api/staff/customs/trips/${tripId}/decision`;
    const stateOf = async (tripId: string) => {
      const trip = await db.selectFrom("visit_histories").select("status").where("id", "=", tripId).executeTakeFirstOrThrow();
      const entries = await stores.customs.selectFrom("customs_decision_entries").select("decision").where("visit_history_id", "=", tripId).execute();
      const records = await db
        .selectFrom("audit_events")
        .select("seq")
        .where("action", "=", "customs.decision")
        .where("outcome", "=", "ok")
        .where("record_id", "=", tripId)
        .execute();
      return { status: trip.status, entries: entries.map((entry) => entry.decision), records: records.length };
    };

    const server = await start({ file: "customs.sqlite", sql: '^insert into "customs_decision' });
    const first = await call(server, officer, "POST", decision(kept.id), { decision: "CLEARED" });
    expect(first.status).toBe(200);
    await server.arm();
    unanswered(server, officer, "POST", decision(cut.id), { decision: "SECONDARY", remarks: "Bags to the belt." });
    await server.held();
    await server.kill();

    // The same for a correction of the acknowledged decision (an amendment, decision 036).
    const amending = await start({ file: "customs.sqlite", sql: '^insert into "customs_decision' });
    await amending.arm();
    unanswered(amending, officer, "POST", `/api/staff/customs/trips/${kept.id}/amendment`, { decision: "SECONDARY", reason: "Wrong bag." });
    await amending.held();
    await amending.kill();

    const restarted = await start();
    expect(await stateOf(kept.id)).toEqual({ status: "CLEARED", entries: ["CLEARED"], records: 1 });
    // Never answered, never in the core database: not in the customs store either.
    expect(await stateOf(cut.id)).toEqual({ status: "PENDING", entries: [], records: 0 });
    const undone = await db
      .selectFrom("audit_events")
      .select(["staff_id", "record_id"])
      .where("action", "=", "customs.decision.undone")
      .orderBy("seq")
      .execute();
    expect(undone).toEqual([
      { staff_id: null, record_id: cut.id },
      { staff_id: null, record_id: kept.id },
    ]);
    const again = await call(restarted, officer, "POST", decision(cut.id), { decision: "FOR_INSPECTION" });
    await restarted.kill();
    expect(again.status).toBe(200);
    expect(await stateOf(cut.id)).toEqual({ status: "FOR_INSPECTION", entries: ["FOR_INSPECTION"], records: 1 });
    await expectIntact();
  }, 60_000);
});
