import { type Kysely, sql, type Transaction } from "kysely";
import type { ArrivalDimension } from "#domain/tourism-dashboard.ts";
import type { SurveysTable, TourismDatabase } from "./tourism-schema.ts";

/** The survey columns each single-answer dimension counts; reasons come from `survey_reasons`. */
export const SURVEY_DIMENSIONS = [
  "origin_country",
  "visitor_type",
  "stay_place",
  "travel_arrangement",
  "trip_count",
  "stay_saipan",
  "stay_tinian",
  "stay_rota",
] as const satisfies readonly (ArrivalDimension & keyof SurveysTable)[];

export type SurveyFacts = Pick<SurveysTable, "arrival_date" | "arrival_week" | "arrival_month" | "record_key" | (typeof SURVEY_DIMENSIONS)[number]> & {
  reasons: readonly string[];
};

type Trx = Transaction<TourismDatabase>;

/** A survey's facts as stored, to be taken out of the counts before it changes or goes. */
export async function storedFacts(trx: Trx, tripId: string): Promise<SurveyFacts | undefined> {
  const row = await trx
    .selectFrom("surveys")
    .select(["id", "arrival_date", "arrival_week", "arrival_month", "record_key", ...SURVEY_DIMENSIONS])
    .where("visit_history_id", "=", tripId)
    .executeTakeFirst();
  if (!row) return undefined;
  const reasons = await trx.selectFrom("survey_reasons").select("reason").where("survey_id", "=", row.id).execute();
  return { ...row, reasons: reasons.map((reason) => reason.reason) };
}

/**
 * Adds `delta` (1 or −1) to the day's count of each answer the survey gave, in the caller's transaction,
 * so the rollup moves with every save, date change and deletion. A survey without an arrival date
 * counts nowhere.
 */
export async function countSurvey(trx: Trx, facts: SurveyFacts | undefined, delta: 1 | -1): Promise<void> {
  if (!facts?.arrival_date || !facts.arrival_week || !facts.arrival_month) return;
  const day = {
    arrival_date: facts.arrival_date,
    arrival_week: facts.arrival_week,
    arrival_month: facts.arrival_month,
    count: delta,
    key_sum: delta * facts.record_key,
  };
  const rows = [
    ...SURVEY_DIMENSIONS.flatMap((dimension) => {
      const value = facts[dimension];
      return value === null ? [] : [{ ...day, dimension, value }];
    }),
    ...facts.reasons.map((value) => ({ ...day, dimension: "reasons_for_travel", value })),
  ];
  await trx
    .insertInto("arrival_counts")
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(["dimension", "arrival_date", "value"]).doUpdateSet((eb) => ({
        count: eb("arrival_counts.count", "+", eb.ref("excluded.count")),
        key_sum: eb("arrival_counts.key_sum", "+", eb.ref("excluded.key_sum")),
      })),
    )
    .execute();
}

/** Counts every dated survey into an empty `arrival_counts`: the rollup's first fill, in SQL. */
export async function fillArrivalCounts<Database>(db: Kysely<Database>): Promise<void> {
  for (const dimension of SURVEY_DIMENSIONS) {
    await sql`insert into arrival_counts (dimension, arrival_date, value, arrival_week, arrival_month, count, key_sum)
      select ${dimension}, arrival_date, ${sql.ref(dimension)}, arrival_week, arrival_month, count(*), sum(record_key) from surveys
      where arrival_date is not null and ${sql.ref(dimension)} is not null
      group by arrival_date, ${sql.ref(dimension)}, arrival_week, arrival_month`.execute(db);
  }
  await sql`insert into arrival_counts (dimension, arrival_date, value, arrival_week, arrival_month, count, key_sum)
    select 'reasons_for_travel', r.arrival_date, r.reason, r.arrival_week, r.arrival_month, count(*), sum(s.record_key)
    from survey_reasons r join surveys s on s.id = r.survey_id
    where r.arrival_date is not null
    group by r.arrival_date, r.reason, r.arrival_week, r.arrival_month`.execute(db);
}
