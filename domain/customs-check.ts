import * as v from "valibot";
import { Currency, CustomsTrip, Declarant, Passenger, Quantities } from "./declarations/customs.ts";
import { CUSTOMS_ITEMS } from "./declarations/enumerations.ts";
import { HealthFinding, ReferralReason, WithinLimits } from "./customs-risk.ts";
import { StoredTravellerMessage, TravellerMessage } from "./customs-messages.ts";
import { STAFF_ROLES } from "./staff/staff-roles.ts";
import { DECLARATION_LIMITS } from "./declarations/declaration-limits.ts";
import { TripCode } from "./trip-code.ts";
import { TRIP_REVIEW_STATUSES } from "./trips.ts";

/**
 * Customs verification at baggage claim (decision 018): an officer finds a trip by its QR value or the
 * passport number, reads the customs declaration and records a decision. The card carries only
 * what customs needs: never the tourism survey, never health records (a met/not-met summary at most).
 */

/** The decisions an officer records; a trip is PENDING until then. */
export const CUSTOMS_DECISIONS = ["CLEARED", "FOR_INSPECTION", "SECONDARY"] as const;
export type CustomsDecision = (typeof CUSTOMS_DECISIONS)[number];

/** A trip's decisions, oldest first: the first, the deciding officer's amendments, supervisors' overrides. */
export const CUSTOMS_ENTRY_KINDS = ["decision", "amendment", "override"] as const;
export type CustomsEntryKind = (typeof CUSTOMS_ENTRY_KINDS)[number];

/** The deciding officer may amend their decision for this long after it; then only a supervisor may override it. */
export const AMEND_WINDOW_MINUTES = 30;

export const CUSTOMS_MESSAGES = {
  notFound: "No trip has this QR code. Check the code or look the traveller up by passport.",
  noCodeMatch: "No trip has this trip code. Check it against the code under the QR, or look the traveller up by passport.",
  expired: "This trip QR has expired. The traveller must declare the new trip.",
  incomplete: "This trip's declaration is not complete. The traveller must finish it before customs can verify it.",
  alreadyDecided: "A decision has already been recorded for this trip.",
  notDecided: "No decision has been recorded for this trip yet: record one first.",
  notAmendable: `Only the officer who decided may amend the decision, within ${AMEND_WINDOW_MINUTES} minutes. After that a customs supervisor may override it.`,
  changedMeanwhile: "The decision was changed meanwhile. Open the trip again to see it.",
  noPassportMatch: "No current trip declares this passport number.",
  tripNotFound: "Trip not found.",
  noPhoto: "This traveller has no profile photo.",
  decided: "Decision recorded.",
} as const;

/** The older `error` word each refusal carries beside its message and code (decision 042). */
export const CUSTOMS_ERRORS = {
  expired: "trip_expired",
  incomplete: "trip_incomplete",
  alreadyDecided: "already_decided",
  notDecided: "not_decided",
  notAmendable: "not_amendable",
  changedMeanwhile: "decision_changed",
} as const satisfies Partial<Record<keyof typeof CUSTOMS_MESSAGES, string>>;

/**
 * POST /api/staff/customs/lookup: exactly one of a scanned or typed trip QR value, the short trip code
 * printed under the QR (its check character verified here and in the console alike), or a passport number.
 */
export const CustomsLookup = v.union(
  [
    v.object({ qr: v.pipe(v.string(), v.trim(), v.minLength(1, "Scan or type the trip QR code."), v.maxLength(500, "The code is too long.")) }),
    v.object({ code: v.pipe(v.string(), v.maxLength(40, "The code is too long."), TripCode) }),
    v.object({ passport: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{5,20}$/, "Enter the passport number as printed.")) }),
  ],
  "Scan or type the trip QR code, or enter a passport number.",
);

export const CustomsTripParams = v.object({ id: v.pipe(v.string(), v.uuid("Trip not found.")) });

/** Who decided, at once: "A decision has already been recorded" says by whom and when. */
export const alreadyDecidedMessage = (name: string, decidedAt: string) =>
  `A decision has already been recorded for this trip, by ${name} at ${decidedAt.slice(0, 16).replace("T", " ")} UTC.`;

const Note = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "The note is at most 500 characters.")), "");

/**
 * POST /api/staff/customs/trips/{id}/decision. `remarks` is free text the traveller reads as written;
 * `note` is for officers only; `message` is a standard message the traveller reads in their language.
 */
export const CustomsDecisionBody = v.object({
  decision: v.picklist(CUSTOMS_DECISIONS, "Choose a decision."),
  remarks: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "Remarks are at most 500 characters.")), ""),
  note: Note,
  message: v.optional(v.nullable(TravellerMessage), null),
});
export type CustomsDecisionBody = v.InferOutput<typeof CustomsDecisionBody>;

/** POST /api/staff/customs/trips/{id}/amendment: a new decision with why the earlier one changes. */
export const CustomsAmendmentBody = v.object({
  ...CustomsDecisionBody.entries,
  reason: v.pipe(
    v.string("Say why the decision changes."),
    v.trim(),
    v.nonEmpty("Say why the decision changes."),
    v.maxLength(500, "The reason is at most 500 characters."),
  ),
});
export type CustomsAmendmentBody = v.InferOutput<typeof CustomsAmendmentBody>;

/** One decision of a trip's trail, as officers see it. */
export const CustomsDecisionEntry = v.object({
  kind: v.picklist(CUSTOMS_ENTRY_KINDS),
  decision: v.picklist(CUSTOMS_DECISIONS),
  reason: v.nullable(v.string()),
  note: v.string(),
  message: v.nullable(StoredTravellerMessage),
  remarks: v.nullable(v.string()),
  /** The staff member's name as the staff list has it; their role when they decided. */
  decided_by: v.object({ name: v.string(), role: v.picklist(STAFF_ROLES) }),
  decided_at: v.string(),
});
export type CustomsDecisionEntry = v.InferOutput<typeof CustomsDecisionEntry>;

export const CustomsItem = v.object({
  code: v.picklist(CUSTOMS_ITEMS),
  answer: v.boolean(),
});

/**
 * Health clearance in pandemic mode: requirement met or not, never the records themselves. Null outside
 * pandemic mode and for a domestic trip, which asks for no health part.
 */
export const HealthClearance = v.nullable(
  v.object({
    met: v.boolean(),
    /** What is true, when not met (customsRisk's healthFindings). */
    findings: v.array(HealthFinding),
    /** The declared symptoms' titles in the four languages, for the card's words. */
    symptoms: v.array(v.object({ code: v.string(), titles: v.object({ en: v.string(), ja: v.string(), ko: v.string(), zh: v.string() }) })),
    /**
     * The commonwealth day (YYYY-MM-DD) the traveller deleted their health information after the review
     * (decision 059): the findings then describe what is left, not what was declared. Absent otherwise.
     */
    deleted_on: v.optional(v.string()),
  }),
);
export type HealthClearance = v.InferOutput<typeof HealthClearance>;

export const CustomsTripCard = v.object({
  id: v.string(),
  type: v.literal("customs_trip"),
  attributes: v.object({
    qr_id: v.nullable(v.string()),
    status: v.picklist(TRIP_REVIEW_STATUSES),
    /** Free text the traveller reads as written. */
    remarks: v.nullable(v.string()),
    /** The standard message the traveller reads in their language. */
    message: v.nullable(StoredTravellerMessage),
    decided_at: v.nullable(v.string()),
    /** Every decision, oldest first; the last is the trip's status. */
    decisions: v.array(CustomsDecisionEntry),
    /** Until when the deciding officer may amend; null before a decision. */
    amendable_until: v.nullable(v.string()),
    /** How the staff member reading the card may change its decision now: amend their own, override as a supervisor, or not. */
    correction: v.nullable(v.picklist(["amendment", "override"])),
    /** Referral reasons first (customsRisk): what the officer must look at. */
    reasons: v.array(ReferralReason),
    within_limits: v.array(WithinLimits),
    nothing_to_declare: v.boolean(),
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
