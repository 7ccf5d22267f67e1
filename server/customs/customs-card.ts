import type { CustomsDecisionEntry, CustomsTripCard } from "#domain/customs-check.ts";
import { customsRisk } from "#domain/customs-risk.ts";
import type { CustomsForm } from "#domain/declarations/customs.ts";
import { isDeclarableCurrency, type LimitedQuantity } from "#domain/declarations/declaration-limits.ts";
import { CUSTOMS_ITEMS } from "#domain/declarations/enumerations.ts";
import { uploadIdOf } from "#domain/uploads.ts";
import type { CustomsDecisionEntryRow, StoredCustomsDeclaration } from "../db/stores/customs/customs-queries.ts";
import type { TripRow } from "../trips/trip-queries.ts";
import { storedMessage } from "../trips/trip-answer.ts";

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
