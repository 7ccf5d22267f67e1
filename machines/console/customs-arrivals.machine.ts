import { assign, fromPromise, setup } from "xstate";
import type { ArrivalGroup, Arrivals, ArrivalTraveller } from "#domain/customs-queue.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type ArrivalGroupKey = Pick<ArrivalGroup, "transport_type" | "carrier">;

export interface CustomsArrivalsContext {
  arrivals: Arrivals | undefined;
  group: ArrivalGroupKey | undefined;
  travellers: ArrivalTraveller[];
  failure: CallFailure | undefined;
}

export type CustomsArrivalsEvent = { type: "arrivals.refresh" } | ({ type: "group.opened" } & ArrivalGroupKey) | { type: "group.closed" } | { type: "retry" };

const never = () => new Promise<never>(() => {});

/**
 * Before the bags arrive (decision 037): the day's flights and vessels with their declarations and
 * referrals, then one of them opened to its travellers (an audited read); opening a traveller is the
 * customs check's reopening, audited like a scan.
 */
export const customsArrivalsMachine = setup({
  types: { context: {} as CustomsArrivalsContext, events: {} as CustomsArrivalsEvent },
  actors: {
    loadArrivals: fromPromise<Arrivals>(never),
    loadTravellers: fromPromise<ArrivalTraveller[], ArrivalGroupKey & { date: string }>(never),
  },
  actions: {
    rememberFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
  },
  guards: { hasGroup: ({ context }) => context.group !== undefined },
}).createMachine({
  id: "customsArrivals",
  context: { arrivals: undefined, group: undefined, travellers: [], failure: undefined },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, group: undefined, travellers: [] }),
      invoke: {
        id: "loadArrivals",
        src: "loadArrivals",
        onDone: { target: "overview", actions: assign({ arrivals: ({ event }) => event.output }) },
        onError: { target: "failed", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    overview: {
      on: {
        "arrivals.refresh": "loading",
        "group.opened": {
          target: "openingGroup",
          actions: assign({ group: ({ event }) => ({ transport_type: event.transport_type, carrier: event.carrier }) }),
        },
      },
    },
    openingGroup: {
      entry: assign({ failure: undefined }),
      invoke: {
        id: "loadTravellers",
        src: "loadTravellers",
        input: ({ context }) => ({
          date: context.arrivals?.date ?? "",
          transport_type: context.group?.transport_type ?? "AIR",
          carrier: context.group?.carrier ?? "",
        }),
        onDone: { target: "group", actions: assign({ travellers: ({ event }) => event.output }) },
        onError: { target: "failed", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    group: { on: { "group.closed": { target: "overview", actions: assign({ group: undefined, travellers: [] }) }, "arrivals.refresh": "loading" } },
    failed: {
      on: {
        retry: [{ guard: "hasGroup", target: "openingGroup" }, { target: "loading" }],
        "arrivals.refresh": "loading",
      },
    },
  },
});
