import * as v from "valibot";
import {
  ISLANDS,
  LENGTHS_OF_STAY,
  ORIGIN_COUNTRIES,
  STAY_PLACES,
  TRAVEL_ARRANGEMENTS,
  TRAVEL_REASONS,
  TRIP_COUNTS,
  VISITOR_TYPES,
} from "./declarations/enumerations.ts";
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

/** The answers a cross-tab puts on its rows or columns: one per survey, so a line's total is its surveys. */
export const CROSS_TAB_DIMENSIONS = ARRIVAL_DIMENSIONS.filter(
  (dimension): dimension is Exclude<ArrivalDimension, "reasons_for_travel"> => dimension !== "reasons_for_travel",
);
export type CrossTabDimension = (typeof CROSS_TAB_DIMENSIONS)[number];

const stayValues: readonly string[] = LENGTHS_OF_STAY;

/** Each dimension's answers in the survey's own order. */
export const DIMENSION_VALUES: Record<ArrivalDimension, readonly string[]> = {
  origin_country: ORIGIN_COUNTRIES,
  visitor_type: VISITOR_TYPES,
  reasons_for_travel: TRAVEL_REASONS,
  stay_place: STAY_PLACES,
  travel_arrangement: TRAVEL_ARRANGEMENTS,
  trip_count: TRIP_COUNTS.map(String),
  ...(Object.fromEntries(ISLANDS.map((island) => [`stay_${island.toLowerCase()}`, stayValues])) as Record<
    `stay_${Lowercase<(typeof ISLANDS)[number]>}`,
    readonly string[]
  >),
};

/** Sorts answers in the survey's order, unknown ones last by name. */
export function inSurveyOrder(dimension: ArrivalDimension, values: Iterable<string>): string[] {
  const order = DIMENSION_VALUES[dimension];
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  return [...new Set(values)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A filter in the query string: the answers kept, comma-separated (`origin_country=KOREA,JAPAN`). */
const filterOf = (dimension: ArrivalDimension) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(",").filter(Boolean)),
      v.array(v.picklist(DIMENSION_VALUES[dimension], "Choose answers the survey offers.")),
      v.minLength(1, "Choose at least one answer."),
    ),
  );

const filterFields = Object.fromEntries(ARRIVAL_DIMENSIONS.map((dimension) => [dimension, filterOf(dimension)])) as {
  [Dimension in ArrivalDimension]: ReturnType<typeof filterOf>;
};

/** The answers each filtered dimension keeps; a dimension left out keeps every answer. */
export type ArrivalFilters = Partial<Record<ArrivalDimension, string[]>>;

/** The filters of a parsed query, without its other fields. */
export function filtersOf(query: ArrivalFilters): ArrivalFilters {
  return Object.fromEntries(ARRIVAL_DIMENSIONS.flatMap((dimension) => (query[dimension] ? [[dimension, query[dimension]]] : [])));
}

/** At most about two years of weeks, so an answer stays a dashboard's size. */
export const MAX_RANGE_DAYS = 731;

const rangeFields = {
  from: IsoDate,
  to: IsoDate,
  by: v.optional(v.picklist(ARRIVAL_PERIODS, "Choose week or month."), "month"),
  dimension: v.picklist(ARRIVAL_DIMENSIONS, "Choose what to group the arrivals by."),
  ...filterFields,
};

const ExportPurpose = v.pipe(v.string(), v.trim(), v.minLength(3, "Say what the export is for."), v.maxLength(200, "Keep the purpose under 200 characters."));

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const ORDERED_RANGE = "The end date comes on or after the start date.";
const SHORT_RANGE = "Choose a period of at most two years.";
const DIFFERENT_AXES = "Choose two different answers.";

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

const crossTabFields = {
  from: IsoDate,
  to: IsoDate,
  rows: v.picklist(CROSS_TAB_DIMENSIONS, "Choose the answer of the rows."),
  columns: v.picklist(CROSS_TAB_DIMENSIONS, "Choose the answer of the columns."),
  ...filterFields,
};

/** GET /api/staff/tourism/cross-tab: surveyed arrivals of a range by two answers, rows × columns with totals. */
export const CrossTabQuery = v.pipe(
  v.object(crossTabFields),
  v.forward(
    v.check((query) => query.rows !== query.columns, DIFFERENT_AXES),
    ["columns"],
  ),
  v.forward(
    v.check((range) => range.from <= range.to, ORDERED_RANGE),
    ["to"],
  ),
  v.forward(
    v.check((range) => daysBetween(range.from, range.to) <= MAX_RANGE_DAYS, SHORT_RANGE),
    ["to"],
  ),
);
export type CrossTabQuery = v.InferOutput<typeof CrossTabQuery>;

/** GET /api/staff/tourism/cross-tab.csv and .xlsx: the same table, with why it is taken out of the console. */
export const CrossTabExportQuery = v.pipe(
  v.object({ ...crossTabFields, purpose: ExportPurpose }),
  v.forward(
    v.check((query) => query.rows !== query.columns, DIFFERENT_AXES),
    ["columns"],
  ),
  v.forward(
    v.check((range) => range.from <= range.to, ORDERED_RANGE),
    ["to"],
  ),
  v.forward(
    v.check((range) => daysBetween(range.from, range.to) <= MAX_RANGE_DAYS, SHORT_RANGE),
    ["to"],
  ),
);

/** GET /api/staff/tourism/arrivals.csv: the same aggregates, with why they are taken out of the console. */
export const ArrivalsCsvQuery = v.pipe(
  v.object({
    ...rangeFields,
    purpose: ExportPurpose,
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

/** A published count of a chart or cross-tab cell or total: null and `suppressed` when withheld (decision 056). */
export const ProtectedCount = v.object({ count: v.nullable(v.number()), suppressed: v.boolean() });
export type ProtectedCount = v.InferOutput<typeof ProtectedCount>;

/**
 * One period's arrivals with one answer (decision 056): `count` is the protected count (the true one
 * moved by at most 2, never below 5); null and `suppressed` when it is withheld, below 5 or to protect
 * another cell. A pair not listed had no arrivals.
 */
export const ArrivalCell = v.object({ period: v.string(), value: v.string(), ...ProtectedCount.entries });
export type ArrivalCell = v.InferOutput<typeof ArrivalCell>;

export const ArrivalsAnswer = v.object({
  data: v.object({
    from: v.string(),
    to: v.string(),
    by: v.picklist(ARRIVAL_PERIODS),
    dimension: v.picklist(ARRIVAL_DIMENSIONS),
    /** The answers kept, per filtered dimension. */
    filters: v.record(v.string(), v.array(v.string())),
    /** Every period in the range, in order (week: its Monday; month: YYYY-MM), with or without arrivals. */
    periods: v.array(v.string()),
    /** The answers met in the range, in the survey's order. */
    values: v.array(v.string()),
    /** Only the (period, value) pairs that had arrivals. */
    cells: v.array(ArrivalCell),
  }),
});
export type Arrivals = v.InferOutput<typeof ArrivalsAnswer>["data"];

export const CrossTabAnswer = v.object({
  data: v.object({
    from: v.string(),
    to: v.string(),
    rows: v.picklist(CROSS_TAB_DIMENSIONS),
    columns: v.picklist(CROSS_TAB_DIMENSIONS),
    filters: v.record(v.string(), v.array(v.string())),
    /** The answers met on each axis, in the survey's order. */
    row_values: v.array(v.string()),
    column_values: v.array(v.string()),
    /** Only the pairs that had arrivals; `cells[row][column]` read through the two value lists. */
    cells: v.array(v.object({ row: v.string(), column: v.string(), ...ProtectedCount.entries })),
    /** Each total counts every survey of its line, not the cells shown: a withheld cell is not a difference away. */
    row_totals: v.array(v.object({ value: v.string(), ...ProtectedCount.entries })),
    column_totals: v.array(v.object({ value: v.string(), ...ProtectedCount.entries })),
    total: ProtectedCount,
  }),
});
export type CrossTab = v.InferOutput<typeof CrossTabAnswer>["data"];

export const RANGE_PRESETS = ["last_month", "last_quarter", "year_to_date"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date));

/** The range a preset names, seen from `today` (YYYY-MM-DD, the commonwealth's date): whole months, or the year so far. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
  if (preset === "year_to_date") return { from: `${year}-01-01`, to: today };
  if (preset === "last_month") return { from: isoDay(utcDay(year, month - 1, 1)), to: isoDay(utcDay(year, month, 0)) };
  const quarterStart = month - (month % 3);
  return { from: isoDay(utcDay(year, quarterStart - 3, 1)), to: isoDay(utcDay(year, quarterStart, 0)) };
}

/** The same dates a year before, for the comparison; 29 February becomes the 28th. */
export function sameRangeLastYear(range: { from: string; to: string }): { from: string; to: string } {
  const back = (date: string) => {
    const [year, month, day] = [Number(date.slice(0, 4)) - 1, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
    const lastDay = utcDay(year, month + 1, 0).getUTCDate();
    return isoDay(utcDay(year, month, Math.min(day, lastDay)));
  };
  return { from: back(range.from), to: back(range.to) };
}
