import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type ArrivalFilters,
  type DashboardData,
  type Download,
  type TourismDashboardContext,
  type TourismDashboardEvent,
  tourismDashboardMachine,
} from "../../../machines/console/tourism-dashboard.machine.ts";
import type { Arrivals } from "#domain/tourism-dashboard.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const yearByMonth: ArrivalFilters = {
  from: "2025-01-01",
  to: "2025-12-31",
  by: "month",
  dimension: "origin_country",
  answers: {},
  crossWith: undefined,
  compare: false,
};
/** The October question: Korean visitors by length of stay on Saipan, crossed with visitor type, beside the year before. */
const koreanOctober: ArrivalFilters = {
  from: "2025-10-01",
  to: "2025-10-31",
  by: "week",
  dimension: "stay_saipan",
  answers: { origin_country: ["KOREA"] },
  crossWith: "visitor_type",
  compare: true,
};
const series = (filters: ArrivalFilters): Arrivals => ({
  from: filters.from,
  to: filters.to,
  by: filters.by,
  dimension: filters.dimension,
  filters: filters.answers,
  periods: ["2025-01"],
  values: ["JAPAN", "KOREA"],
  cells: [
    { period: "2025-01", value: "JAPAN", count: 12, suppressed: false },
    { period: "2025-01", value: "KOREA", count: null, suppressed: true },
  ],
});
const arrivalsOf = (filters: ArrivalFilters): DashboardData => ({
  arrivals: series(filters),
  crossTab: undefined,
  lastYear: filters.compare ? series({ ...filters, from: "2024-10-01", to: "2024-10-31" }) : undefined,
});
const { done, error } = callAnswers(tourismDashboardMachine);

const events: TourismDashboardEvent[] = [
  { type: "filters.changed", filters: koreanOctober },
  { type: "reload" },
  { type: "download.requested", purpose: "Quarterly board report", download: "cross-tab.xlsx" },
  done("loadArrivals", arrivalsOf(yearByMonth)),
  error("loadArrivals", failure(0)),
  done("downloadCsv", undefined),
  error("downloadCsv", failure(422, "Say what the export is for.")),
];

describe("tourism dashboard machine, generated paths", () => {
  testPagePaths({
    machine: tourismDashboardMachine,
    input: { filters: yearByMonth },
    events,
    // The state and what the page shows of it; which filters were chosen does not multiply the paths.
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { data, failure: loadFailure, downloadFailure, downloaded } = snapshot.context as TourismDashboardContext;
      return JSON.stringify({
        value: snapshot.value,
        loaded: data !== undefined,
        failed: loadFailure !== undefined,
        downloadFailed: downloadFailure !== undefined,
        downloaded,
      });
    },
  });
});

describe("tourism dashboard machine", () => {
  it("loads the first filters, loads again when they change, and downloads the CSV of the filters shown with the purpose", async () => {
    const loads: ArrivalFilters[] = [];
    const downloads: { filters: ArrivalFilters; purpose: string; download: Download }[] = [];
    const actor = createActor(
      tourismDashboardMachine.provide({
        actors: {
          loadArrivals: fromPromise<DashboardData, ArrivalFilters>(async ({ input }) => {
            loads.push(input);
            return arrivalsOf(input);
          }),
          downloadCsv: fromPromise<void, { filters: ArrivalFilters; purpose: string; download: Download }>(async ({ input }) => void downloads.push(input)),
        },
      }),
      { input: { filters: yearByMonth } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "filters.changed", filters: koreanOctober });
    await expect.poll(() => actor.getSnapshot().context.data?.arrivals.by).toBe("week");
    expect(actor.getSnapshot().context.data?.lastYear?.from).toBe("2024-10-01");
    actor.send({ type: "download.requested", purpose: "Quarterly board report", download: "cross-tab.xlsx" });
    await expect.poll(() => actor.getSnapshot().context.downloaded).toBe(true);
    expect(loads).toEqual([yearByMonth, koreanOctober]);
    expect(downloads).toEqual([{ filters: koreanOctober, purpose: "Quarterly board report", download: "cross-tab.xlsx" }]);
  });

  it("keeps the aggregates shown when a download fails, and says why", async () => {
    const actor = createActor(
      tourismDashboardMachine.provide({
        actors: {
          loadArrivals: fromPromise<DashboardData, ArrivalFilters>(async ({ input }) => arrivalsOf(input)),
          downloadCsv: fromPromise<void, { filters: ArrivalFilters; purpose: string; download: Download }>(async () => {
            throw failure(0);
          }),
        },
      }),
      { input: { filters: yearByMonth } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "download.requested", purpose: "Board report", download: "arrivals.csv" });
    await expect.poll(() => actor.getSnapshot().context.downloadFailure).toEqual(failure(0));
    expect(actor.getSnapshot().context.data).toEqual(arrivalsOf(yearByMonth));
  });
});
