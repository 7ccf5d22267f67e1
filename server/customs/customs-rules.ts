import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { AMEND_WINDOW_MINUTES, type CustomsDecisionEntry, type CustomsEntryKind, type CustomsTripCard, type HealthClearance } from "#domain/customs-check.ts";
import { customsRisk, healthFindings, type HealthSources } from "#domain/customs-risk.ts";
import { commonwealthTime } from "#domain/commonwealth-time.ts";
import type { CustomsForm } from "#domain/declarations/customs.ts";
import { isDeclarableCurrency, type LimitedQuantity } from "#domain/declarations/declaration-limits.ts";
import { CUSTOMS_ITEMS } from "#domain/declarations/enumerations.ts";
import { tripForms } from "#domain/trips.ts";
import { uploadIdOf } from "#domain/uploads.ts";
import type { CustomsDecisionEntryRow, StoredCustomsDeclaration } from "../db/stores/customs/customs-queries.ts";
import { HttpError } from "../http/errors.ts";
import type { TripRow } from "../trips/trip-queries.ts";
import { isTripExpired } from "../trips/trip-rules.ts";
import { isRowComplete, storedMessage } from "../trips/trip-service.ts";

export type SymptomTitles = NonNullable<HealthClearance>["symptoms"][number];

/** Why customs cannot look at a trip now; undefined when it can. A decided trip stays readable until it expires. */
export function customsRefusal(trip: TripRow, pandemicMode: boolean, now: Date): HttpError | undefined {
  if (isTripExpired(trip, now)) return new HttpError(409, "TRIP_QR_EXPIRED");
  if (trip.status === "PENDING" && !isRowComplete(trip, pandemicMode)) return new HttpError(409, "TRIP_INCOMPLETE");
  return undefined;
}

/**
 * Pandemic mode only, and only for a trip that asks for a health part (not a domestic one): what is
 * true of it (healthFindings), met only when nothing is wrong. A declared symptom is named, never met.
 */
export async function healthClearanceOf(
  trip: TripRow,
  pandemicMode: boolean,
  read: () => Promise<HealthSources>,
  symptomTitles: (codes: string[]) => Promise<SymptomTitles[]>,
): Promise<HealthClearance> {
  if (!pandemicMode || !tripForms(trip.is_domestic === 1, true).includes("health_declaration")) return null;
  const findings = healthFindings(await read());
  const declared = findings.flatMap((finding) => (finding.kind === "symptoms" ? finding.codes : []));
  return {
    met: findings.length === 0,
    findings,
    symptoms: declared.length ? await symptomTitles(declared) : [],
    ...(trip.health_deleted_at ? { deleted_on: commonwealthTime(trip.health_deleted_at).slice(0, 10) } : {}),
  };
}

const MINUTE_MS = 60_000;

/** Until when the officer of a trip's first decision may amend it: AMEND_WINDOW_MINUTES after it. */
export const amendableUntil = (first: { decided_at: string }) => new Date(Date.parse(first.decided_at) + AMEND_WINDOW_MINUTES * MINUTE_MS).toISOString();

interface Entry {
  kind: CustomsEntryKind;
  staff_id: string;
  decided_at: string;
}

/**
 * How this staff member may change the trip's decision now, if at all: the officer of the first
 * decision amends it within the window, unless a supervisor has overridden it since; a customs
 * supervisor overrides it at any time. Undefined before any decision.
 */
export function correctionFor(
  actor: { staffId: string | null; roles?: readonly StaffRole[] },
  entries: readonly Entry[],
  now: Date,
): "amendment" | "override" | undefined {
  const [first] = entries;
  if (!first) return undefined;
  const ownInWindow = first.staff_id === actor.staffId && now.toISOString() < amendableUntil(first) && !entries.some((entry) => entry.kind === "override");
  if (ownInWindow) return "amendment";
  return actor.roles?.includes("customs_supervisor") ? "override" : undefined;
}

export const customsPhotoUrl = (tripId: string) => `/api/staff/customs/trips/${tripId}/photo`;

export interface CardSources {
  trip: TripRow;
  declaration: StoredCustomsDeclaration;
  /** The trip's decisions, oldest first, and the names of who made them. */
  decisions: readonly CustomsDecisionEntryRow[];
  names: ReadonlyMap<string, string>;
  /** Until when the deciding officer may amend; null before a decision. */
  amendableUntil: string | null;
  /** How the staff member reading the card may change its decision now, if at all. */
  correction: "amendment" | "override" | null;
  /** The traveller's profile photo reference, or null. */
  photo: string | null;
  healthClearance: CustomsTripCard["attributes"]["health_clearance"];
}

/**
 * What an officer sees of a trip: the core trip and the customs declaration, picked field by field so
 * that the contact details and the drawn signature never leave the store.
 */
export function customsTripCard({ trip, declaration, decisions, names, amendableUntil, correction, photo, healthClearance }: CardSources): CustomsTripCard {
  const answers: CustomsForm = JSON.parse(declaration.answers);
  const exceeded: LimitedQuantity[] = JSON.parse(declaration.exceeded_limits);
  const currency = answers.currency ?? null;
  const risk = customsRisk({
    items: answers.items,
    quantities: answers.quantities,
    currency,
    merchandiseDescription: answers.merchandise_description,
    purpose: answers.trip.purpose_of_trip,
    occupation: answers.declarant.occupation,
  });
  return {
    id: trip.id,
    type: "customs_trip",
    attributes: {
      qr_id: trip.qr_id,
      status: trip.status,
      remarks: trip.remarks,
      message: storedMessage(trip),
      decided_at: decisions.at(-1)?.decided_at ?? null,
      decisions: decisions.map((entry) => decisionEntry(entry, names)),
      amendable_until: amendableUntil,
      correction,
      reasons: risk.reasons,
      within_limits: risk.within_limits,
      nothing_to_declare: risk.nothing_to_declare,
      date_of_arrival: trip.date_of_arrival,
      expires_at: trip.expires_at,
      is_domestic: trip.is_domestic === 1,
      photo_url: photo && uploadIdOf(photo) ? customsPhotoUrl(trip.id) : null,
      trip: answers.trip,
      declarant: answers.declarant,
      passengers: answers.passengers,
      items: CUSTOMS_ITEMS.map((code) => ({ code, answer: answers.items[code] })),
      quantities: answers.quantities,
      currency,
      exceeded_limits: exceeded,
      currency_over_threshold: currency !== null && isDeclarableCurrency(currency.amount, currency.code),
      signed_name: answers.signature.printed_name,
      signed_date: answers.signature.date,
      health_clearance: healthClearance,
    },
  };
}

function decisionEntry(entry: CustomsDecisionEntryRow, names: ReadonlyMap<string, string>): CustomsDecisionEntry {
  return {
    kind: entry.kind,
    decision: entry.decision,
    reason: entry.reason,
    note: entry.note,
    message: storedMessage(entry),
    remarks: entry.remarks,
    decided_by: { name: names.get(entry.staff_id) ?? entry.staff_id, role: entry.role },
    decided_at: entry.decided_at,
  };
}

/** What the audit record says was shown with a card: kinds of data, never the data. */
export function shownOnCard(card: CustomsTripCard): string {
  const { photo_url, passengers, health_clearance } = card.attributes;
  return [
    "names",
    ...(photo_url ? ["photo"] : []),
    "passport",
    "trip",
    ...(passengers.length ? ["passengers"] : []),
    "declaration",
    ...(health_clearance ? ["health clearance"] : []),
  ].join(", ");
}
