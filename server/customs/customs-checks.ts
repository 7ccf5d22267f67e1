import { CUSTOMS_ERRORS, CUSTOMS_MESSAGES, type HealthClearance } from "#domain/customs-check.ts";
import { healthFindings, type HealthSources } from "#domain/customs-risk.ts";
import { tripForms } from "#domain/trips.ts";
import { HttpError } from "../http/errors.ts";
import type { TripRow } from "../trips/trip-queries.ts";
import { isRowComplete } from "../trips/trip-answer.ts";
import { isTripExpired } from "../trips/trip-rules.ts";

export type SymptomTitles = NonNullable<HealthClearance>["symptoms"][number];

/** Why customs cannot look at a trip now; undefined when it can. A decided trip stays readable until it expires. */
export function customsRefusal(trip: TripRow, pandemicMode: boolean, now: Date): HttpError | undefined {
  if (isTripExpired(trip, now)) return new HttpError(409, CUSTOMS_MESSAGES.expired, CUSTOMS_ERRORS.expired);
  if (trip.status === "PENDING" && !isRowComplete(trip, pandemicMode)) return new HttpError(409, CUSTOMS_MESSAGES.incomplete, CUSTOMS_ERRORS.incomplete);
  return undefined;
}

/**
 * Pandemic mode only, and only for a trip that asks for a health part (not a domestic one): what is
 * true of it (healthFindings), met only when nothing is wrong. A declared symptom is named, never met.
 */
export async function healthClearanceOf(trip: TripRow, pandemicMode: boolean, read: () => Promise<HealthSources>, symptomTitles: (codes: string[]) => Promise<SymptomTitles[]>): Promise<HealthClearance> {
  if (!pandemicMode || !tripForms(trip.is_domestic === 1, true).includes("health_declaration")) return null;
  const findings = healthFindings(await read());
  const declared = findings.flatMap((finding) => (finding.kind === "symptoms" ? finding.codes : []));
  return { met: findings.length === 0, findings, symptoms: declared.length ? await symptomTitles(declared) : [] };
}
