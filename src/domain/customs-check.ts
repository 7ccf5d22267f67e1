import * as v from "valibot";
import { Currency, CustomsTrip, Declarant, Passenger, Quantities } from "./declarations/customs.ts";
import { CUSTOMS_ITEMS } from "./declarations/enumerations.ts";
import { DECLARATION_LIMITS } from "./declarations/declaration-limits.ts";
import { TRIP_REVIEW_STATUSES } from "./trips.ts";

/**
 * Customs verification at baggage claim (issue 13): an officer finds a trip by its QR value or the
 * passport number, reads the customs declaration and records a decision. The card carries only
 * what customs needs: never the tourism survey, never health records (a met/not-met summary at most).
 */

/** The decisions an officer records; a trip is PENDING until then. */
export const CUSTOMS_DECISIONS = ["CLEARED", "FOR_INSPECTION", "SECONDARY"] as const;
export type CustomsDecision = (typeof CUSTOMS_DECISIONS)[number];

export const CUSTOMS_MESSAGES = {
  notFound: "No trip has this QR code. Check the code or look the traveller up by passport.",
  expired: "This trip QR has expired. The traveller must declare the new trip.",
  incomplete: "This trip's declaration is not complete. The traveller must finish it before customs can verify it.",
  alreadyDecided: "A decision has already been recorded for this trip.",
  noPassportMatch: "No current trip declares this passport number.",
  tripNotFound: "Trip not found.",
  noPhoto: "This traveller has no profile photo.",
  decided: "Decision recorded.",
} as const;

/** The `error` code each refusal carries beside its message; the console acts on the code, never on the wording. */
export const CUSTOMS_ERRORS = {
  expired: "trip_expired",
  incomplete: "trip_incomplete",
  alreadyDecided: "already_decided",
} as const satisfies Partial<Record<keyof typeof CUSTOMS_MESSAGES, string>>;

/** POST /api/staff/customs/lookup: exactly one of a scanned or typed trip QR value, or a passport number. */
export const CustomsLookup = v.union(
  [
    v.object({ qr: v.pipe(v.string(), v.trim(), v.minLength(1, "Scan or type the trip QR code."), v.maxLength(500, "The code is too long.")) }),
    v.object({ passport: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{5,20}$/, "Enter the passport number as printed.")) }),
  ],
  "Scan or type the trip QR code, or enter a passport number.",
);

export const CustomsTripParams = v.object({ id: v.pipe(v.string(), v.uuid("Trip not found.")) });

/** POST /api/staff/customs/trips/{id}/decision. */
export const CustomsDecisionBody = v.object({
  decision: v.picklist(CUSTOMS_DECISIONS, "Choose a decision."),
  remarks: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "Remarks are at most 500 characters.")), ""),
});

export const CustomsItem = v.object({
  code: v.picklist(CUSTOMS_ITEMS),
  answer: v.boolean(),
});

/**
 * Health clearance in pandemic mode: requirement met or not, never the records themselves. Null outside
 * pandemic mode and for a domestic trip, which asks for no health part.
 */
export const HealthClearance = v.nullable(v.object({ met: v.boolean() }));

export const CustomsTripCard = v.object({
  id: v.string(),
  type: v.literal("customs_trip"),
  attributes: v.object({
    qr_id: v.nullable(v.string()),
    status: v.picklist(TRIP_REVIEW_STATUSES),
    remarks: v.nullable(v.string()),
    decided_at: v.nullable(v.string()),
    date_of_arrival: v.string(),
    expires_at: v.string(),
    is_domestic: v.boolean(),
    /** Address of the traveller's profile photo for staff (audited), or null. */
    photo_url: v.nullable(v.string()),
    trip: CustomsTrip,
    declarant: Declarant,
    passengers: v.array(Passenger),
    items: v.array(CustomsItem),
    quantities: Quantities,
    currency: v.nullable(Currency),
    /** Items over a duty-free limit, and currency over the threshold, for the officer's attention. */
    exceeded_limits: v.array(v.picklist(Object.keys(DECLARATION_LIMITS) as (keyof typeof DECLARATION_LIMITS)[])),
    currency_over_threshold: v.boolean(),
    signed_name: v.string(),
    signed_date: v.string(),
    health_clearance: HealthClearance,
  }),
});
export type CustomsTripCard = v.InferOutput<typeof CustomsTripCard>;
export const CustomsTripAnswer = v.object({ data: CustomsTripCard });
/** A passport look-up may find a few trips (family members travelling apart); newest arrival first. */
export const CustomsTripList = v.object({ data: v.array(CustomsTripCard) });
