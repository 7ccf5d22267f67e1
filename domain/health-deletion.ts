import { SUBMITTED, type VisitHistory } from "./trips.ts";

/** What deleting one's health information does to the current trips (decision 059), counted for the question that asks first. */
export interface HealthDeletionOutcome {
  /** Complete trips customs has not reviewed: their QR stops working until the health part is declared again. */
  losingQr: number;
  /** Trips customs has reviewed: their QR and decision stay, and customs sees the day of the deletion. */
  keepingDecision: number;
}

const hasHealthPart = (trip: VisitHistory) => trip.attributes.health_declaration_status === SUBMITTED || trip.attributes.attestation_status === SUBMITTED;

export function healthDeletionOutcome(trips: readonly VisitHistory[]): HealthDeletionOutcome {
  const touched = trips.filter(hasHealthPart);
  return {
    losingQr: touched.filter((trip) => trip.attributes.status === "PENDING" && trip.attributes.is_completed).length,
    keepingDecision: touched.filter((trip) => trip.attributes.status !== "PENDING").length,
  };
}
