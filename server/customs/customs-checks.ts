import { CUSTOMS_ERRORS, CUSTOMS_MESSAGES, type CustomsTripCard } from "../../src/domain/customs-check.ts";
import { tripForms } from "../../src/domain/trips.ts";
import { HttpError } from "../http/errors.ts";
import type { TripRow } from "../trips/trip-queries.ts";
import { isRowComplete } from "../trips/trip-answer.ts";
import { isTripExpired } from "../trips/trip-rules.ts";

/** Why customs cannot look at a trip now; undefined when it can. A decided trip stays readable until it expires. */
export function customsRefusal(trip: TripRow, pandemicMode: boolean, now: Date): HttpError | undefined {
  if (isTripExpired(trip, now)) return new HttpError(409, CUSTOMS_MESSAGES.expired, CUSTOMS_ERRORS.expired);
  if (trip.status === "PENDING" && !isRowComplete(trip, pandemicMode)) return new HttpError(409, CUSTOMS_MESSAGES.incomplete, CUSTOMS_ERRORS.incomplete);
  return undefined;
}

/**
 * Pandemic mode only, and only for a trip that asks for a health part (not a domestic one): met when
 * the trip is complete with a health declaration or attestation on file. Never what they say.
 */
export async function healthClearanceOf(
  trip: TripRow,
  pandemicMode: boolean,
  healthFormOnFile: () => Promise<boolean>,
): Promise<CustomsTripCard["attributes"]["health_clearance"]> {
  if (!pandemicMode || !tripForms(trip.is_domestic === 1, true).includes("health_declaration")) return null;
  return { met: isRowComplete(trip, true) && (await healthFormOnFile()) };
}
