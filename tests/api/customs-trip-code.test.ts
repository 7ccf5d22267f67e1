import { describe, expect, it } from "vitest";
import { CUSTOMS_MESSAGES } from "#domain/customs-check.ts";
import { formatTripCode, TRIP_CODE_ALPHABET, TRIP_CODE_MESSAGES, tripCodeCheck, tripCodeOf } from "#domain/trip-code.ts";
import { TRIP_QR_SCANNED_HERE_MESSAGE } from "#domain/trips.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { createStaff, serveApiToStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { auditRowsOf, cardsOf, declaredTrip, lookUp } from "./customs-support.ts";

describe.each(DATABASE_KINDS)("the short trip code on %s", (kind) => {
  let server: ApiServer;
  let officer: TestStaff;

  serveApiToStaff(kind, ["customs_officer"], (started) => ({ server, staff: officer } = started));

  const storedCode = async (tripId: string) =>
    (await server.database.db.selectFrom("visit_histories").select("trip_code").where("id", "=", tripId).executeTakeFirstOrThrow()).trip_code;

  it("is stored with the trip's QR, derived from it, and finds the trip however it is typed", async () => {
    const { trip } = await declaredTrip(server);
    const code = tripCodeOf(trip.attributes.qr_id ?? "");
    expect(await storedCode(trip.id)).toBe(code);
    for (const typed of [code, formatTripCode(code), formatTripCode(code).toLowerCase(), `${code.slice(0, 4)}-${code.slice(4)}`]) {
      const response = await lookUp(server, officer, { code: typed });
      expect(response.statusCode, `${typed} ${response.body}`).toBe(200);
      expect(cardsOf(response).map((card) => card.id)).toEqual([trip.id]);
    }
  });

  it("refuses a mistyped or short code before any look-up (422), and says plainly when a valid code is no trip's", async () => {
    const { trip } = await declaredTrip(server);
    const code = tripCodeOf(trip.attributes.qr_id ?? "");
    const wrongCheck = code.slice(0, 7) + (code[7] === "2" ? "3" : "2");
    const staff = await createStaff(server.database.db, ["customs_officer"]);
    for (const [typed, message] of [
      [wrongCheck, TRIP_CODE_MESSAGES.mistyped],
      [`O${code.slice(1)}`, TRIP_CODE_MESSAGES.mistyped],
      [code.slice(0, 6), TRIP_CODE_MESSAGES.length],
    ] as const) {
      const response = await lookUp(server, staff, { code: typed });
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }, typed).toEqual({ status: 422, message });
    }
    expect(await auditRowsOf(server, staff.id)).toEqual([]);
    // A well-formed code no trip holds: its data characters changed, its check character recomputed.
    const data = [...code.slice(0, 7)]
      .map((character, index) => (index === 0 ? TRIP_CODE_ALPHABET[(TRIP_CODE_ALPHABET.indexOf(character) + 1) % 29] : character))
      .join("");
    const unknown = data + tripCodeCheck(data);
    const held = await server.database.db.selectFrom("visit_histories").select("id").where("trip_code", "=", unknown).executeTakeFirst();
    if (!held) {
      const response = await lookUp(server, staff, { code: unknown });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { message: CUSTOMS_MESSAGES.noCodeMatch, code: "TRIP_CODE_NOT_FOUND" },
      });
      expect((await auditRowsOf(server, staff.id)).map((row) => [row.action, row.outcome])).toEqual([["customs.lookup", "failed"]]);
    }
  });

  it("a front-liner who types a trip code is told what it is, without a look-up", async () => {
    const { trip } = await declaredTrip(server);
    const account = await createAccount(server.database.db);
    await createStaff(server.database.db, ["front_liner"], { email: account.email ?? undefined });
    const typed = formatTripCode(tripCodeOf(trip.attributes.qr_id ?? "")).toLowerCase();
    const answer = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/front-liner", { token: account.token, body: { uuid: typed } });
    expect(answer.json()).toEqual({ data: { result_type: "NOT_FOUND", message: TRIP_QR_SCANNED_HERE_MESSAGE } });
  });
});
