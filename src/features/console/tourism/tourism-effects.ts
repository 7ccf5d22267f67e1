import { fromPromise } from "xstate";
import { type ArrivalFilters, type DashboardData, type Download, tourismDashboardMachine } from "../../../../machines/console/tourism-dashboard.machine.ts";
import { downloadArrivals, loadArrivals } from "../../../api/tourism.ts";

/** The dashboard with its real calls (a lost session is the shell's to handle: it sends every console page back to sign-in). */
export const tourismMachine = tourismDashboardMachine.provide({
  actors: {
    loadArrivals: fromPromise<DashboardData, ArrivalFilters>(({ input }) => loadArrivals(input)),
    downloadCsv: fromPromise<void, { filters: ArrivalFilters; purpose: string; download: Download }>(({ input }) =>
      downloadArrivals(input.filters, input.purpose, input.download),
    ),
  },
});

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The first view: the last twelve months by month, by origin country, every answer kept. */
export function firstFilters(today: Date): ArrivalFilters {
  const from = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth() + 1, 1));
  return { from: day(from), to: day(today), by: "month", dimension: "origin_country", answers: {}, crossWith: undefined, compare: false };
}
