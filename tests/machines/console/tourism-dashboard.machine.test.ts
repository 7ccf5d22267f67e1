import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type ArrivalFilters,
  type TourismDashboardContext,
  type TourismDashboardEvent,
  tourismDashboardMachine,
} from "../../../machines/console/tourism-dashboard.machine.ts";
import type { Arrivals } from "#domain/tourism-dashboard.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const yearByMonth: ArrivalFilters = { from: "2025-01-01", to: "2025-12-31", by: "month", dimension: "origin_country" };
const springByWeek: ArrivalFilters = { from: "2025-03-01", to: "2025-05-31", by: "week", dimension: "stay_rota" };
const arrivalsOf = (filters: ArrivalFilters): Arrivals => ({
  ...filters,
  periods: ["2025-01"],
  values: ["JAPAN", "KOREA"],
  cells: [
    { period: "2025-01", value: "JAPAN", count: 12, suppressed: false },
    { period: "2025-01", value: "KOREA", count: null, suppressed: true },
  ],
});
const { done, error } = callAnswers(tourismDashboardMachine);

const events: TourismDashboardEvent[] = [
  { type: "filters.changed", filters: springByWeek },
  { type: "reload" },
  { type: "download.requested", purpose: "Quarterly board report" },
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
      const { arrivals, failure: loadFailure, downloadFailure, downloaded } = snapshot.context as TourismDashboardContext;
      return JSON.stringify({
        value: snapshot.value,
        loaded: arrivals !== undefined,
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
    const downloads: { filters: ArrivalFilters; purpose: string }[] = [];
    const actor = createActor(
      tourismDashboardMachine.provide({
        actors: {
          loadArrivals: fromPromise<Arrivals, ArrivalFilters>(async ({ input }) => {
            loads.push(input);
            return arrivalsOf(input);
          }),
          downloadCsv: fromPromise<void, { filters: ArrivalFilters; purpose: string }>(async ({ input }) => void downloads.push(input)),
        },
      }),
      { input: { filters: yearByMonth } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "filters.changed", filters: springByWeek });
    await expect.poll(() => actor.getSnapshot().context.arrivals?.by).toBe("week");
    actor.send({ type: "download.requested", purpose: "Quarterly board report" });
    await expect.poll(() => actor.getSnapshot().context.downloaded).toBe(true);
    expect(loads).toEqual([yearByMonth, springByWeek]);
    expect(downloads).toEqual([{ filters: springByWeek, purpose: "Quarterly board report" }]);
  });

  it("keeps the aggregates shown when a download fails, and says why", async () => {
    const actor = createActor(
      tourismDashboardMachine.provide({
        actors: {
          loadArrivals: fromPromise<Arrivals, ArrivalFilters>(async ({ input }) => arrivalsOf(input)),
          downloadCsv: fromPromise<void, { filters: ArrivalFilters; purpose: string }>(async () => {
            throw failure(0);
          }),
        },
      }),
      { input: { filters: yearByMonth } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "download.requested", purpose: "Board report" });
    await expect.poll(() => actor.getSnapshot().context.downloadFailure).toEqual(failure(0));
    expect(actor.getSnapshot().context.arrivals).toEqual(arrivalsOf(yearByMonth));
  });
});
