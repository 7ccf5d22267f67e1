import { customsForm, surveyForm } from "../../support/trip-fixtures.ts";
import type { AppServer } from "./app-server.ts";
import { call, dayFromToday, travellerWithProfile } from "./traveller.ts";

/** Rosa's son, as her profile keeps him. */
export const TANO = { first_name: "Tano", last_name: "Camacho", birth_date: "2016-07-20", gender: "MALE", passport: "P5550002", passport_country: "US" };

/** Tano as a passenger of a sent declaration. */
const TANO_ABOARD = {
  passport_number: "P5550002",
  issuing_country: "US",
  first_name: "TANO",
  middle_name: null,
  last_name: "CAMACHO",
  birth_date: "2016-07-20",
  gender: "MALE",
  age: 10,
} as const;

/**
 * Rosa, back again: her profile's family, and her last trip (tomorrow's, from Japan on UA 197, staying
 * on Beach Road, with Tano) whose survey and customs declaration she has sent. Her session's token.
 */
export async function returningTraveller(server: AppServer, family: object[], travelType = "DOMESTIC"): Promise<{ token: string; lastTripId: string }> {
  const token = await travellerWithProfile(server, "rosa.camacho@example.com", { name: "Rosa", last_name: "Camacho" });
  const answered = async (answer: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const { status, body } = await answer;
    if (status >= 300) throw new Error(`Rosa's last trip was refused: ${status} ${JSON.stringify(body)}`);
    return body;
  };
  await answered(call(server, "PUT", "/api/v2/me/families", { families: family }, token));
  const trip = { travel_type: travelType, is_domestic: travelType === "DOMESTIC" ? 1 : 0, date_of_arrival: dayFromToday(1) };
  const lastTripId = (await answered(call(server, "POST", "/api/v1/visit-histories", trip, token))).uuid as string;
  await answered(call(server, "PUT", `/api/v1/visit-histories/${lastTripId}/survey`, surveyForm({ trip_count: 2 }), token));
  await answered(call(server, "PUT", `/api/v1/visit-histories/${lastTripId}/customs`, customsForm({ passengers: [TANO_ABOARD] }), token));
  return { token, lastTripId };
}
