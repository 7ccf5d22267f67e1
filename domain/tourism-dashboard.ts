import * as v from "valibot";
import { IsoDate } from "./fields.ts";

/**
 * The tourism analyst's dashboard (decision 024): arrivals per week or month by one survey answer,
 * aggregates only. A count below SUPPRESSION_THRESHOLD is never sent: it is null and `suppressed`.
 */

export const SUPPRESSION_THRESHOLD = 5;

export const ARRIVAL_PERIODS = ["week", "month"] as const;
export type ArrivalPeriod = (typeof ARRIVAL_PERIODS)[number];

/**
 * The survey answers the arrivals are grouped by. The trip's purpose (business or pleasure) is part of
 * the customs declaration, which the tourism authority may not reach: the survey's visitor type and
 * reasons for travel are its purpose of trip.
 */
export const ARRIVAL_DIMENSIONS = [
  "origin_country",
  "visitor_type",
  "reasons_for_travel",
  "stay_place",
  "travel_arrangement",
  "trip_count",
  "stay_saipan",
  "stay_tinian",
  "stay_rota",
] as const;
export type ArrivalDimension = (typeof ARRIVAL_DIMENSIONS)[number];

/** At most about two years of weeks, so an answer stays a dashboard's size. */
export const MAX_RANGE_DAYS = 731;

const rangeFields = {
  from: IsoDate,
  to: IsoDate,
  by: v.optional(v.picklist(ARRIVAL_PERIODS, "Choose week or month."), "month"),
  dimension: v.picklist(ARRIVAL_DIMENSIONS, "Choose what to group the arrivals by."),
};

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const ORDERED_RANGE = "The end date comes on or after the start date.";
const SHORT_RANGE = "Choose a period of at most two years.";

/** GET /api/staff/tourism/arrivals. */
export const ArrivalsQuery = v.pipe(
  v.object(rangeFields),
  v.forward(
    v.check((range) => range.from <= range.to, ORDERED_RANGE),
    ["to"],
  ),
  v.forward(
    v.check((range) => daysBetween(range.from, range.to) <= MAX_RANGE_DAYS, SHORT_RANGE),
    ["to"],
  ),
);
export type ArrivalsQuery = v.InferOutput<typeof ArrivalsQuery>;

/** GET /api/staff/tourism/arrivals.csv: the same aggregates, with why they are taken out of the console. */
export const ArrivalsCsvQuery = v.pipe(
  v.object({
    ...rangeFields,
    purpose: v.pipe(v.string(), v.trim(), v.minLength(3, "Say what the export is for."), v.maxLength(200, "Keep the purpose under 200 characters.")),
  }),
  v.forward(
    v.check((range) => range.from <= range.to, ORDERED_RANGE),
    ["to"],
  ),
  v.forward(
    v.check((range) => daysBetween(range.from, range.to) <= MAX_RANGE_DAYS, SHORT_RANGE),
    ["to"],
  ),
);

/** The Monday of the ISO week a date (YYYY-MM-DD) falls in. */
export function arrivalWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export const arrivalMonth = (date: string): string => date.slice(0, 7);

/** Every week (its Monday) or month (YYYY-MM) that a range touches, in order. */
export function periodsBetween(from: string, to: string, by: ArrivalPeriod): string[] {
  const periods: string[] = [];
  const day = new Date(`${by === "week" ? arrivalWeek(from) : `${arrivalMonth(from)}-01`}T00:00:00Z`);
  while (day.toISOString().slice(0, 10) <= to) {
    periods.push(by === "week" ? day.toISOString().slice(0, 10) : arrivalMonth(day.toISOString()));
    if (by === "week") day.setUTCDate(day.getUTCDate() + 7);
    else day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return periods;
}

/** One period's arrivals with one answer; `count` is null when it is below the threshold. */
export const ArrivalCell = v.object({
  period: v.string(),
  value: v.string(),
  count: v.nullable(v.number()),
  suppressed: v.boolean(),
});
export type ArrivalCell = v.InferOutput<typeof ArrivalCell>;

export const ArrivalsAnswer = v.object({
  data: v.object({
    from: v.string(),
    to: v.string(),
    by: v.picklist(ARRIVAL_PERIODS),
    dimension: v.picklist(ARRIVAL_DIMENSIONS),
    /** Every period in the range, in order (week: its Monday; month: YYYY-MM), with or without arrivals. */
    periods: v.array(v.string()),
    /** The answers met in the range, in the survey's order. */
    values: v.array(v.string()),
    /** Only the (period, value) pairs that had arrivals. */
    cells: v.array(ArrivalCell),
  }),
});
export type Arrivals = v.InferOutput<typeof ArrivalsAnswer>["data"];
