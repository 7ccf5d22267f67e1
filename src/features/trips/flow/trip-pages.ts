import type { TripPage, TripStep } from "../../../../machines/trip.machine.ts";

/**
 * Addresses of the trip pages. The medical record step is one address with its part in the query,
 * so a reload keeps the part shown: /app/trips/{id}/medical?part=attestation.
 */
const MEDICAL_PARTS = { health_declaration: "health-declaration", attestation: "attestation", records: "records" } as const;
type MedicalPart = keyof typeof MEDICAL_PARTS;
const isMedicalPart = (step: TripStep): step is MedicalPart => step in MEDICAL_PARTS;

export function pathOf(page: TripPage): string {
  switch (page.name) {
    case "home":
      return "/app";
    case "new":
      return "/app/trips/new";
    case "trip":
      return `/app/trips/${encodeURIComponent(page.tripId)}`;
    case "step": {
      const trip = `/app/trips/${encodeURIComponent(page.tripId)}`;
      return isMedicalPart(page.step) ? `${trip}/medical?part=${MEDICAL_PARTS[page.step]}` : `${trip}/${page.step}`;
    }
  }
}

/** The page of a trip address; an unknown step shows the trip itself. */
export function pageOf(pathname: string, search: URLSearchParams): TripPage {
  const [, app, trips, tripId, step] = pathname.split("/");
  if (app !== "app" || trips !== "trips" || !tripId) return { name: "home" };
  if (tripId === "new") return { name: "new" };
  const id = decodeURIComponent(tripId);
  if (step === "survey" || step === "customs" || step === "qr") return { name: "step", tripId: id, step };
  if (step === "medical") {
    const part = Object.entries(MEDICAL_PARTS).find(([, value]) => value === search.get("part"))?.[0] as MedicalPart | undefined;
    return { name: "step", tripId: id, step: part ?? "health_declaration" };
  }
  return { name: "trip", tripId: id };
}
