import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/connection.ts";
import { saveCustomsDecision } from "../../server/db/stores/customs/customs-queries.ts";
import type { HealthStore } from "../../server/db/stores/health/health-form-queries.ts";
import { runRetention, startRetentionJob } from "../../server/jobs/retention.ts";
import { createAccount } from "../support/accounts.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(DATABASE_KINDS)("contact tracing, symptoms and trips retention on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let health: HealthStore;
  const now = new Date();
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  let guests = 0;
  const newGuestKey = () => `mobile:167055520${String((guests += 1)).padStart(2, "0")}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    health = database.stores.health;
  });
  afterAll(() => database.drop());

  /** A guest's case closed `daysAgo` days ago (or open), with a contact, a message to it, and the guest's status at the door. */
  async function tracedCase(closedDaysAgo: number | null, personKey = newGuestKey()) {
    const caseId = await insertCase(health, { person_key: personKey, opened_by: randomUUID(), opened_at: iso(90), list_state: "frozen", closed_at: closedDaysAgo === null ? null : iso(closedDaysAgo) });
    const contactId = await insertContact(health, { case_id: caseId, person_key: newGuestKey(), notified_at: iso(80), notified_by: "sms", follow_up_status: "released" });
    await health
      .insertInto("tracing_notifications")
      .values({ id: randomUUID(), case_id: caseId, contact_id: contactId, channel: "sms", recipient: "+16705550123", language: "en", outcome: "sent", error: null, sent_by: randomUUID(), sent_at: iso(80) })
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

    const counts = await runRetention(db, now, health);
    expect(counts.tracing).toMatchObject({ tracing_cases: 1, tracing_contacts: 1, tracing_notifications: 1, guest_case_statuses: 1 });
    expect(await left(old.caseId)).toEqual({ cases: 0, contacts: 0, notifications: 0 });
    expect(await guestStatus(old.personKey)).toBeUndefined();
    expect(await left(recent.caseId)).toEqual({ cases: 1, contacts: 1, notifications: 1 });
    expect(await guestStatus(recent.personKey)).toEqual({ case_status: "0003" });

    // Two days later the younger one is past its 60 days too; the open case stays whatever its age.
    expect((await runRetention(db, new Date(now.getTime() + 2 * DAY_MS), health)).tracing).toMatchObject({ tracing_cases: 1, guest_case_statuses: 1 });
    expect(await left(recent.caseId)).toEqual({ cases: 0, contacts: 0, notifications: 0 });
    expect(await left(open.caseId)).toEqual({ cases: 1, contacts: 1, notifications: 1 });
    expect(await guestStatus(open.personKey)).toEqual({ case_status: "0003" });
  });

  it("keeps a guest's status while another case of theirs is still kept", async () => {
    const personKey = newGuestKey();
    const old = await tracedCase(70, personKey);
    await tracedCase(10, personKey);
    await runRetention(db, now, health);
    expect(await left(old.caseId)).toMatchObject({ cases: 0 });
    expect(await guestStatus(personKey)).toEqual({ case_status: "0003" });
  });

  it("clears self-reported symptoms 30 days after they were reported, leaving the rest of the account", async () => {
    const older = await createAccount(db);
    const younger = await createAccount(db);
    const symptoms = JSON.stringify(["FEVER", "COUGH"]);
    await db.updateTable("users").set({ symptoms, symptoms_reported_at: iso(31), first_name: "ROSA" }).where("id", "=", older.id).execute();
    await db.updateTable("users").set({ symptoms, symptoms_reported_at: iso(29) }).where("id", "=", younger.id).execute();

    expect((await runRetention(db, now, health)).tracing?.symptoms_cleared).toBeGreaterThanOrEqual(1);
    const row = (id: string) => db.selectFrom("users").select(["symptoms", "symptoms_reported_at", "first_name"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await row(older.id)).toEqual({ symptoms: null, symptoms_reported_at: null, first_name: "ROSA" });
    expect(await row(younger.id)).toMatchObject({ symptoms, symptoms_reported_at: iso(29) });
    await runRetention(db, new Date(now.getTime() + 2 * DAY_MS), health);
    expect(await row(younger.id)).toMatchObject({ symptoms: null, symptoms_reported_at: null });
  });

  it("deletes a trip 60 days after it ended and keeps its customs decision in the customs store", async () => {
    const account = await createAccount(db);
    const trip = (expiresDaysAgo: number) => ({
      id: randomUUID(),
      user_id: account.id,
      travel_type: "FOREIGN_CITIZEN" as const,
      is_domestic: 0,
      date_of_arrival: iso(expiresDaysAgo + 30).slice(0, 10),
      expires_at: iso(expiresDaysAgo),
      origin: "Tokyo",
      origin_country: "JP",
      destination: "Saipan",
      survey_form_uuid: null,
      survey_status: null,
      special_survey_created_at: null,
      customs_form_uuid: null,
      customs_status: null,
      health_declaration_form_uuid: null,
      health_declaration_status: null,
      attestation_form_uuid: null,
      attestation_status: null,
      status: "CLEARED" as const,
      qr_id: null,
      remarks: "Cleared at baggage claim.",
      created_at: iso(expiresDaysAgo + 40),
      updated_at: iso(expiresDaysAgo + 30),
    });
    const ended = trip(61);
    const recent = trip(59);
    await db.insertInto("visit_histories").values([ended, recent]).execute();
    await saveCustomsDecision(database.stores.customs, { visit_history_id: ended.id, decision: "CLEARED", remarks: "Cleared at baggage claim.", staff_id: randomUUID(), role: "customs_officer", decided_at: iso(90) });

    expect((await runRetention(db, now, health)).tracing?.visit_histories).toBeGreaterThanOrEqual(1);
    const trips = await db.selectFrom("visit_histories").select("id").where("id", "in", [ended.id, recent.id]).execute();
    expect(trips).toEqual([{ id: recent.id }]);
    const decision = await database.stores.customs.selectFrom("customs_decisions").select("visit_history_id").where("visit_history_id", "=", ended.id).execute();
    expect(decision).toEqual([{ visit_history_id: ended.id }]);
  });

  it("leaves tracing data alone when run without the health store, and the job runs it when given the store", async () => {
    const old = await tracedCase(65);
    expect((await runRetention(db, now)).tracing).toBeUndefined();
    expect(await left(old.caseId)).toMatchObject({ cases: 1 });

    const log = { info: vi.fn(), error: vi.fn() };
    const job = startRetentionJob(db, { log, clock: () => now, intervalMs: HOUR_MS, holder: `test-${randomUUID()}`, health });
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled());
    await job.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ deleted: { tracing: { tracing_cases: 1 } } });
    expect(await left(old.caseId)).toEqual({ cases: 0, contacts: 0, notifications: 0 });
  });
});
