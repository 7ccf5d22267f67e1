import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestResult } from "../../server/db/stores/health/medical-record-queries.ts";
import { startStaffSession } from "../../server/staff/staff-sessions.ts";
import { AMEND_WINDOW_MINUTES, CUSTOMS_ERRORS, CUSTOMS_MESSAGES, type CustomsTripCard } from "#domain/customs-check.ts";
import { MERCHANDISE_MESSAGE } from "#domain/declarations/customs.ts";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { callApi } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { customsForm, healthDeclarationForm, submitPart } from "../support/trip-fixtures.ts";
import { cardsOf, declaredTrip, decide, lookUp } from "./customs-support.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";

const MINUTE_MS = 60_000;
type Card = CustomsTripCard["attributes"];

describe.each(DATABASE_KINDS)("customs cards by risk, and decisions corrected with a trail, on %s", (kind) => {
  const clock = createTestClock();
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  /** Staff sessions end after 30 idle minutes: each step after the clock moves signs its staff in again. */
  const signedIn = async (staff: TestStaff): Promise<TestStaff> => ({
    ...staff,
    cookie: `${STAFF_COOKIE}=${await startStaffSession(server.database.db, staff.id, "complete", clock.now())}`,
  });
  const staff = (roles: Parameters<typeof createStaff>[1]) => createStaff(server.database.db, roles, { now: clock.now() });
  const amend = (who: TestStaff, tripId: string, body: unknown) =>
    callStaffApi(server, "POST", `/api/staff/customs/trips/${tripId}/amendment`, { staff: who, body });
  const cardOf = async (who: TestStaff, tripId: string): Promise<Card> =>
    (await callStaffApi(server, "GET", `/api/staff/customs/trips/${tripId}`, { staff: who })).json<{ data: CustomsTripCard }>().data.attributes;
  const tripAsTraveller = async (token: string, id: string) =>
    (await callApi(server, "GET", `/api/v1/visit-histories/${id}`, { token })).json<{ data: VisitHistory }>().data.attributes;
  const auditAbout = (tripId: string) =>
    server.database.db
      .selectFrom("audit_events")
      .select(["staff_id", "role", "action", "outcome"])
      .where("record_id", "=", tripId)
      .where("action", "like", "customs.decision%")
      .orderBy("seq")
      .execute();
  const notificationsAbout = (tripId: string) =>
    server.database.db.selectFrom("notifications").select(["kind", "params", "dedupe_key"]).where("subject_id", "=", tripId).orderBy("created_at").execute();

  it("answers the referral reasons first: firearms Yes, spirits 101 fl oz over the 77 limit by 24", async () => {
    const form = customsForm();
    const { trip } = await declaredTrip(server, {
      customs: {
        items: { ...form.items, has_harmful_objects: true },
        quantities: { alcohol_distilled_floz: 101, alcohol_beer_floz: 0, alcohol_wine_floz: 20 },
      },
    });
    const officer = await staff(["customs_officer"]);
    const card = cardsOf(await lookUp(server, officer, { qr: trip.attributes.qr_id }))[0]?.attributes;
    expect(card?.reasons).toEqual([
      { kind: "restricted", item: "has_harmful_objects" },
      { kind: "over_limit", quantity: "alcohol_distilled_floz", amount: 101, limit: 77, excess: 24 },
    ]);
    expect(card?.nothing_to_declare).toBe(false);
  });

  it("asks what commercial merchandise is, and answers it as a referral reason with the purpose and occupation", async () => {
    const form = customsForm();
    const { trip } = await declaredTrip(server, {
      customs: {
        items: { ...form.items, has_alcohol: false, has_merchandise: true },
        quantities: {},
        merchandise_description: "40 phone cases, about USD 600",
      },
    });
    const card = cardsOf(await lookUp(server, await staff(["customs_officer"]), { qr: trip.attributes.qr_id }))[0]?.attributes;
    expect(card?.reasons).toEqual([{ kind: "merchandise", description: "40 phone cases, about USD 600", purpose: "PLEASURE", occupation: "Teacher" }]);
    const other = await declaredTrip(server, { health: false });
    const refused = await callApi(server, "PUT", `/api/v1/visit-histories/${other.trip.id}/customs`, {
      token: other.account.token,
      body: { ...form, items: { ...form.items, has_merchandise: true } },
    });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(MERCHANDISE_MESSAGE);
  });

  it("answers a clean declaration as nothing to declare", async () => {
    const form = customsForm();
    const { trip } = await declaredTrip(server, { customs: { items: { ...form.items, has_alcohol: false }, quantities: {} } });
    const card = cardsOf(await lookUp(server, await staff(["customs_officer"]), { qr: trip.attributes.qr_id }))[0]?.attributes;
    expect({ reasons: card?.reasons, within: card?.within_limits, clean: card?.nothing_to_declare }).toEqual({ reasons: [], within: [], clean: true });
  });

  it("never calls declared symptoms met, and says how old a test result was at arrival", async () => {
    const officer = await staff(["customs_officer"]);
    const sick = await declaredTrip(server, { health: false });
    await submitPart(server, sick.account, sick.trip.id, "health-declaration", healthDeclarationForm(["FEVER", "DRY_COUGH"]));
    const arrivalEnd = Date.parse(`${sick.trip.attributes.date_of_arrival}T23:59:59.999Z`);
    const result = (userId: string, hours: number) =>
      insertTestResult(server.database.stores.health, {
        id: randomUUID(),
        user_id: userId,
        test_type: "RT_PCR",
        result: "NEGATIVE",
        taken_at: new Date(arrivalEnd - hours * 3_600_000 + 1).toISOString(),
        document: "r.png::/x",
        created_at: clock.now().toISOString(),
      });
    await result(sick.account.id, 10);
    const sickCard = (await cardOf(officer, sick.trip.id)).health_clearance;
    expect(sickCard).toEqual({
      met: false,
      findings: [{ kind: "symptoms", codes: ["FEVER", "DRY_COUGH"] }],
      symptoms: [
        { code: "FEVER", titles: { en: "Fever", ja: expect.any(String), ko: expect.any(String), zh: expect.any(String) } },
        { code: "DRY_COUGH", titles: { en: "Dry cough", ja: "乾いた咳", ko: "마른기침", zh: "干咳" } },
      ],
    });
    const late = await declaredTrip(server);
    await result(late.account.id, 49);
    expect((await cardOf(officer, late.trip.id)).health_clearance).toEqual({
      met: false,
      findings: [{ kind: "test_too_old", test_type: "RT_PCR", hours: 49, valid_hours: 48 }],
      symptoms: [],
    });
    const well = await declaredTrip(server);
    await result(well.account.id, 47);
    expect((await cardOf(officer, well.trip.id)).health_clearance).toEqual({ met: true, findings: [], symptoms: [] });
  });

  it("keeps the internal note from the traveller, who gets the standard message as a code to read in their language", async () => {
    const officer = await staff(["customs_officer"]);
    const { account, trip } = await declaredTrip(server);
    const body = {
      decision: "FOR_INSPECTION",
      note: "Spirits over the limit; count the bottles.",
      message: { code: "declare_currency_at_desk", params: { desk: " 3 " } },
      remarks: "",
    };
    const card = (await decide(server, officer, trip.id, body)).json<{ data: CustomsTripCard }>().data.attributes;
    expect(card).toMatchObject({ status: "FOR_INSPECTION", message: { code: "declare_currency_at_desk", params: { desk: "3" } }, remarks: null });
    expect(card.decisions).toEqual([
      {
        kind: "decision",
        decision: "FOR_INSPECTION",
        reason: null,
        note: "Spirits over the limit; count the bottles.",
        message: { code: "declare_currency_at_desk", params: { desk: "3" } },
        remarks: null,
        decided_by: { name: expect.stringMatching(/^Staff \d+$/), role: "customs_officer" },
        decided_at: expect.any(String),
      },
    ]);
    const seen = await tripAsTraveller(account.token, trip.id);
    expect(seen).toMatchObject({ status: "FOR_INSPECTION", remarks: null, message: { code: "declare_currency_at_desk", params: { desk: "3" } } });
    expect(JSON.stringify(seen)).not.toContain("count the bottles");
    const qr = (await callApi(server, "GET", "/api/v1/current-trip/qr", { token: account.token })).json<{ data: object }>().data;
    expect(qr).toMatchObject({ message: { code: "declare_currency_at_desk", params: { desk: "3" } } });
    // A desk message without its desk, and a message that is not one of the standard ones, are refused.
    const other = await declaredTrip(server);
    for (const message of [{ code: "declare_currency_at_desk" }, { code: "free text please" }]) {
      expect((await decide(server, officer, other.trip.id, { decision: "CLEARED", message })).statusCode, JSON.stringify(message)).toBe(422);
    }
  });

  it("lets the deciding officer amend within the window and a supervisor override after it; refuses the officer's late amendment; each audited and told to the traveller", async () => {
    const officer = await staff(["customs_officer"]);
    const colleague = await staff(["customs_officer"]);
    const supervisor = await staff(["customs_supervisor"]);
    const { account, trip } = await declaredTrip(server);
    expect((await decide(server, officer, trip.id, { decision: "CLEARED" })).statusCode).toBe(200);

    // The card tells each reader what they may do: the officer amend, a colleague nothing, a supervisor override.
    expect((await cardOf(officer, trip.id)).correction).toBe("amendment");
    expect((await cardOf(colleague, trip.id)).correction).toBeNull();
    expect((await cardOf(supervisor, trip.id)).correction).toBe("override");

    clock.advance(10 * MINUTE_MS);
    const amended = await amend(await signedIn(officer), trip.id, {
      decision: "FOR_INSPECTION",
      reason: "Mis-tapped: meant inspection.",
      message: { code: "go_to_inspection_desk" },
    });
    expect(amended.statusCode).toBe(200);
    expect(amended.json<{ data: CustomsTripCard }>().data.attributes).toMatchObject({
      status: "FOR_INSPECTION",
      message: { code: "go_to_inspection_desk", params: {} },
    });
    const byColleague = await amend(await signedIn(colleague), trip.id, { decision: "CLEARED", reason: "Looks fine to me." });
    expect({ status: byColleague.statusCode, body: byColleague.json() }).toEqual({
      status: 403,
      body: { message: CUSTOMS_MESSAGES.notAmendable, code: "NOT_AMENDABLE", error: CUSTOMS_ERRORS.notAmendable },
    });

    clock.advance(AMEND_WINDOW_MINUTES * MINUTE_MS);
    const lateOfficer = await signedIn(officer);
    expect((await cardOf(lateOfficer, trip.id)).correction).toBeNull();
    const late = await amend(lateOfficer, trip.id, { decision: "SECONDARY", reason: "Second thoughts." });
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 403,
      body: { message: CUSTOMS_MESSAGES.notAmendable, code: "NOT_AMENDABLE", error: CUSTOMS_ERRORS.notAmendable },
    });
    expect((await amend(await signedIn(supervisor), trip.id, { decision: "SECONDARY" })).statusCode).toBe(422);
    const overridden = await amend(await signedIn(supervisor), trip.id, { decision: "SECONDARY", reason: "Dog alerted at the belt.", note: "K9 unit 4." });
    expect(overridden.statusCode).toBe(200);

    const card = await cardOf(await signedIn(supervisor), trip.id);
    expect(card.status).toBe("SECONDARY");
    expect(card.decisions.map(({ kind, decision, reason, decided_by }) => ({ kind, decision, reason, role: decided_by.role }))).toEqual([
      { kind: "decision", decision: "CLEARED", reason: null, role: "customs_officer" },
      { kind: "amendment", decision: "FOR_INSPECTION", reason: "Mis-tapped: meant inspection.", role: "customs_officer" },
      { kind: "override", decision: "SECONDARY", reason: "Dog alerted at the belt.", role: "customs_supervisor" },
    ]);
    expect(await tripAsTraveller(account.token, trip.id)).toMatchObject({ status: "SECONDARY", message: null });
    expect(await auditAbout(trip.id)).toEqual([
      { staff_id: officer.id, role: "customs_officer", action: "customs.decision", outcome: "ok" },
      { staff_id: officer.id, role: "customs_officer", action: "customs.decision.amended", outcome: "ok" },
      { staff_id: colleague.id, role: "customs_officer", action: "customs.decision.amended", outcome: "failed" },
      { staff_id: officer.id, role: "customs_officer", action: "customs.decision.amended", outcome: "failed" },
      { staff_id: supervisor.id, role: "customs_supervisor", action: "customs.decision.overridden", outcome: "ok" },
    ]);
    const told = await notificationsAbout(trip.id);
    expect(told.map((row) => [row.kind, JSON.parse(row.params).decision])).toEqual([
      ["customs_decision", "CLEARED"],
      ["customs_decision", "FOR_INSPECTION"],
      ["customs_decision", "SECONDARY"],
    ]);
  });

  it("after a supervisor's override the officer may not amend, even within the window; a pending trip has nothing to amend", async () => {
    const officer = await staff(["customs_officer"]);
    const supervisor = await staff(["customs_supervisor"]);
    const { trip } = await declaredTrip(server);
    const pending = await amend(officer, trip.id, { decision: "CLEARED", reason: "x" });
    expect({ status: pending.statusCode, body: pending.json() }).toEqual({
      status: 409,
      body: { message: CUSTOMS_MESSAGES.notDecided, code: "NOT_DECIDED", error: CUSTOMS_ERRORS.notDecided },
    });
    await decide(server, officer, trip.id, { decision: "CLEARED" });
    expect((await amend(supervisor, trip.id, { decision: "FOR_INSPECTION", reason: "Random check." })).statusCode).toBe(200);
    expect((await amend(officer, trip.id, { decision: "CLEARED", reason: "Undo." })).statusCode).toBe(403);
    const kept = await server.database.stores.customs
      .selectFrom("customs_decision_entries")
      .select(["seq", "kind"])
      .where("visit_history_id", "=", trip.id)
      .orderBy("seq")
      .execute();
    expect(kept).toEqual([
      { seq: 1, kind: "decision" },
      { seq: 2, kind: "override" },
    ]);
  });

  it("refuses the traveller's edit and deletion of a reviewed trip, and still deletes their health information", async () => {
    const officer = await staff(["customs_officer"]);
    const { account, trip } = await declaredTrip(server);
    await decide(server, officer, trip.id, { decision: "CLEARED" });
    for (const [method, url, body] of [
      ["PUT", `/api/v1/visit-histories/${trip.id}`, { date_of_arrival: trip.attributes.date_of_arrival }],
      ["PUT", `/api/v1/visit-histories/${trip.id}/customs`, customsForm()],
      ["DELETE", `/api/v1/visit-histories/${trip.id}`, undefined],
    ] as const) {
      const answer = await callApi(server, method, url, { token: account.token, body });
      expect({ url, method, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        method,
        status: 409,
        body: { message: ERROR_MESSAGES.TRIP_REVIEWED, code: "TRIP_REVIEWED" },
      });
    }
    expect((await callApi(server, "DELETE", "/api/v1/me/health-data", { token: account.token })).statusCode).toBe(200);
    // Decision 059: the reviewed trip keeps its status, its completeness and its QR; the day of the deletion is on record.
    const after = await tripAsTraveller(account.token, trip.id);
    expect(after).toMatchObject({ status: "CLEARED", health_declaration_status: "SUBMITTED", health_declaration_form_uuid: null, is_completed: true });
    expect(after.qr_id).toBe(trip.attributes.qr_id);
    expect(after.health_deleted_at).toEqual(expect.any(String));
    const qr = await callApi(server, "GET", "/api/v1/current-trip/qr", { token: account.token });
    expect(qr.statusCode).toBe(200);
    expect(qr.json()).toMatchObject({ data: { trip_id: trip.id } });
    expect((await callApi(server, "GET", `/api/v1/visit-histories/${trip.id}/health-declaration`, { token: account.token })).statusCode).toBe(404);
  });

  it("tells customs on the card of a reviewed trip the day its traveller deleted the health information; a pending trip needs its health part again", async () => {
    const officer = await staff(["customs_officer"]);
    const reviewed = await declaredTrip(server);
    await decide(server, officer, reviewed.trip.id, { decision: "CLEARED" });
    expect((await cardOf(officer, reviewed.trip.id)).health_clearance).not.toHaveProperty("deleted_on");
    expect((await callApi(server, "DELETE", "/api/v1/me/health-data", { token: reviewed.account.token })).statusCode).toBe(200);
    const card = await cardOf(await signedIn(officer), reviewed.trip.id);
    const day = new Date(clock.now().getTime() + 10 * 3_600_000).toISOString().slice(0, 10);
    expect(card.status).toBe("CLEARED");
    expect(card.health_clearance).toMatchObject({ met: false, deleted_on: day });

    const pending = await declaredTrip(server);
    expect((await callApi(server, "DELETE", "/api/v1/me/health-data", { token: pending.account.token })).statusCode).toBe(200);
    expect(await tripAsTraveller(pending.account.token, pending.trip.id)).toMatchObject({
      status: "PENDING",
      health_declaration_status: null,
      is_completed: false,
      health_deleted_at: null,
    });
    const again = await callApi(server, "PUT", `/api/v1/visit-histories/${pending.trip.id}/health-declaration`, {
      token: pending.account.token,
      body: healthDeclarationForm(),
    });
    expect(again.statusCode).toBe(200);
    expect(await tripAsTraveller(pending.account.token, pending.trip.id)).toMatchObject({ is_completed: true, qr_id: pending.trip.attributes.qr_id });
  });
});
