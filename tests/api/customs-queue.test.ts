import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonwealthDate, type CustomsShift, type Arrivals, type ArrivalTraveller } from "#domain/customs-queue.ts";
import type { CustomsFormInput } from "#domain/declarations/customs.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { customsForm } from "../support/trip-fixtures.ts";
import { auditRowsOf, declaredTrip, decide } from "./customs-support.ts";

const clean = (): Partial<CustomsFormInput> => ({
  items: { ...customsForm().items, has_alcohol: false },
  quantities: { alcohol_distilled_floz: 0, alcohol_beer_floz: 0, alcohol_wine_floz: 0 },
});

describe.each(DATABASE_KINDS)("the customs desk as a queue on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  const shiftOf = async (staff: TestStaff) => {
    const answer = await callStaffApi(server, "GET", "/api/staff/customs/shift", { staff });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: CustomsShift }>().data;
  };

  it("counts the travellers an officer decided since signing in, and lists their last 10 decisions with each trip's status now", async () => {
    const officer = await createStaff(server.database.db, ["customs_officer"]);
    const colleague = await createStaff(server.database.db, ["customs_officer"]);
    expect(await shiftOf(officer)).toMatchObject({ processed: 0, recent: [] });
    expect(await auditRowsOf(server, officer.id)).toEqual([]);

    const before = await declaredTrip(server);
    expect((await decide(server, officer, before.trip.id, { decision: "CLEARED" })).statusCode).toBe(200);
    // A new sign-in: the decision above belongs to the last shift.
    await server.database.db
      .updateTable("staff_sessions")
      .set({ created_at: new Date(Date.now() + 1).toISOString() })
      .where("staff_id", "=", officer.id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const decided: string[] = [];
    for (let index = 0; index < 10; index++) {
      const { trip } = await declaredTrip(server);
      expect((await decide(server, officer, trip.id, { decision: index === 9 ? "SECONDARY" : "CLEARED" })).statusCode).toBe(200);
      decided.push(trip.id);
    }
    const other = await declaredTrip(server);
    await decide(server, colleague, other.trip.id, { decision: "FOR_INSPECTION" });

    const shift = await shiftOf(officer);
    expect(shift.processed).toBe(10);
    expect(shift.recent.map((entry) => entry.trip_id)).toEqual(decided.toReversed());
    const codeOf = async (id: string | undefined) =>
      (
        await server.database.db
          .selectFrom("visit_histories")
          .select("trip_code")
          .where("id", "=", id ?? "")
          .executeTakeFirstOrThrow()
      ).trip_code;
    expect(shift.recent[0]).toEqual({ trip_id: decided[9], trip_code: await codeOf(decided[9]), status: "SECONDARY", decided_at: expect.any(String) });
    expect(shift.recent.slice(1).every((entry) => entry.status === "CLEARED")).toBe(true);
    expect((await shiftOf(colleague)).recent.map((entry) => entry.trip_id)).toEqual([other.trip.id]);

    // Trip codes and times, nobody's name: the list is no read of anyone's data.
    expect(JSON.stringify(shift)).not.toMatch(/MARIA|SANTOS/);
    expect((await auditRowsOf(server, officer.id)).filter((row) => row.action === "customs.shift.read")).toEqual([]);
  });

  it("counts a day's declarations by flight or vessel, with those with referral reasons, and lists one flight's travellers (audited)", async () => {
    const officer = await createStaff(server.database.db, ["customs_supervisor"]);
    const today = commonwealthDate(new Date());
    const flight = `QQ${randomInt(100, 999)}`;
    const vessel = `Star Of Tinian ${randomInt(100, 999)}`;
    const trip = (overrides: Partial<CustomsFormInput["trip"]>) => ({ ...customsForm().trip, date_of_arrival: today, ...overrides });
    const firearms = await declaredTrip(server, {
      customs: {
        ...clean(),
        items: { ...clean().items!, has_harmful_objects: true } as CustomsFormInput["items"],
        trip: trip({ flight_number: `${flight.slice(0, 2)} ${flight.slice(2)}` }),
      },
    });
    const spirits = await declaredTrip(server, { customs: { trip: trip({ flight_number: flight.toLowerCase() }) } });
    const nothing = await declaredTrip(server, { customs: { ...clean(), trip: trip({ flight_number: `${flight.slice(0, 2)}-${flight.slice(2)}` }) } });
    await declaredTrip(server, {
      customs: { ...clean(), trip: trip({ transport_type: "SEA", flight_type: null, airline: null, flight_number: null, vessel_name: vessel }) },
    });
    await declaredTrip(server, {
      customs: { ...clean(), trip: trip({ flight_number: flight, date_of_arrival: commonwealthDate(new Date(Date.now() + 86_400_000)) }) },
    });
    await decide(server, officer, nothing.trip.id, { decision: "CLEARED" });

    const answer = await callStaffApi(server, "GET", "/api/staff/customs/arrivals", { staff: officer });
    expect(answer.statusCode).toBe(200);
    const arrivals = answer.json<{ data: Arrivals }>().data;
    expect(arrivals.date).toBe(today);
    expect(arrivals.groups.find((group) => group.carrier === flight)).toEqual({
      transport_type: "AIR",
      carrier: flight,
      carrier_name: "United Airlines",
      declarations: 3,
      travellers: 6,
      with_referrals: 2,
      decided: 1,
    });
    expect(arrivals.groups.find((group) => group.carrier === vessel.toUpperCase())).toEqual({
      transport_type: "SEA",
      carrier: vessel.toUpperCase(),
      carrier_name: null,
      declarations: 1,
      travellers: 2,
      with_referrals: 0,
      decided: 0,
    });
    const ranks = arrivals.groups.map((group) => group.with_referrals);
    expect(ranks).toEqual(ranks.toSorted((a, b) => b - a));
    expect(await auditRowsOf(server, officer.id).then((rows) => rows.filter((row) => row.action.startsWith("customs.arrivals")))).toEqual([]);

    const listed = await callStaffApi(server, "GET", `/api/staff/customs/arrivals/travellers?date=${today}&transport_type=AIR&carrier=${flight}`, {
      staff: officer,
    });
    expect(listed.statusCode).toBe(200);
    const travellers = listed.json<{ data: ArrivalTraveller[] }>().data;
    expect(new Set(travellers.slice(0, 2).map((traveller) => traveller.trip_id))).toEqual(new Set([firearms.trip.id, spirits.trip.id]));
    expect(travellers[2]).toEqual({
      trip_id: nothing.trip.id,
      trip_code: expect.stringMatching(/^[2-9A-Y]{8}$/),
      party_size: 2,
      referral_count: 0,
      status: "CLEARED",
    });
    expect(JSON.stringify(travellers)).not.toMatch(/MARIA|SANTOS/);
    const audit = (await auditRowsOf(server, officer.id)).filter((row) => row.action === "customs.arrivals.travellers");
    expect(audit).toEqual([
      expect.objectContaining({
        role: "customs_supervisor",
        outcome: "ok",
        record_type: "arrival_group",
        record_id: `${today} AIR ${flight}`,
        subject_user_id: null,
      }),
    ]);
  });

  it("follows a trip whose arrival date moves", async () => {
    const officer = await createStaff(server.database.db, ["customs_officer"]);
    const today = commonwealthDate(new Date());
    const flight = `MV${randomInt(100, 999)}`;
    const moved = await declaredTrip(server, { customs: { ...clean(), trip: { ...customsForm().trip, flight_number: flight, date_of_arrival: today } } });
    const tomorrow = commonwealthDate(new Date(Date.now() + 86_400_000));
    const changed = await server.request({
      method: "PUT",
      url: `/api/v1/visit-histories/${moved.trip.id}`,
      headers: { authorization: `Bearer ${moved.account.token}`, "content-type": "application/json" },
      payload: JSON.stringify({ date_of_arrival: tomorrow }),
    });
    expect(changed.statusCode).toBe(200);
    const on = async (date: string) =>
      (await callStaffApi(server, "GET", `/api/staff/customs/arrivals?date=${date}`, { staff: officer }))
        .json<{ data: Arrivals }>()
        .data.groups.filter((group) => group.carrier === flight);
    expect(await on(today)).toEqual([]);
    expect((await on(tomorrow)).map((group) => group.declarations)).toEqual([1]);
  });

  it("refuses a malformed day or flight (422)", async () => {
    const officer = await createStaff(server.database.db, ["customs_officer"]);
    for (const url of [
      "/api/staff/customs/arrivals?date=tomorrow",
      "/api/staff/customs/arrivals/travellers?date=2026-11-28&transport_type=BUS&carrier=X",
      "/api/staff/customs/arrivals/travellers?date=2026-11-28&transport_type=AIR",
    ]) {
      expect((await callStaffApi(server, "GET", url, { staff: officer })).statusCode, url).toBe(422);
    }
  });
});
