import { type ExpressionBuilder, sql } from "kysely";
import type { ArrivalDimension, ArrivalFilters, ArrivalPeriod, CrossTabDimension } from "#domain/tourism-dashboard.ts";
import type { TourismDatabase } from "../db/stores/tourism/tourism-schema.ts";
import type { TourismStore } from "../db/stores/tourism/tourism-queries.ts";
import type { TrueCount } from "./disclosure-control.ts";

export interface ArrivalCount extends TrueCount {
  period: string;
  value: string;
}

export interface CrossTabCount extends TrueCount {
  row: string;
  column: string;
}

const PERIOD_COLUMN = { week: "arrival_week", month: "arrival_month" } as const;

const total = sql<number | string>`sum(count)`;
const keySum = sql<number | string>`sum(key_sum)`;
const surveyCount = sql<number | string>`count(*)`;
const surveyKeySum = sql<number | string>`sum(s.record_key)`;

// PostgreSQL answers count() and sum() of integers as bigint strings.
const trueCount = (row: { count: number | string; key_sum: number | string | null }): TrueCount => ({
  count: Number(row.count),
  keySum: Number(row.key_sum ?? 0),
});

/** The filters as conditions on the surveys (`s`); reasons, the answer with several choices, through `survey_reasons`. */
function keepFiltered(filters: ArrivalFilters) {
  return (eb: ExpressionBuilder<TourismDatabase & { s: TourismDatabase["surveys"] }, "s">) =>
    eb.and(
      Object.entries(filters).map(([dimension, values]) =>
        dimension === "reasons_for_travel"
          ? eb.exists(eb.selectFrom("survey_reasons as fr").select("fr.reason").whereRef("fr.survey_id", "=", "s.id").where("fr.reason", "in", values))
          : eb(sql.ref(`s.${dimension}`), "in", values),
      ),
    );
}

/**
 * Surveyed arrivals between two dates (inclusive) counted per period and answer. Without filters they come
 * from the daily rollup (arrival-counts.ts); with filters, from the surveys through their answers' index.
 * A reason counts each traveller who gave it, so a period's reasons add up to more than its arrivals.
 */
export async function countArrivals(
  tourism: TourismStore,
  query: { from: string; to: string; by: ArrivalPeriod; dimension: ArrivalDimension; filters: ArrivalFilters },
): Promise<ArrivalCount[]> {
  if (Object.keys(query.filters).length === 0) return countFromRollup(tourism, query);
  const period = sql.ref<string>(`s.${PERIOD_COLUMN[query.by]}`);
  const base =
    query.dimension === "reasons_for_travel"
      ? tourism.selectFrom("survey_reasons as r").innerJoin("surveys as s", "s.id", "r.survey_id").select(sql.ref<string>("r.reason").as("value"))
      : tourism.selectFrom("surveys as s").select(sql.ref<string>(`s.${query.dimension}`).as("value"));
  const rows = await base
    .select([period.as("period"), surveyCount.as("count"), surveyKeySum.as("key_sum")])
    .where("s.arrival_date", ">=", query.from)
    .where("s.arrival_date", "<=", query.to)
    .where(sql.ref(query.dimension === "reasons_for_travel" ? "r.reason" : `s.${query.dimension}`), "is not", null)
    .where(keepFiltered(query.filters))
    .groupBy([period, "value"])
    .orderBy(period)
    .execute();
  return rows.map((row) => ({ period: row.period, value: row.value, ...trueCount(row) }));
}

async function countFromRollup(tourism: TourismStore, query: { from: string; to: string; by: ArrivalPeriod; dimension: ArrivalDimension }) {
  const period = sql.ref<string>(PERIOD_COLUMN[query.by]);
  const rows = await tourism
    .selectFrom("arrival_counts")
    .select([period.as("period"), "value", total.as("count"), keySum.as("key_sum")])
    .where("dimension", "=", query.dimension)
    .where("arrival_date", ">=", query.from)
    .where("arrival_date", "<=", query.to)
    .groupBy([period, "value"])
    // A day whose surveys were all changed or deleted keeps a row of 0.
    .having(total, ">", 0)
    .orderBy(period)
    .execute();
  return rows.map((row) => ({ period: row.period, value: row.value, ...trueCount(row) }));
}

/** Surveyed arrivals between two dates (inclusive) per pair of answers, filtered, from the surveys' answers index. */
export async function countCrossTab(
  tourism: TourismStore,
  query: { from: string; to: string; rows: CrossTabDimension; columns: CrossTabDimension; filters: ArrivalFilters },
): Promise<CrossTabCount[]> {
  const [row, column] = [sql.ref<string>(`s.${query.rows}`), sql.ref<string>(`s.${query.columns}`)];
  const rows = await tourism
    .selectFrom("surveys as s")
    .select([row.as("row"), column.as("column"), surveyCount.as("count"), surveyKeySum.as("key_sum")])
    .where("s.arrival_date", ">=", query.from)
    .where("s.arrival_date", "<=", query.to)
    .where(row, "is not", null)
    .where(column, "is not", null)
    .where(keepFiltered(query.filters))
    .groupBy([row, column])
    .execute();
  return rows.map((count) => ({ row: count.row, column: count.column, ...trueCount(count) }));
}
