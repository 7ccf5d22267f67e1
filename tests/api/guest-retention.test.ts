import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runRetention } from "../../server/jobs/retention.ts";
import { hashToken } from "../../server/sign-in/sessions.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { insertVisit } from "../support/logbook-rows.ts";
import { retentionReach, type TestRetentionReach } from "../support/retention-reach.ts";
import { newClientAddress, postJson, type SessionAnswer } from "../support/sign-in.ts";
import { createTestClock, type TestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { completeTrip, customsForm, dateInDays, newTrip, startTrip, submitPart } from "../support/trip-fixtures.ts";
import { uploadedImage } from "../support/uploaded-image.ts";
import { createBranch } from "./logbook-support.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const GUEST_ENDED = { message: "Your guest session has ended.", code: "GUEST_SESSION_ENDED", error: "token_expired" };

/** Decision 035: a guest's session follows their trips; a guest account with nothing left is deleted by the retention job. */
describe.each(DATABASE_KINDS)("guests' sessions and the deletion of guest accounts on %s", (kind) => {
  let server: ApiServer;
  let uploadDir: string;
  let reach: TestRetentionReach;
  // Each test starts at the real time, so the trip fixtures' dates fit the server's clock.
  let clock: TestClock = createTestClock();

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "guest-retention-uploads-"));
    server = await startApiServer(kind, { clock: () => clock.now(), config: { uploadDir } });
    reach = retentionReach(server.database.stores.health, uploadDir);
  });
  beforeEach(() => {
    clock = createTestClock();
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const db = () => server.database.db;

  async function guestLogin(): Promise<TestAccount> {
    const response = await postJson(server, "/api/v1/guest/login", {}, { client: newClientAddress() });
    expect(response.statusCode).toBe(200);
    const token = response.json<SessionAnswer>().data.token;
    const session = await db().selectFrom("sessions").select("user_id").where("token_hash", "=", hashToken(token)).executeTakeFirstOrThrow();
    return { id: session.user_id, email: null, token };
  }
  const tripsAnswer = (guest: TestAccount) => callApi(server, "GET", "/api/v1/visit-histories", { token: guest.token });
  const sessionEnd = async (guest: TestAccount) =>
    (await db().selectFrom("sessions").select("expires_at").where("user_id", "=", guest.id).executeTakeFirstOrThrow()).expires_at;
  /** Moves the server's clock to `at`. */
  const moveTo = (at: number) => clock.advance(at - clock.now().getTime());

  it("lasts until the guest's latest trip has expired, not 7 days, and then answers that the guest session has ended", async () => {
    const guest = await guestLogin();
    const trip = await startTrip(server, guest, newTrip({ date_of_arrival: dateInDays(20) }));
    const end = Date.parse(trip.attributes.expires_at);
    expect(await sessionEnd(guest)).toBe(trip.attributes.expires_at);

    clock.advance(8 * DAY_MS);
    expect((await tripsAnswer(guest)).statusCode).toBe(200);
    moveTo(end - MINUTE_MS);
    expect((await tripsAnswer(guest)).statusCode).toBe(200);
    moveTo(end + MINUTE_MS);
    const ended = await tripsAnswer(guest);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toEqual(GUEST_ENDED);
  });

  it("follows every change of the guest's trips: a later arrival, an earlier one, a customs declaration's arrival, a deleted trip; never sooner than 7 days after the change", async () => {
    const guest = await guestLogin();
    const near = await startTrip(server, guest, newTrip({ date_of_arrival: dateInDays(2) }));
    const far = await startTrip(server, guest, newTrip({ date_of_arrival: dateInDays(40) }));
    expect(await sessionEnd(guest)).toBe(far.attributes.expires_at);

    const moved = await callApi(server, "PUT", `/api/v1/visit-histories/${far.id}`, { token: guest.token, body: { date_of_arrival: dateInDays(5) } });
    expect(moved.statusCode).toBe(200);
    const movedEnd = moved.json<{ data: { attributes: { expires_at: string } } }>().data.attributes.expires_at;
    expect(await sessionEnd(guest)).toBe(movedEnd);

    // The customs declaration is the arrival's record: the trip and the session follow it.
    const declared = await submitPart(server, guest, near.id, "customs", customsForm({ trip: { ...customsForm().trip, date_of_arrival: dateInDays(12) } }));
    expect(await sessionEnd(guest)).toBe(declared.attributes.expires_at);

    expect((await callApi(server, "DELETE", `/api/v1/visit-histories/${near.id}`, { token: guest.token })).statusCode).toBe(200);
    expect(await sessionEnd(guest)).toBe(movedEnd);
    const lastChange = clock.now().getTime();
    expect((await callApi(server, "DELETE", `/api/v1/visit-histories/${far.id}`, { token: guest.token })).statusCode).toBe(200);

    // No trip left: seven days from that deletion to declare another.
    moveTo(lastChange + 7 * DAY_MS - MINUTE_MS);
    expect((await tripsAnswer(guest)).statusCode).toBe(200);
    moveTo(lastChange + 7 * DAY_MS + MINUTE_MS);
    expect((await tripsAnswer(guest)).json()).toEqual(GUEST_ENDED);
  });

  it("keeps a registered account's 30 days whatever its trips, and ends a guest's session at once when they log out", async () => {
    const registered = await createAccount(db());
    const start = clock.now().getTime();
    await startTrip(server, registered, newTrip({ date_of_arrival: dateInDays(60) }));
    moveTo(start + 30 * DAY_MS + MINUTE_MS);
    const expired = await tripsAnswer(registered);
    expect(expired.json()).toEqual({ message: "Your session has expired. Please sign in again.", code: "SESSION_EXPIRED", error: "token_expired" });

    const guest = await guestLogin();
    await startTrip(server, guest, newTrip({ date_of_arrival: dateInDays(20) }));
    expect((await postJson(server, "/api/v1/logout", {}, { token: guest.token })).statusCode).toBe(200);
    expect((await tripsAnswer(guest)).json()).toMatchObject({ error: "token_invalid" });
  });

  it("deletes a guest account once it has no session, trip or check-in left, with its uploads and health records; keeps its trip's customs declaration and survey", async () => {
    const traveller = await guestLogin();
    const card = await uploadedImage(server, traveller);
    const dose = { dose_type: "COVID_19_DOSE", product_name: "Comirnaty", lot_number: "FK1", date_administered: "2026-01-15", site: "CHC", card_image: card };
    expect((await callApi(server, "POST", "/api/v1/me/vaccinations", { token: traveller.token, body: dose })).statusCode).toBe(201);
    const trip = await completeTrip(server, traveller);
    const arrival = Date.parse(`${trip.attributes.date_of_arrival}T00:00:00.000Z`);
    const uploads = await db().selectFrom("uploads").select("storage_key").where("user_id", "=", traveller.id).execute();
    expect(uploads).toHaveLength(1);
    const file = path.join(uploadDir, uploads[0]?.storage_key ?? "");
    expect(existsSync(file)).toBe(true);

    const justArrived = await guestLogin();
    const leftAtOnce = await guestLogin();
    expect((await postJson(server, "/api/v1/logout", {}, { token: leftAtOnce.token })).statusCode).toBe(200);
    const checkedIn = await guestLogin();
    const visit = await insertVisit(db(), { branchId: (await createBranch(db())).id, personKey: `user:${checkedIn.id}`, startedAt: clock.now() });
    await db().updateTable("visits").set({ user_id: checkedIn.id }).where("id", "=", visit).execute();
    const registered = await createAccount(db());
    await db().updateTable("sessions").set({ expires_at: clock.now().toISOString() }).where("user_id", "=", registered.id).execute();

    const accountsLeft = async () => {
      const ids = [traveller.id, justArrived.id, leftAtOnce.id, checkedIn.id, registered.id];
      const rows = await db().selectFrom("users").select("id").where("id", "in", ids).execute();
      const left = new Set(rows.map((row) => row.id));
      return {
        traveller: left.has(traveller.id),
        justArrived: left.has(justArrived.id),
        leftAtOnce: left.has(leftAtOnce.id),
        checkedIn: left.has(checkedIn.id),
        registered: left.has(registered.id),
      };
    };
    const healthRecords = async () => {
      let total = 0;
      for (const table of ["vaccination_doses", "health_declarations"] as const) {
        total += (await server.database.stores.health.selectFrom(table).select("id").where("user_id", "=", traveller.id).execute()).length;
      }
      return total;
    };
    expect(await healthRecords()).toBe(2);

    // Who left with nothing goes within the hour; the others hold a session, a trip or a check-in.
    expect((await runRetention(db(), clock.now(), reach)).guest_accounts).toBeGreaterThanOrEqual(1);
    expect(await accountsLeft()).toEqual({ traveller: true, justArrived: true, leftAtOnce: false, checkedIn: true, registered: true });

    // A day after the trip expired: the traveller cannot come back, but the trip is border data for 60 days after arrival.
    moveTo(Date.parse(trip.attributes.expires_at) + DAY_MS);
    expect((await tripsAnswer(traveller)).json()).toEqual(GUEST_ENDED);
    await runRetention(db(), clock.now(), reach);
    // The check-in went after 30 days, and its guest with it; the new guest's 7 days are over.
    expect(await accountsLeft()).toEqual({ traveller: true, justArrived: false, leftAtOnce: false, checkedIn: false, registered: true });
    expect(existsSync(file)).toBe(true);

    moveTo(arrival + 60 * DAY_MS - MINUTE_MS);
    await runRetention(db(), clock.now(), reach);
    expect((await accountsLeft()).traveller).toBe(true);
    moveTo(arrival + 60 * DAY_MS + MINUTE_MS);
    const counts = await runRetention(db(), clock.now(), reach);
    expect(counts.visit_histories).toBeGreaterThanOrEqual(1);
    expect(await accountsLeft()).toEqual({ traveller: false, justArrived: false, leftAtOnce: false, checkedIn: false, registered: true });
    expect(await db().selectFrom("uploads").select("id").where("user_id", "=", traveller.id).execute()).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(await healthRecords()).toBe(0);
    expect(reach.errors).toEqual([]);
    // The law keeps the customs declaration and the survey (decision 007), found by the trip's id.
    const { customs, tourism } = server.database.stores;
    expect(await customs.selectFrom("customs_declarations").select("visit_history_id").where("visit_history_id", "=", trip.id).execute()).toHaveLength(1);
    expect(await tourism.selectFrom("surveys").select("visit_history_id").where("visit_history_id", "=", trip.id).execute()).toHaveLength(1);
  });
});
