import type { CustomsTripCard } from "../../src/domain/customs-check.ts";
import type { CustomsForm } from "../../src/domain/declarations/customs.ts";
import { isDeclarableCurrency, type LimitedQuantity } from "../../src/domain/declarations/declaration-limits.ts";
import { CUSTOMS_ITEMS } from "../../src/domain/declarations/enumerations.ts";
import { uploadIdOf } from "../../src/domain/uploads.ts";
import type { CustomsDecisionRow, StoredCustomsDeclaration } from "../db/stores/customs/customs-queries.ts";
import type { TripRow } from "../trips/trip-queries.ts";

export const customsPhotoUrl = (tripId: string) => `/api/staff/customs/trips/${tripId}/photo`;

export interface CardSources {
  trip: TripRow;
  declaration: StoredCustomsDeclaration;
  decision: CustomsDecisionRow | undefined;
  /** The traveller's profile photo reference, or null. */
  photo: string | null;
  healthClearance: CustomsTripCard["attributes"]["health_clearance"];
}

/**
 * What an officer sees of a trip: the core trip and the customs declaration, picked field by field so
 * that the contact details and the drawn signature never leave the store.
 */
export function customsTripCard({ trip, declaration, decision, photo, healthClearance }: CardSources): CustomsTripCard {
  const answers: CustomsForm = JSON.parse(declaration.answers);
  const exceeded: LimitedQuantity[] = JSON.parse(declaration.exceeded_limits);
  const currency = answers.currency ?? null;
  return {
    id: trip.id,
    type: "customs_trip",
    attributes: {
      qr_id: trip.qr_id,
      status: trip.status,
      remarks: trip.remarks,
      decided_at: decision?.decided_at ?? null,
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
