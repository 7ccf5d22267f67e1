import { assign, fromPromise, setup } from "xstate";
import type { ArrivalDimension, ArrivalPeriod, Arrivals, ArrivalFilters as AnswerFilters, CrossTab, CrossTabDimension } from "#domain/tourism-dashboard.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

/**
 * What the analyst chose: the days (YYYY-MM-DD, inclusive), week or month, the answer to group by, the
 * answers kept, the answer to cross it with (a cross-tab of the range), and whether to put the same
 * days a year before beside it.
 */
export interface ArrivalFilters {
  from: string;
  to: string;
  by: ArrivalPeriod;
  dimension: ArrivalDimension;
  answers: AnswerFilters;
  crossWith: CrossTabDimension | undefined;
  compare: boolean;
}

/** What one choice loads: the grouping, its cross-tab when asked, and the year before when compared. */
export interface DashboardData {
  arrivals: Arrivals;
  crossTab: CrossTab | undefined;
  lastYear: Arrivals | undefined;
}

export const DOWNLOADS = ["arrivals.csv", "cross-tab.csv", "cross-tab.xlsx"] as const;
export type Download = (typeof DOWNLOADS)[number];

export type TourismDashboardEvent =
  | { type: "filters.changed"; filters: ArrivalFilters }
  | { type: "reload" }
  | { type: "download.requested"; purpose: string; download: Download };

export interface TourismDashboardContext {
  filters: ArrivalFilters;
  /** The last aggregates loaded; kept while a download runs. */
  data: DashboardData | undefined;
  failure: CallFailure | undefined;
  /** The last download's failure (a missing purpose, the connection); cleared by the next one. */
  downloadFailure: CallFailure | undefined;
  downloaded: boolean;
}

const never = () => new Promise<never>(() => {});

/**
 * Decisions 024 and 056: the tourism analyst's dashboard. The aggregates load for the filters; a change of
 * filters loads them again; the CSV (or the cross-tab's CSV or XLSX) downloads with a stated purpose.
 */
export const tourismDashboardMachine = setup({
  types: { context: {} as TourismDashboardContext, events: {} as TourismDashboardEvent, input: {} as { filters: ArrivalFilters } },
  actors: {
    loadArrivals: fromPromise<DashboardData, ArrivalFilters>(never),
    downloadCsv: fromPromise<void, { filters: ArrivalFilters; purpose: string; download: Download }>(never),
  },
}).createMachine({
  id: "tourismDashboard",
  context: ({ input }) => ({ filters: input.filters, data: undefined, failure: undefined, downloadFailure: undefined, downloaded: false }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, downloadFailure: undefined, downloaded: false }),
      invoke: {
        id: "loadArrivals",
        src: "loadArrivals",
        input: ({ context }) => context.filters,
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ data: undefined, failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    ready: {
      on: {
        "filters.changed": { target: "loading", actions: assign({ filters: ({ event }) => event.filters }) },
        "download.requested": { target: "downloading" },
      },
    },
    downloading: {
      entry: assign({ downloadFailure: undefined, downloaded: false }),
      invoke: {
        id: "downloadCsv",
        src: "downloadCsv",
        input: ({ context, event }) =>
          event.type === "download.requested"
            ? { filters: context.filters, purpose: event.purpose, download: event.download }
            : { filters: context.filters, purpose: "", download: "arrivals.csv" as const },
        onDone: { target: "ready", actions: assign({ downloaded: true }) },
        onError: { target: "ready", actions: assign({ downloadFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: {
        "filters.changed": { target: "loading", actions: assign({ filters: ({ event }) => event.filters }) },
        reload: "loading",
      },
    },
  },
});
