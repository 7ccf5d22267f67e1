import { sql } from "kysely";
import type { ArrivalDimension, ArrivalPeriod } from "#domain/tourism-dashboard.ts";
import type { TourismStore } from "../db/stores/tourism/tourism-queries.ts";

export interface ArrivalCount {
  period: string;
  value: string;
  count: number;
}

const PERIOD_COLUMN = { week: "arrival_week", month: "arrival_month" } as const;

/**
 * Surveyed arrivals between two dates (inclusive) counted per period and answer, from the daily
 * rollup of the tourism store alone (arrival-counts.ts). A reason counts each traveller who gave it,
 * so a period's reasons add up to more than its arrivals.
 */
export async function countArrivals(
  tourism: TourismStore,
  range: { from: string; to: string; by: ArrivalPeriod; dimension: ArrivalDimension },
): Promise<ArrivalCount[]> {
  const period = sql.ref<string>(PERIOD_COLUMN[range.by]);
  const total = sql<number | string>`sum(count)`;
  const rows = await tourism
    .selectFrom("arrival_counts")
    .select([period.as("period"), "value", total.as("count")])
    .where("dimension", "=", range.dimension)
    .where("arrival_date", ">=", range.from)
    .where("arrival_date", "<=", range.to)
    .groupBy([period, "value"])
    // A day whose surveys were all changed or deleted keeps a row of 0.
    .having(total, ">", 0)
    .orderBy(period)
    .execute();
  // PostgreSQL answers sum() of integers as a bigint string.
  return rows.map((row) => ({ period: row.period, value: row.value, count: Number(row.count) }));
}
