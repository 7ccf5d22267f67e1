import { customsRisk } from "#domain/customs-risk.ts";
import type { CustomsForm } from "#domain/declarations/customs.ts";

/**
 * What the arrivals view counts of a declaration (decision 037), kept beside its
 * answers so that a day's flights are one indexed GROUP BY, never the JSON of every declaration.
 */
export interface ArrivalFacts {
  arrival_date: string;
  transport_type: "AIR" | "SEA";
  /** The flight number or vessel name, written one way: "UA 154" and "ua-154" are one flight. */
  carrier: string;
  /** The airline, or null for a vessel. */
  carrier_name: string | null;
  /** The declarant and the passengers on the declaration. */
  party_size: number;
  /** How many referral reasons the declaration gives (domain/customs-risk.ts). */
  referral_count: number;
}

const flightKey = (flight: string) => flight.toUpperCase().replace(/[^A-Z0-9]/g, "");
const vesselKey = (vessel: string) => vessel.toUpperCase().trim().replace(/\s+/g, " ");

/** The one place the arrivals view applies the referral rule: a rule change needs these recomputed (a store migration). */
export function arrivalFactsOf(answers: CustomsForm): ArrivalFacts {
  const { trip } = answers;
  const risk = customsRisk({
    items: answers.items,
    quantities: answers.quantities,
    currency: answers.currency ?? null,
    purpose: trip.purpose_of_trip,
    occupation: answers.declarant.occupation,
  });
  const air = trip.transport_type === "AIR";
  return {
    arrival_date: trip.date_of_arrival,
    transport_type: trip.transport_type,
    carrier: air ? flightKey(trip.flight_number ?? "") : vesselKey(trip.vessel_name ?? ""),
    carrier_name: air ? (trip.airline?.trim() ?? null) : null,
    party_size: 1 + answers.passengers.length,
    referral_count: risk.reasons.length,
  };
}
