import type { Arrivals } from "./tourism-dashboard.ts";

/**
 * What the chart draws of an answer (decision 056), honestly: a count; `withheld` where the count is
 * protected; `later` for a period that starts after today, which has no arrivals yet rather than none.
 * A period without that answer's arrivals is 0.
 */
export type ChartPoint = number | "withheld" | "later";

export interface ChartSeries {
  value: string;
  points: ChartPoint[];
}

/** A single period is drawn as bars (a line needs two points); more as lines. */
export const chartShape = (arrivals: Arrivals): "bars" | "lines" => (arrivals.periods.length === 1 ? "bars" : "lines");

export function chartSeries(arrivals: Arrivals, today: string): ChartSeries[] {
  const cellOf = new Map(arrivals.cells.map((cell) => [`${cell.period}|${cell.value}`, cell]));
  return arrivals.values.map((value) => ({
    value,
    points: arrivals.periods.map((period): ChartPoint => {
      const cell = cellOf.get(`${period}|${value}`);
      if (cell?.suppressed) return "withheld";
      if (cell) return cell.count ?? "withheld";
      return period > today.slice(0, period.length) ? "later" : 0;
    }),
  }));
}

/** Whether any point is withheld or still to come: the chart then says what its gaps mean. */
export const chartHasGaps = (series: ChartSeries[]) => series.some((line) => line.points.some((point) => typeof point !== "number"));
