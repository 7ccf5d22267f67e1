import { isDomesticTravel, TRIP_VALID_DAYS } from "#domain/trips.ts";
import type { TravelType } from "#domain/declarations/enumerations.ts";
import type { TripRow } from "./trip-queries.ts";
import { HttpError } from "../http/errors.ts";
import type { FieldError } from "../http/field-errors.ts";

const DAY_MS = 86_400_000;
/** A trip is declared before or soon after arrival; a year ahead is as far as anyone books. */
const MAX_DAYS_AHEAD = 366;

export const TRAVEL_TYPE_MISMATCH = "is_domestic must be 1 for a domestic trip and 0 for any other travel type.";
export const ARRIVAL_TOO_LATE = `This trip would already have expired: enter an arrival date within the last ${TRIP_VALID_DAYS} days.`;
export const ARRIVAL_TOO_EARLY = "Enter an arrival date within the next 12 months.";

/** The trip's declarations and QR stay current until the end of its TRIP_VALID_DAYS (UTC). */
export function tripExpiresAt(dateOfArrival: string): string {
  return new Date(Date.parse(`${dateOfArrival}T00:00:00.000Z`) + TRIP_VALID_DAYS * DAY_MS).toISOString();
}

export function isTripExpired(trip: Pick<TripRow, "expires_at">, now: Date): boolean {
  return trip.expires_at <= now.toISOString();
}

/** Plausible arrival: a trip not already expired at creation, and not further ahead than a year. */
export function arrivalDateErrors(field: string, dateOfArrival: string, now: Date): FieldError[] {
  if (tripExpiresAt(dateOfArrival) <= now.toISOString()) return [[field, ARRIVAL_TOO_LATE]];
  const latest = new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  return dateOfArrival > latest ? [[field, ARRIVAL_TOO_EARLY]] : [];
}

/** docs/product-spec.md, part 7: is_domestic travels beside travel_type and must say the same. */
export function travelTypeErrors(travelType: TravelType, isDomestic: boolean): FieldError[] {
  return isDomesticTravel(travelType) === isDomestic ? [] : [["is_domestic", TRAVEL_TYPE_MISMATCH]];
}

/**
 * A trip and its forms may change while no officer has reviewed it and it has not expired: after a
 * review the officer's decision refers to what was declared, and an expired trip no longer counts.
 */
export function assertTripEditable(trip: TripRow, now: Date): void {
  if (trip.status !== "PENDING") throw new HttpError(409, "TRIP_REVIEWED");
  if (isTripExpired(trip, now)) throw new HttpError(409, "TRIP_EXPIRED");
}
