import * as v from "valibot";
import { COMMONWEALTH_UTC_OFFSET_HOURS } from "./commonwealth-time.ts";
import { IsoDate } from "./fields.ts";
import { TRIP_REVIEW_STATUSES } from "./trips.ts";

/**
 * The customs desk as a queue (decision 037): the officer's shift so far
 * and their last decisions, and the day's arrivals by flight or vessel for whoever sends officers.
 */

/** How many of an officer's last decisions the console lists, each to open again. */
export const RECENT_DECISIONS = 10;

/**
 * One of the officer's last decisions: the trip code and the time, not the traveller's name, so that
 * listing them reads nobody's data; opening one is the audited read of its card.
 */
export const RecentDecision = v.object({
  trip_id: v.string(),
  /** The trip code printed under the QR (null for the rare trip migration 0021 left without one). */
  trip_code: v.nullable(v.string()),
  /** The trip's status now (a later amendment or override shows here). */
  status: v.picklist(TRIP_REVIEW_STATUSES),
  decided_at: v.string(),
});
export type RecentDecision = v.InferOutput<typeof RecentDecision>;

/** GET /api/staff/customs/shift. */
export const CustomsShiftAnswer = v.object({
  data: v.object({
    /** The shift is the officer's sign-in session: it began when they signed in. */
    since: v.string(),
    /** Travellers (trips) this officer decided on since then. */
    processed: v.number(),
    /** This officer's last decisions, newest first, one per trip. */
    recent: v.array(RecentDecision),
  }),
});
export type CustomsShift = v.InferOutput<typeof CustomsShiftAnswer>["data"];

export const TRANSPORT_KINDS = ["AIR", "SEA"] as const;

/** The commonwealth's date now (Pacific/Saipan): what "today's arrivals" means at the belt. */
export function commonwealthDate(now: Date): string {
  return new Date(now.getTime() + COMMONWEALTH_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** GET /api/staff/customs/arrivals?date=: the day's flights and vessels; the commonwealth's today by default. */
export const ArrivalsQuery = v.object({ date: v.optional(IsoDate) });

export const ArrivalGroup = v.object({
  transport_type: v.picklist(TRANSPORT_KINDS),
  /** The flight number or vessel name as the declarations are grouped: upper case, flight numbers without spaces. */
  carrier: v.string(),
  /** The airline named on the declarations; null for a vessel. */
  carrier_name: v.nullable(v.string()),
  declarations: v.number(),
  /** Declarants and the passengers on their declarations. */
  travellers: v.number(),
  /** Declarations with at least one referral reason (domain/customs-risk.ts). */
  with_referrals: v.number(),
  /** Declarations an officer has decided on. */
  decided: v.number(),
});
export type ArrivalGroup = v.InferOutput<typeof ArrivalGroup>;

export const ArrivalsAnswer = v.object({
  data: v.object({ date: v.string(), groups: v.array(ArrivalGroup) }),
});
export type Arrivals = v.InferOutput<typeof ArrivalsAnswer>["data"];

/** GET /api/staff/customs/arrivals/travellers: one flight's or vessel's declarations. */
export const ArrivalTravellersQuery = v.object({
  date: IsoDate,
  transport_type: v.picklist(TRANSPORT_KINDS, "Choose a flight or a vessel."),
  carrier: v.pipe(v.string(), v.trim(), v.minLength(1, "Choose a flight or a vessel."), v.maxLength(60, "Choose a flight or a vessel.")),
});

/** One declaration of a flight: its trip code and counts, nobody's name; opening it is the audited read of its card. */
export const ArrivalTraveller = v.object({
  trip_id: v.string(),
  trip_code: v.nullable(v.string()),
  party_size: v.number(),
  referral_count: v.number(),
  status: v.picklist(TRIP_REVIEW_STATUSES),
});
export type ArrivalTraveller = v.InferOutput<typeof ArrivalTraveller>;

export const ArrivalTravellersAnswer = v.object({ data: v.array(ArrivalTraveller) });
