import { sql } from "kysely";
import type { ArrivalDimension, ArrivalPeriod } from "../../src/domain/tourism-dashboard.ts";
import type { TourismStore } from "../db/stores/tourism/tourism-queries.ts";

export interface ArrivalCount {
  period: string;
  value: string;
  count: number;
}

const PERIOD_COLUMN = { week: "arrival_week", month: "arrival_month" } as const;

/** Each dimension's table and column; both tables carry the arrival columns, so neither query joins. */
const DIMENSION_SOURCE = {
  origin_country: ["surveys", "origin_country"],
  visitor_type: ["surveys", "visitor_type"],
  reasons_for_travel: ["survey_reasons", "reason"],
  stay_place: ["surveys", "stay_place"],
  travel_arrangement: ["surveys", "travel_arrangement"],
  trip_count: ["surveys", "trip_count"],
  stay_saipan: ["surveys", "stay_saipan"],
  stay_tinian: ["surveys", "stay_tinian"],
  stay_rota: ["surveys", "stay_rota"],
} as const;

/**
 * Surveyed arrivals between two dates (inclusive) counted per period and answer, in SQL, from the
 * tourism store alone. A reason counts each traveller who gave it, so a period's reasons add up to
 * more than its arrivals.
 */
export async function countArrivals(tourism: TourismStore, range: { from: string; to: string; by: ArrivalPeriod; dimension: ArrivalDimension }): Promise<ArrivalCount[]> {
  const [table, column] = DIMENSION_SOURCE[range.dimension];
  const period = sql.ref<string>(PERIOD_COLUMN[range.by]);
  const value = sql.ref<string>(column);
  const rows = await tourism
    .selectFrom(table)
    .select([period.as("period"), value.as("value"), sql<number | string>`count(*)`.as("count")])
    .where("arrival_date", ">=", range.from)
    .where("arrival_date", "<=", range.to)
    .where(value, "is not", null)
    .groupBy([period, value])
    .orderBy(period)
    .execute();
  // PostgreSQL answers count(*) as a bigint string.
  return rows.map((row) => ({ period: row.period, value: String(row.value), count: Number(row.count) }));
}
