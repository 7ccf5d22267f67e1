import { commonwealthDate } from "#domain/customs-queue.ts";
import type { PandemicConsequence } from "#domain/settings-admin.ts";
import { SUBMITTED } from "#domain/trips.ts";
import type { Db } from "../db/connection.ts";
import { pandemicModeOn } from "../trips/trip-service.ts";

const DAY_MS = 86_400_000;

/**
 * The trips a pandemic switch changes at the belt (decision 064): arriving today or tomorrow, not yet
 * cleared by customs, from outside the commonwealth, survey and customs declaration sent, no health
 * part sent. `isTripComplete` (domain/trips.ts) turns on exactly these.
 */
export async function pandemicConsequence(db: Db, now: Date): Promise<PandemicConsequence> {
  const arrivalDates: [string, string] = [commonwealthDate(now), commonwealthDate(new Date(now.getTime() + DAY_MS))];
  const row = await db
    .selectFrom("visit_histories")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("trips"))
    .where("date_of_arrival", "in", arrivalDates)
    .where("status", "!=", "CLEARED")
    .where("is_domestic", "=", 0)
    .where("survey_status", "=", SUBMITTED)
    .where("customs_status", "=", SUBMITTED)
    .where("health_declaration_status", "is", null)
    .where("attestation_status", "is", null)
    .executeTakeFirstOrThrow();
  return { pandemic_mode: await pandemicModeOn(db), arrival_dates: arrivalDates, trips_without_health_part: Number(row.trips) };
}
