import { Readable } from "node:stream";
import {
  ISLANDS,
  LENGTHS_OF_STAY,
  ORIGIN_COUNTRIES,
  STAY_PLACES,
  TRAVEL_ARRANGEMENTS,
  TRAVEL_REASONS,
  TRIP_COUNTS,
  VISITOR_TYPES,
} from "#domain/declarations/enumerations.ts";
import {
  type ArrivalCell,
  type ArrivalDimension,
  type Arrivals,
  type ArrivalsQuery,
  periodsBetween,
  SUPPRESSION_THRESHOLD,
} from "#domain/tourism-dashboard.ts";
import { csvLine } from "../exports/spreadsheet-cells.ts";
import type { ArrivalCount } from "./arrival-queries.ts";

const stayValues: readonly string[] = LENGTHS_OF_STAY;

/** Each dimension's answers in the survey's own order. */
const DIMENSION_ORDER: Record<ArrivalDimension, readonly string[]> = {
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

/** A count below the threshold is never passed on, only that there was one. */
export function suppressed({ period, value, count }: ArrivalCount): ArrivalCell {
  return count < SUPPRESSION_THRESHOLD ? { period, value, count: null, suppressed: true } : { period, value, count, suppressed: false };
}

export function arrivalsAnswer(query: ArrivalsQuery, counts: ArrivalCount[]): Arrivals {
  const order = DIMENSION_ORDER[query.dimension];
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  const values = [...new Set(counts.map((count) => count.value))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return { ...query, periods: periodsBetween(query.from, query.to, query.by), values, cells: counts.map(suppressed) };
}

const SUPPRESSED_CELL = "fewer than 5";

/** The aggregates as CSV, a line at a time: period, the dimension's answer, arrivals. */
export function arrivalsCsv(arrivals: Arrivals): Readable {
  function* lines() {
    yield csvLine(["period", arrivals.dimension, "arrivals"]);
    for (const cell of arrivals.cells) {
      yield csvLine([cell.period, cell.value, cell.suppressed ? SUPPRESSED_CELL : String(cell.count)]);
    }
  }
  return Readable.from(lines());
}
