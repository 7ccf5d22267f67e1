import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CUSTOMS_ERRORS, CUSTOMS_MESSAGES } from "#domain/customs-check.ts";
import type { ProfileAnswer } from "#domain/accounts.ts";
import { STAFF_ERRORS } from "#domain/staff/staff-accounts.ts";
import { TRIP_QR_SCANNED_HERE_MESSAGE, tripQrValue, type VisitHistory } from "#domain/trips.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, serveApiToStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { auditRowsOf, cardsOf, declaredTrip, decide, expireTrip, lookUp } from "./customs-support.ts";

describe.each(DATABASE_KINDS)("customs decisions on %s", (kind) => {
  let server: ApiServer;
  let officer: TestStaff;

  serveApiToStaff(kind, ["customs_officer"], (started) => ({ server, staff: officer } = started));

  const tripAsTraveller = async (token: string, id: string) =>
    (await callApi(server, "GET", `/api/v1/visit-histories/${id}`, { token })).json<{ data: VisitHistory }>().data.attributes;
  const profileOf = async (token: string) => (await callApi(server, "GET", "/api/v1/me/profile", { token })).json<ProfileAnswer>().data.attributes;

  it("records a decision with remarks that the traveller's trip, QR page and profile then show", async () => {
    const { account, trip } = await declaredTrip(server);
    expect(await profileOf(account.token)).toMatchObject({ verification_status: "PENDING", verification_remarks: null });
    const response = await decide(server, officer, trip.id, { decision: "FOR_INSPECTION", remarks: "  Open the blue suitcase. " });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { attributes: object } }>().data.attributes).toMatchObject({
      status: "FOR_INSPECTION",
      remarks: "Open the blue suitcase.",
      decided_at: expect.any(String),
    });
    expect(await tripAsTraveller(account.token, trip.id)).toMatchObject({ status: "FOR_INSPECTION", remarks: "Open the blue suitcase." });
    expect((await callApi(server, "GET", "/api/v1/current-trip/qr", { token: account.token })).json()).toMatchObject({
      data: { status: "FOR_INSPECTION", remarks: "Open the blue suitcase." },
    });
    expect(await profileOf(account.token)).toMatchObject({ verification_status: "FOR_INSPECTION", verification_remarks: "Open the blue suitcase." });
    const kept = await server.database.stores.customs.selectFrom("customs_decision_entries").selectAll().where("visit_history_id", "=", trip.id).execute();
    expect(kept).toEqual([
      {
        id: expect.any(String),
        visit_history_id: trip.id,
        seq: 1,
        kind: "decision",
        decision: "FOR_INSPECTION",
        reason: null,
        note: "",
        message_code: null,
        message_params: null,
        remarks: "Open the blue suitcase.",
        staff_id: officer.id,
        role: "customs_officer",
        decided_at: expect.any(String),
      },
    ]);
  });

  it("keeps no remarks when none are given, so the traveller sees 'No remarks available'", async () => {
    const { account, trip } = await declaredTrip(server);
    expect((await decide(server, officer, trip.id, { decision: "CLEARED" })).statusCode).toBe(200);
    expect(await tripAsTraveller(account.token, trip.id)).toMatchObject({ status: "CLEARED", remarks: null });
  });

  it("refuses a second decision with 409 and keeps the first, even when two officers decide at once", async () => {
    const { account, trip } = await declaredTrip(server);
    const other = await createStaff(server.database.db, ["customs_officer"]);
    const answers = await Promise.all([
      decide(server, officer, trip.id, { decision: "SECONDARY", remarks: "first" }),
      decide(server, other, trip.id, { decision: "CLEARED", remarks: "second" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<{ data: { attributes: { status: string; remarks: string } } }>().data.attributes;
    const later = await decide(server, officer, trip.id, { decision: "CLEARED", remarks: "third" });
    expect(later.statusCode).toBe(409);
    // Who decided and when, in the words of the refusal and beside them for the console's own words.
    const decided = await server.database.stores.customs
      .selectFrom("customs_decision_entries")
      .select("decided_at")
      .where("visit_history_id", "=", trip.id)
      .execute();
    expect(later.json<{ message: string; error: string }>()).toEqual({
      message: expect.stringMatching(/^A decision has already been recorded for this trip, by Staff \d+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/),
      code: "ALREADY_DECIDED",
      error: CUSTOMS_ERRORS.alreadyDecided,
      details: { decided_by: expect.stringMatching(/^Staff \d+$/), decided_at: decided[0]?.decided_at },
    });
    expect(await tripAsTraveller(account.token, trip.id)).toMatchObject({ status: winner?.status, remarks: winner?.remarks });
    const kept = await server.database.stores.customs
      .selectFrom("customs_decision_entries")
      .select(["decision", "remarks"])
      .where("visit_history_id", "=", trip.id)
      .execute();
    expect(kept).toEqual([{ decision: winner?.status, remarks: winner?.remarks }]);
  });

  it("refuses to decide an unknown, expired or incomplete trip, and a decision that is not one of the three", async () => {
    const unknown = await decide(server, officer, randomUUID(), { decision: "CLEARED" });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: CUSTOMS_MESSAGES.tripNotFound, code: "TRIP_NOT_FOUND" },
    });
    const expired = await declaredTrip(server);
    await expireTrip(server, expired.trip.id);
    const incomplete = await declaredTrip(server, { health: false });
    for (const [trip, refusal, code] of [
      [expired.trip, "expired", "TRIP_QR_EXPIRED"],
      [incomplete.trip, "incomplete", "TRIP_INCOMPLETE"],
    ] as const) {
      const answer = await decide(server, officer, trip.id, { decision: "CLEARED" });
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 409,
        body: { message: CUSTOMS_MESSAGES[refusal], code, error: CUSTOMS_ERRORS[refusal] },
      });
      expect((await server.database.db.selectFrom("visit_histories").select("status").where("id", "=", trip.id).executeTakeFirstOrThrow()).status).toBe(
        "PENDING",
      );
    }
    const { trip } = await declaredTrip(server);
    for (const body of [{ decision: "APPROVED" }, {}, { decision: "CLEARED", remarks: "x".repeat(501) }]) {
      expect((await decide(server, officer, trip.id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it("audits the decision and each refusal to decide", async () => {
    const staff = await createStaff(server.database.db, ["customs_officer"]);
    const { account, trip } = await declaredTrip(server);
    await decide(server, staff, trip.id, { decision: "CLEARED", remarks: "ok" });
    await decide(server, staff, trip.id, { decision: "SECONDARY" });
    const about = { role: "customs_officer", action: "customs.decision", subject_user_id: account.id, record_type: "trip", record_id: trip.id };
    expect(await auditRowsOf(server, staff.id)).toEqual([
      { ...about, outcome: "ok", shown: "names, passport, trip, passengers, declaration, health clearance" },
      { ...about, outcome: "failed", shown: null },
    ]);
  });

  it("lets customs officers only: other roles 403, no staff session 401 (a traveller's token included)", async () => {
    const { account, trip } = await declaredTrip(server);
    const routes = [
      ["POST", "/api/staff/customs/lookup", { qr: trip.attributes.qr_id }],
      ["GET", `/api/staff/customs/trips/${trip.id}`, undefined],
      ["GET", `/api/staff/customs/trips/${trip.id}/photo`, undefined],
      ["POST", `/api/staff/customs/trips/${trip.id}/decision`, { decision: "CLEARED" }],
    ] as const;
    for (const role of ["admin", "tourism_analyst", "health_official", "front_liner"] as const) {
      const staff = await createStaff(server.database.db, [role]);
      for (const [method, url, body] of routes) {
        const answer = await callStaffApi(server, method, url, { staff, body });
        expect({ role, url, status: answer.statusCode, error: answer.json<{ error?: string }>().error }).toEqual({
          role,
          url,
          status: 403,
          error: STAFF_ERRORS.forbidden,
        });
      }
    }
    for (const headers of [{}, { authorization: `Bearer ${account.token}` }] as Record<string, string>[]) {
      for (const [method, url, body] of routes) {
        expect((await callStaffApi(server, method, url, { body, headers })).statusCode, url).toBe(401);
      }
    }
    expect(await tripAsTraveller(account.token, trip.id)).toMatchObject({ status: "PENDING" });
  });

  it("a front-liner who scans a trip QR is told what it is, without a look-up", async () => {
    const { trip } = await declaredTrip(server);
    const account = await createAccount(server.database.db);
    await createStaff(server.database.db, ["front_liner"], { email: account.email ?? undefined });
    const scanned = tripQrValue(server.database.config.publicUrl, trip.attributes.qr_id ?? "");
    const answer = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/front-liner", { token: account.token, body: { uuid: scanned } });
    expect(answer.json()).toEqual({ data: { result_type: "NOT_FOUND", message: TRIP_QR_SCANNED_HERE_MESSAGE } });
    expect(cardsOf(await lookUp(server, officer, { qr: scanned }))[0]?.id).toBe(trip.id);
  });

  // Changes a setting every trip reads, so it runs last.
  it("summarises health clearance only in pandemic mode", async () => {
    const met = await declaredTrip(server);
    await server.database.db.updateTable("settings").set({ value: "false" }).where("code", "=", "pandemic_mode").execute();
    const withoutHealth = await declaredTrip(server, { health: false });
    for (const { trip } of [met, withoutHealth]) {
      expect(cardsOf(await lookUp(server, officer, { qr: trip.attributes.qr_id }))[0]?.attributes.health_clearance).toBeNull();
    }
    await server.database.db.updateTable("settings").set({ value: "true" }).where("code", "=", "pandemic_mode").execute();
    // A health declaration without symptoms, but no test result: not met, and the card says why.
    expect(cardsOf(await lookUp(server, officer, { qr: met.trip.attributes.qr_id }))[0]?.attributes.health_clearance).toEqual({
      met: false,
      findings: [{ kind: "no_test_result" }],
      symptoms: [],
    });
    // Complete when its QR was given, outside pandemic mode; now the health part is missing.
    expect((await lookUp(server, officer, { qr: withoutHealth.trip.attributes.qr_id })).json()).toEqual({
      message: CUSTOMS_MESSAGES.incomplete,
      code: "TRIP_INCOMPLETE",
      error: CUSTOMS_ERRORS.incomplete,
    });
  });
});
