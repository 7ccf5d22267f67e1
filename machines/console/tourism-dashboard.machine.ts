import { assign, fromPromise, setup } from "xstate";
import type { ArrivalDimension, ArrivalPeriod, Arrivals } from "#domain/tourism-dashboard.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

/** What the analyst chose: the days (YYYY-MM-DD, inclusive), week or month, and the answer to group by. */
export interface ArrivalFilters {
  from: string;
  to: string;
  by: ArrivalPeriod;
  dimension: ArrivalDimension;
}

export type TourismDashboardEvent = { type: "filters.changed"; filters: ArrivalFilters } | { type: "reload" } | { type: "download.requested"; purpose: string };

export interface TourismDashboardContext {
  filters: ArrivalFilters;
  /** The last aggregates loaded; kept while a download runs. */
  arrivals: Arrivals | undefined;
  failure: CallFailure | undefined;
  /** The last download's failure (a missing purpose, the connection); cleared by the next one. */
  downloadFailure: CallFailure | undefined;
  downloaded: boolean;
}

const never = () => new Promise<never>(() => {});

/**
 * Decision 024: the tourism analyst's dashboard. The aggregates load for the filters; a change of
 * filters loads them again; the CSV of the same filters downloads with a stated purpose.
 */
export const tourismDashboardMachine = setup({
  types: { context: {} as TourismDashboardContext, events: {} as TourismDashboardEvent, input: {} as { filters: ArrivalFilters } },
  actors: {
    loadArrivals: fromPromise<Arrivals, ArrivalFilters>(never),
    downloadCsv: fromPromise<void, { filters: ArrivalFilters; purpose: string }>(never),
  },
}).createMachine({
  id: "tourismDashboard",
  context: ({ input }) => ({ filters: input.filters, arrivals: undefined, failure: undefined, downloadFailure: undefined, downloaded: false }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, downloadFailure: undefined, downloaded: false }),
      invoke: {
        id: "loadArrivals",
        src: "loadArrivals",
        input: ({ context }) => context.filters,
        onDone: { target: "ready", actions: assign({ arrivals: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ arrivals: undefined, failure: ({ event }) => failureOf(event.error) }) },
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
        input: ({ context, event }) => ({ filters: context.filters, purpose: event.type === "download.requested" ? event.purpose : "" }),
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
