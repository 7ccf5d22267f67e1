import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETED_TRIP_MESSAGE, TRIP_VALID_DAYS, type VisitHistory } from "#domain/trips.ts";
import { ARRIVAL_TOO_EARLY, ARRIVAL_TOO_LATE, TRAVEL_TYPE_MISMATCH } from "../../server/trips/trip-rules.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { dateInDays, domesticTrip, newTrip, startTrip } from "../support/trip-fixtures.ts";
import { visitHistory } from "../support/visit-history.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)("trips API on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const call = (account: TestAccount, method: string, url: string, body?: unknown) => callApi(server, method, url, { token: account.token, body });
  const tripIds = async (account: TestAccount, query: string) =>
    (await call(account, "GET", `/api/v1/visit-histories${query}`)).json<{ data: VisitHistory[] }>().data.map((trip) => trip.id);
  const tripRow = (id: string) => server.database.db.selectFrom("visit_histories").selectAll().where("id", "=", id).executeTakeFirst();

  it("starts a trip: PENDING, not complete, no QR, expiring 30 days after arrival", async () => {
    const account = await createAccount(server.database.db);
    const arrival = dateInDays(3);
    const response = await call(account, "POST", "/api/v1/visit-histories", newTrip({ date_of_arrival: arrival }));
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ message: string; uuid: string; data: VisitHistory }>();
    expect(answer.uuid).toBe(answer.data.id);
    // Pending, not complete, nothing declared, no QR, no remarks or message: the fixture's defaults.
    expect(answer.data).toEqual(
      visitHistory(answer.uuid, {
        travel_type: "INTERNATIONAL",
        date_of_arrival: arrival,
        origin: "Narita",
        origin_country: "Japan",
        destination: "Saipan",
        expires_at: new Date(Date.parse(`${arrival}T00:00:00Z`) + TRIP_VALID_DAYS * DAY_MS).toISOString(),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      }),
    );
    const read = await call(account, "GET", `/api/v1/visit-histories/${answer.uuid}`);
    expect(read.json()).toEqual({ data: answer.data });
  });

  it("lets a guest keep trips too", async () => {
    const guest = await createAccount(server.database.db, { guest: true });
    const trip = await startTrip(server, guest, domesticTrip());
    expect(trip.attributes.is_domestic).toBe(true);
    expect(await tripIds(guest, "")).toEqual([trip.id]);
  });

  it("lists the caller's trips newest first and `limit` of them; other accounts' trips are not there", async () => {
    const account = await createAccount(server.database.db);
    const first = await startTrip(server, account);
    const second = await startTrip(server, account);
    const third = await startTrip(server, account);
    await startTrip(server, await createAccount(server.database.db));
    expect(await tripIds(account, "")).toEqual([third.id, second.id, first.id]);
    expect(await tripIds(account, "?limit=2")).toEqual([third.id, second.id]);
    expect((await call(account, "GET", "/api/v1/visit-histories?limit=0")).statusCode).toBe(422);
    expect((await call(account, "GET", "/api/v1/visit-histories?ongoing=yes")).statusCode).toBe(422);
  });

  it("refuses a trip whose travel type and is_domestic disagree, or whose arrival is implausible, and saves nothing", async () => {
    const account = await createAccount(server.database.db);
    const refused = async (body: unknown) => {
      const response = await call(account, "POST", "/api/v1/visit-histories", body);
      expect(response.statusCode).toBe(422);
      return response.json<{ message: string; errors: Record<string, string[]> }>();
    };
    expect(await refused(newTrip({ travel_type: "DOMESTIC", is_domestic: 0 }))).toEqual({
      message: TRAVEL_TYPE_MISMATCH,
      code: "VALIDATION_FAILED",
      errors: { is_domestic: [TRAVEL_TYPE_MISMATCH] },
    });
    expect((await refused(newTrip({ travel_type: "US_CITIZEN", is_domestic: 1 }))).errors).toEqual({ is_domestic: [TRAVEL_TYPE_MISMATCH] });
    expect((await refused(newTrip({ date_of_arrival: dateInDays(-TRIP_VALID_DAYS - 1) }))).errors).toEqual({ date_of_arrival: [ARRIVAL_TOO_LATE] });
    expect((await refused(newTrip({ date_of_arrival: dateInDays(400) }))).errors).toEqual({ date_of_arrival: [ARRIVAL_TOO_EARLY] });
    expect((await refused({ ...newTrip(), is_domestic: true })).errors).toEqual({ is_domestic: ["is_domestic must be 1 or 0."] });
    expect((await refused({ is_domestic: 0 })).errors).toEqual({
      travel_type: ["The travel_type field is required."],
      date_of_arrival: ["The date_of_arrival field is required."],
    });
    expect((await refused(newTrip({ date_of_arrival: `${new Date().getUTCFullYear() + 1}-02-30` }))).errors).toEqual({
      date_of_arrival: ["Use the date format YYYY-MM-DD."],
    });
    expect((await refused(newTrip({ destination: "サイパン" }))).errors).toEqual({ destination: ["This form must be completed in English."] });
    expect(await tripIds(account, "")).toEqual([]);
  });

  it("refuses a body over the size limit with 413 and saves nothing", async () => {
    const account = await createAccount(server.database.db);
    const response = await call(account, "POST", "/api/v1/visit-histories", { ...newTrip(), origin: "A".repeat(10 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large.", code: "BODY_TOO_LARGE" });
    expect(await tripIds(account, "")).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    const response = await callApi(server, "GET", "/api/v1/visit-histories");
    expect(response.statusCode).toBe(401);
  });

  it("treats another account's trip exactly like an unknown one: 404, untouched", async () => {
    const owner = await createAccount(server.database.db);
    const stranger = await createAccount(server.database.db);
    const trip = await startTrip(server, owner);
    for (const id of [trip.id, randomUUID()]) {
      for (const [method, body] of [["GET"], ["PUT", { destination: "Tinian" }], ["DELETE"]] as const) {
        const response = await call(stranger, method, `/api/v1/visit-histories/${id}`, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "Trip not found.", code: "TRIP_NOT_FOUND" });
      }
    }
    expect((await call(stranger, "GET", "/api/v1/visit-histories/not-a-uuid")).statusCode).toBe(422);
    expect(await tripRow(trip.id)).toMatchObject({ destination: "Saipan", user_id: owner.id });
  });

  it("changes a pending trip's fields; travel type and is_domestic must still agree", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const arrival = dateInDays(5);
    const changed = await call(account, "PUT", `/api/v1/visit-histories/${trip.id}`, { destination: "Tinian", date_of_arrival: arrival, origin: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: VisitHistory }>().data.attributes).toMatchObject({
      destination: "Tinian",
      origin: "",
      date_of_arrival: arrival,
      expires_at: new Date(Date.parse(`${arrival}T00:00:00Z`) + TRIP_VALID_DAYS * DAY_MS).toISOString(),
    });
    const mismatch = await call(account, "PUT", `/api/v1/visit-histories/${trip.id}`, { travel_type: "DOMESTIC" });
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.json<{ data: VisitHistory }>().data.attributes).toMatchObject({ travel_type: "DOMESTIC", is_domestic: true });
    const refused = await call(account, "PUT", `/api/v1/visit-histories/${trip.id}`, { is_domestic: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: TRAVEL_TYPE_MISMATCH, code: "VALIDATION_FAILED", errors: { is_domestic: [TRAVEL_TYPE_MISMATCH] } });
    expect(await tripRow(trip.id)).toMatchObject({ travel_type: "DOMESTIC", is_domestic: 1 });
  });

  it("keeps a trip an officer has reviewed: no change, no deletion (409)", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    await server.database.db.updateTable("visit_histories").set({ status: "CLEARED", remarks: "Welcome" }).where("id", "=", trip.id).execute();
    for (const [method, body] of [["PUT", { destination: "Rota" }], ["DELETE"]] as const) {
      const response = await call(account, method, `/api/v1/visit-histories/${trip.id}`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.TRIP_REVIEWED, code: "TRIP_REVIEWED" });
    }
    expect((await call(account, "GET", `/api/v1/visit-histories/${trip.id}`)).json<{ data: VisitHistory }>().data.attributes).toMatchObject({
      status: "CLEARED",
      remarks: "Welcome",
      destination: "Saipan",
    });
  });

  it("deletes a pending trip", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const response = await call(account, "DELETE", `/api/v1/visit-histories/${trip.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DELETED_TRIP_MESSAGE });
    expect(await tripRow(trip.id)).toBeUndefined();
    expect((await call(account, "GET", `/api/v1/visit-histories/${trip.id}`)).statusCode).toBe(404);
  });

  // Moves the server's clock forward for good, so it runs last.
  it("after 30 days a trip is expired: left out of `ongoing=1` and no longer changed (409)", async () => {
    const account = await createAccount(server.database.db);
    const early = await startTrip(server, account, newTrip({ date_of_arrival: dateInDays(-20) }));
    const later = await startTrip(server, account);
    expect(await tripIds(account, "?ongoing=1")).toEqual([later.id, early.id]);
    clock.advance(15 * DAY_MS);
    expect(await tripIds(account, "?ongoing=1")).toEqual([later.id]);
    expect(await tripIds(account, "")).toEqual([later.id, early.id]);
    expect((await call(account, "GET", `/api/v1/visit-histories/${early.id}`)).json<{ data: VisitHistory }>().data.attributes.is_expired).toBe(true);
    const response = await call(account, "PUT", `/api/v1/visit-histories/${early.id}`, { destination: "Rota" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.TRIP_EXPIRED, code: "TRIP_EXPIRED" });
  });
});
