import type * as v from "valibot";
import { stayHomeUntil } from "#domain/tracing/exposure-message.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { type Exposure, INCUBATION_DAYS } from "#domain/tracing/tracing-contacts.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";

/** Today's incubation period, for a list stored without the one it was computed with. */
async function incubationSetting(db: Db): Promise<number> {
  const row = await db.selectFrom("settings").select("value").where("code", "=", "tracing_incubation_days").executeTakeFirst();
  const days = Number(row?.value);
  return Number.isInteger(days) && days >= INCUBATION_DAYS.min ? days : INCUBATION_DAYS.default;
}

/**
 * The traveller's exposures they were told about, of cases still open, while the quarantine that
 * follows (the exposure day plus the incubation period) lasts. Only the place and the day: never who
 * the index person or the other contacts are.
 */
export async function exposuresOf({ db, health }: { db: Db; health: HealthStore }, userId: string, now: Date): Promise<v.InferOutput<typeof Exposure>[]> {
  const rows = await health
    .selectFrom("tracing_contacts")
    .innerJoin("tracing_cases", "tracing_cases.id", "tracing_contacts.case_id")
    .select(["tracing_contacts.exposure_start", "tracing_contacts.place", "tracing_contacts.notified_at", "tracing_cases.list_incubation_days"])
    .where("tracing_contacts.user_id", "=", userId)
    .where("tracing_contacts.notified_at", "is not", null)
    .where("tracing_cases.closed_at", "is", null)
    .$narrowType<{ notified_at: string }>()
    .execute();
  if (rows.length === 0) return [];
  const fallback = await incubationSetting(db);
  const today = commonwealthDay(now);
  return rows
    .map((row) => {
      const exposureDate = commonwealthDay(new Date(row.exposure_start));
      return {
        exposure_date: exposureDate,
        place: row.place,
        notified_at: row.notified_at,
        quarantine_until: stayHomeUntil(row.exposure_start, Number(row.list_incubation_days ?? fallback)),
      };
    })
    .filter((exposure) => exposure.quarantine_until >= today)
    .sort((a, b) => b.exposure_date.localeCompare(a.exposure_date) || a.place.localeCompare(b.place));
}
