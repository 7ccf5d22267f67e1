import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/connection.ts";
import { appendDecisionEntry } from "../../server/db/stores/customs/customs-queries.ts";
import type { HealthStore } from "../../server/db/stores/health/health-form-queries.ts";
import { runRetention, startRetentionJob } from "../../server/jobs/retention.ts";
import { UNTOUCHED_CLOSE_ACTION } from "../../server/tracing/untouched-cases.ts";
import { createAccount } from "../support/accounts.ts";
import { createStaff } from "../support/staff.ts";
import { retentionReach, TEST_PUBLIC_URL, type TestRetentionReach } from "../support/retention-reach.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { NOTHING_DECLARED } from "../support/visit-history.ts";
import { decisionEntry } from "./customs-support.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(DATABASE_KINDS)("contact tracing, symptoms and trips retention on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let health: HealthStore;
  let reach: TestRetentionReach;
  let uploadDir: string;
  const now = new Date();
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  let guests = 0;
  const newGuestKey = () => `mobile:167055520${String((guests += 1)).padStart(2, "0")}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    health = database.stores.health;
    uploadDir = mkdtempSync(path.join(tmpdir(), "tracing-retention-uploads-"));
    reach = retentionReach(health, uploadDir);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** A guest's case closed `daysAgo` days ago (or open), with a contact, a message to it, and the guest's status at the door. */
  async function tracedCase(closedDaysAgo: number | null, personKey = newGuestKey()) {
    const caseId = await insertCase(health, {
      person_key: personKey,
      opened_by: randomUUID(),
      opened_at: iso(90),
      list_state: "frozen",
      closed_at: closedDaysAgo === null ? null : iso(closedDaysAgo),
    });
    const contactId = await insertContact(health, {
      case_id: caseId,
      person_key: newGuestKey(),
      notified_at: iso(80),
      notified_by: "sms",
      follow_up_status: "released",
    });
    await health
      .insertInto("tracing_notifications")
      .values({
        id: randomUUID(),
        case_id: caseId,
        contact_id: contactId,
        channel: "sms",
        recipient: "+16705550123",
        language: "en",
        outcome: "sent",
        error: null,
        sent_by: randomUUID(),
        sent_at: iso(80),
      })
      .execute();
    await db
      .insertInto("guest_case_statuses")
      .values({ person_key: personKey, case_status: "0003", health_status: "MILD", updated_at: iso(90) })
      .onConflict((conflict) => conflict.column("person_key").doNothing())
      .execute();
    return { caseId, contactId, personKey };
  }
  const left = async (caseId: string) => ({
    cases: (await health.selectFrom("tracing_cases").select("id").where("id", "=", caseId).execute()).length,
    contacts: (await health.selectFrom("tracing_contacts").select("id").where("case_id", "=", caseId).execute()).length,
    notifications: (await health.selectFrom("tracing_notifications").select("id").where("case_id", "=", caseId).execute()).length,
  });
  const guestStatus = (personKey: string) => db.selectFrom("guest_case_statuses").select("case_status").where("person_key", "=", personKey).executeTakeFirst();

  it("deletes a case with its contacts, messages and the guest's status 60 days after it closed, and keeps younger and open ones", async () => {
    const old = await tracedCase(61);
    const recent = await tracedCase(59);
    const open = await tracedCase(null);

    const counts = await runRetention(db, now, reach);
    expect(counts.tracing).toMatchObject({ tracing_cases: 1, tracing_contacts: 1, tracing_notifications: 1, guest_case_statuses: 1 });
    expect(await left(old.caseId)).toEqual({ cases: 0, contacts: 0, notifications: 0 });
    expect(await guestStatus(old.personKey)).toBeUndefined();
    expect(await left(recent.caseId)).toEqual({ cases: 1, contacts: 1, notifications: 1 });
    expect(await guestStatus(recent.personKey)).toEqual({ case_status: "0003" });

    // Two days later the younger one is past its 60 days too; the open case stays whatever its age.
    expect((await runRetention(db, new Date(now.getTime() + 2 * DAY_MS), reach)).tracing).toMatchObject({ tracing_cases: 1, guest_case_statuses: 1 });
    expect(await left(recent.caseId)).toEqual({ cases: 0, contacts: 0, notifications: 0 });
    expect(await left(open.caseId)).toEqual({ cases: 1, contacts: 1, notifications: 1 });
    expect(await guestStatus(open.personKey)).toEqual({ case_status: "0003" });
  });

  it("keeps a guest's status while another case of theirs is still kept", async () => {
    const personKey = newGuestKey();
    const old = await tracedCase(70, personKey);
    await tracedCase(10, personKey);
    await runRetention(db, now, reach);
    expect(await left(old.caseId)).toMatchObject({ cases: 0 });
    expect(await guestStatus(personKey)).toEqual({ case_status: "0003" });
  });

  it("clears self-reported symptoms 30 days after they were reported, leaving the rest of the account", async () => {
    const older = await createAccount(db);
    const younger = await createAccount(db);
    const symptoms = JSON.stringify(["FEVER", "COUGH"]);
    await db
      .updateTable("users")
      .set({ symptoms, symptoms_reported_at: iso(31), first_name: "ROSA" })
      .where("id", "=", older.id)
      .execute();
    await db
      .updateTable("users")
      .set({ symptoms, symptoms_reported_at: iso(29) })
      .where("id", "=", younger.id)
      .execute();

    expect((await runRetention(db, now, reach)).tracing?.symptoms_cleared).toBeGreaterThanOrEqual(1);
    const row = (id: string) =>
      db.selectFrom("users").select(["symptoms", "symptoms_reported_at", "first_name"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await row(older.id)).toEqual({ symptoms: null, symptoms_reported_at: null, first_name: "ROSA" });
    expect(await row(younger.id)).toMatchObject({ symptoms, symptoms_reported_at: iso(29) });
    await runRetention(db, new Date(now.getTime() + 2 * DAY_MS), reach);
    expect(await row(younger.id)).toMatchObject({ symptoms: null, symptoms_reported_at: null });
  });

  it("deletes a trip 60 days after its arrival, not after its end, even without the stores, and keeps its customs decision in the customs store", async () => {
    const account = await createAccount(db);
    const arrival = (daysAgo: number) => new Date(Date.parse(`${iso(daysAgo).slice(0, 10)}T00:00:00.000Z`));
    const trip = (arrivedDaysAgo: number) => ({
      id: randomUUID(),
      user_id: account.id,
      travel_type: "FOREIGN_CITIZEN" as const,
      is_domestic: 0,
      date_of_arrival: arrival(arrivedDaysAgo).toISOString().slice(0, 10),
      expires_at: new Date(arrival(arrivedDaysAgo).getTime() + 30 * DAY_MS).toISOString(),
      origin: "Tokyo",
      origin_country: "JP",
      destination: "Saipan",
      ...NOTHING_DECLARED,
      status: "CLEARED" as const,
      qr_id: null,
      remarks: "Cleared at baggage claim.",
      created_at: iso(arrivedDaysAgo + 10),
      updated_at: iso(arrivedDaysAgo),
    });
    // Arrived 61 days ago, ended 31 days ago: the old rule (60 days after the end) kept it a month more.
    const arrivedLongAgo = trip(61);
    const arrivedRecently = trip(59);
    const arrivingSoon = trip(-10);
    const ids = [arrivedLongAgo.id, arrivedRecently.id, arrivingSoon.id];
    await db.insertInto("visit_histories").values([arrivedLongAgo, arrivedRecently, arrivingSoon]).execute();
    await appendDecisionEntry(
      database.stores.customs,
      decisionEntry({ visit_history_id: arrivedLongAgo.id, remarks: "Cleared at baggage claim.", staff_id: randomUUID(), decided_at: iso(60) }),
    );
    const tripsLeft = async () => (await db.selectFrom("visit_histories").select("id").where("id", "in", ids).execute()).map((row) => row.id).sort();

    expect((await runRetention(db, now)).visit_histories).toBeGreaterThanOrEqual(1);
    expect(await tripsLeft()).toEqual([arrivedRecently.id, arrivingSoon.id].sort());
    const decision = await database.stores.customs
      .selectFrom("customs_decision_entries")
      .select("visit_history_id")
      .where("visit_history_id", "=", arrivedLongAgo.id)
      .execute();
    expect(decision).toEqual([{ visit_history_id: arrivedLongAgo.id }]);

    // Two days on, the one that arrived 59 days ago is 61 days past its arrival too.
    await runRetention(db, new Date(now.getTime() + 2 * DAY_MS));
    expect(await tripsLeft()).toEqual([arrivingSoon.id]);
    // The coming trip's 60 days start at its arrival.
    await runRetention(db, new Date(arrival(-10).getTime() + 60 * DAY_MS - 60_000));
    expect(await tripsLeft()).toEqual([arrivingSoon.id]);
    await runRetention(db, new Date(arrival(-10).getTime() + 60 * DAY_MS));
    expect(await tripsLeft()).toEqual([]);
  });

  it("leaves tracing data alone when run without the health store, and the job runs it when given the store", async () => {
    const old = await tracedCase(65);
    expect((await runRetention(db, now)).tracing).toBeUndefined();
    expect(await left(old.caseId)).toMatchObject({ cases: 1 });

    const log = { info: vi.fn(), error: vi.fn() };
    const job = startRetentionJob(db, { log, clock: () => now, intervalMs: HOUR_MS, holder: `test-${randomUUID()}`, reach });
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled());
    await job.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ deleted: { tracing: { tracing_cases: 1 } } });
    expect(await left(old.caseId)).toEqual({ cases: 0, contacts: 0, notifications: 0 });
  });

  describe("an open case nobody works on", () => {
    const MINUTE_MS = 60_000;
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const caseLink = (caseId: string) => `${TEST_PUBLIC_URL}/console/tracing/cases/${caseId}`;
    /** The e-mails about this case, to whom. */
    const noticesOf = (caseId: string) => reach.sent.filter((message) => message.text.includes(caseLink(caseId))).map((message) => message.to);
    const caseRow = (caseId: string) =>
      health.selectFrom("tracing_cases").select(["closed_at", "untouched_notice_at"]).where("id", "=", caseId).executeTakeFirst();
    const auditOf = (caseId: string) =>
      db.selectFrom("audit_events").select(["action", "staff_id", "record_type", "purpose", "at"]).where("record_id", "=", caseId).execute();

    /** A guest's open case whose own row last changed `caseDaysAgo` days ago and its one contact `contactDaysAgo` days ago. */
    async function quietCase(openedBy: string, caseDaysAgo: number, contactDaysAgo: number) {
      const personKey = newGuestKey();
      const caseId = await insertCase(health, {
        person_key: personKey,
        full_name: "ROSA INDEX",
        opened_by: openedBy,
        opened_at: iso(80),
        opened_on: iso(80).slice(0, 10),
        updated_at: iso(caseDaysAgo),
        list_state: "frozen",
      });
      const contactId = await insertContact(health, { case_id: caseId, person_key: newGuestKey(), updated_at: iso(contactDaysAgo) });
      await db
        .insertInto("guest_case_statuses")
        .values({ person_key: personKey, case_status: "0003", health_status: "MILD", updated_at: iso(80) })
        .execute();
      return { caseId, contactId, personKey };
    }

    it("tells its official at 53 quiet days, once, then closes it at 60 with the reason audited; the person's status stays, and the data goes 60 days after the close", async () => {
      const official = await createStaff(db, ["health_official"]);
      const quiet = await quietCase(official.id, 52, 58);

      await runRetention(db, now, reach);
      expect(noticesOf(quiet.caseId)).toEqual([]);

      // 53 days and a minute: past the day the notice is due.
      const noticed = await runRetention(db, new Date(at(1).getTime() + MINUTE_MS), reach);
      expect(noticed.tracing?.cases_flagged).toBeGreaterThanOrEqual(1);
      expect(noticesOf(quiet.caseId)).toEqual([official.email]);
      const notice = reach.sent.find((message) => message.text.includes(caseLink(quiet.caseId)));
      const closeDay = new Date(now.getTime() - 52 * DAY_MS + 60 * DAY_MS + 10 * 3_600_000).toISOString().slice(0, 10);
      expect(notice?.subject).toBe(`CNMI Travel Console: a contact-tracing case closes on ${closeDay}`);
      expect(notice?.text).toContain("has not been updated for 53 days");
      // The e-mail names nobody: the link opens the case for a signed-in official.
      expect(notice?.text).not.toContain("ROSA");
      expect((await caseRow(quiet.caseId))?.closed_at).toBeNull();

      await runRetention(db, at(2), reach);
      expect(noticesOf(quiet.caseId)).toEqual([official.email]);
      await runRetention(db, new Date(at(8).getTime() - MINUTE_MS), reach);
      expect((await caseRow(quiet.caseId))?.closed_at).toBeNull();

      const closed = await runRetention(db, at(8), reach);
      expect(closed.tracing?.cases_closed_untouched).toBeGreaterThanOrEqual(1);
      expect(await caseRow(quiet.caseId)).toMatchObject({ closed_at: at(8).toISOString() });
      expect(await auditOf(quiet.caseId)).toEqual([
        { action: UNTOUCHED_CLOSE_ACTION, staff_id: null, record_type: "tracing_case", purpose: "contact tracing", at: at(8).toISOString() },
      ]);
      expect(await guestStatus(quiet.personKey)).toEqual({ case_status: "0003" });

      await runRetention(db, new Date(at(68).getTime() - MINUTE_MS), reach);
      expect(await left(quiet.caseId)).toMatchObject({ cases: 1, contacts: 1 });
      await runRetention(db, new Date(at(68).getTime() + MINUTE_MS), reach);
      expect(await left(quiet.caseId)).toMatchObject({ cases: 0, contacts: 0 });
      expect(await guestStatus(quiet.personKey)).toBeUndefined();
      expect(noticesOf(quiet.caseId)).toEqual([official.email]);
    });

    it("counts a contact's follow-up as work on the case: the quiet spell starts again, and is told again", async () => {
      const official = await createStaff(db, ["health_official"]);
      const quiet = await quietCase(official.id, 55, 55);
      await runRetention(db, now, reach);
      expect(noticesOf(quiet.caseId)).toEqual([official.email]);

      // A follow-up the next day stamps the contact, as the follow-up route does.
      await health
        .updateTable("tracing_contacts")
        .set({ follow_up_status: "reached", updated_at: at(1).toISOString() })
        .where("id", "=", quiet.contactId)
        .execute();
      await runRetention(db, at(6), reach);
      expect(await caseRow(quiet.caseId)).toMatchObject({ closed_at: null });
      expect(noticesOf(quiet.caseId)).toEqual([official.email]);

      await runRetention(db, new Date(at(54).getTime() + MINUTE_MS), reach);
      expect(noticesOf(quiet.caseId)).toEqual([official.email, official.email]);
      await runRetention(db, at(61), reach);
      expect(await caseRow(quiet.caseId)).toMatchObject({ closed_at: at(61).toISOString() });
    });

    it("tells every active health official when the one who opened it no longer does, never a customs officer; a failed e-mail is sent again on the next run", async () => {
      const opener = await createStaff(db, ["health_official"]);
      await db.updateTable("staff_members").set({ status: "disabled" }).where("id", "=", opener.id).execute();
      const first = await createStaff(db, ["health_official"]);
      const second = await createStaff(db, ["health_official", "customs_officer"]);
      const customs = await createStaff(db, ["customs_officer"]);
      const quiet = await quietCase(opener.id, 54, 57);

      reach.failNext(100);
      await runRetention(db, now, reach);
      expect(noticesOf(quiet.caseId)).toEqual([]);
      expect(reach.errors).toContain("an untouched case's notice could not be sent");
      expect((await caseRow(quiet.caseId))?.untouched_notice_at).toBeNull();

      reach.failNext(0);
      await runRetention(db, new Date(now.getTime() + HOUR_MS), reach);
      const told = noticesOf(quiet.caseId);
      expect(told).toEqual(expect.arrayContaining([first.email, second.email]));
      expect(told).not.toContain(opener.email);
      expect(told).not.toContain(customs.email);
      expect((await caseRow(quiet.caseId))?.untouched_notice_at).toBe(new Date(now.getTime() + HOUR_MS).toISOString());
    });
  });
});
