import { describe, expect, it } from "vitest";
import { chartHasGaps, chartSeries, chartShape } from "#domain/tourism-chart.ts";
import { type Arrivals, presetRange, sameRangeLastYear } from "#domain/tourism-dashboard.ts";

const october: Arrivals = {
  from: "2025-10-01",
  to: "2025-10-31",
  by: "month",
  dimension: "stay_saipan",
  filters: { origin_country: ["KOREA"] },
  periods: ["2025-10"],
  values: ["NIGHTS_3", "NIGHTS_4"],
  cells: [
    { period: "2025-10", value: "NIGHTS_3", count: 12, suppressed: false },
    { period: "2025-10", value: "NIGHTS_4", count: null, suppressed: true },
  ],
};

describe("what the tourism chart draws", () => {
  it("draws a single period as bars, a withheld count as a gap with a note, never as 0", () => {
    expect(chartShape(october)).toBe("bars");
    expect(chartSeries(october, "2025-11-28")).toEqual([
      { value: "NIGHTS_3", points: [12] },
      { value: "NIGHTS_4", points: ["withheld"] },
    ]);
    expect(chartHasGaps(chartSeries(october, "2025-11-28"))).toBe(true);
  });

  it("draws several periods as lines: 0 where nobody came, a gap for a period not yet begun", () => {
    const weeks: Arrivals = {
      ...october,
      by: "week",
      periods: ["2025-11-17", "2025-11-24", "2025-12-01"],
      values: ["NIGHTS_3"],
      cells: [{ period: "2025-11-17", value: "NIGHTS_3", count: 7, suppressed: false }],
    };
    expect(chartShape(weeks)).toBe("lines");
    expect(chartSeries(weeks, "2025-11-28")).toEqual([{ value: "NIGHTS_3", points: [7, 0, "later"] }]);
  });

  it("names last month, last quarter, the year to date and the same days a year before", () => {
    expect(presetRange("last_month", "2025-11-28")).toEqual({ from: "2025-10-01", to: "2025-10-31" });
    expect(presetRange("last_month", "2026-01-05")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("last_quarter", "2025-11-28")).toEqual({ from: "2025-07-01", to: "2025-09-30" });
    expect(presetRange("last_quarter", "2025-02-10")).toEqual({ from: "2024-10-01", to: "2024-12-31" });
    expect(presetRange("year_to_date", "2025-11-28")).toEqual({ from: "2025-01-01", to: "2025-11-28" });
    expect(sameRangeLastYear({ from: "2024-02-29", to: "2024-03-31" })).toEqual({ from: "2023-02-28", to: "2023-03-31" });
  });
});
