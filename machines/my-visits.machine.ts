import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { VisitResource } from "#domain/logbook.ts";
import { visitsAtTheDoor } from "#domain/door-answer.ts";

type Visit = v.InferOutput<typeof VisitResource>;

export interface MyVisitsContext {
  /** The visit still open that the door let in, if any; it is also the one a check-out ends. */
  open: Visit | undefined;
  /** A check-in the door refused, still running: shown as refused, with nothing to check out (issue 29.5). */
  refused: Visit | undefined;
  /** The other visits of the last 30 days, newest first. */
  recent: Visit[];
  /** The value of the traveller's own QR code once loaded. */
  qrValue: string | undefined;
}

export type MyVisitsEvent = { type: "visits.reload" } | { type: "visit.checkOut" } | { type: "qr.reload" };

// The app provides the calls; until then they never settle.
const never = () => new Promise<never>(() => {});

/**
 * The signed-in logbook home (docs/product-spec.md, part 7): the visits of the last 30 days with the open one apart,
 * its check-out (a failure keeps the visit shown as open; the API client has told why), the list
 * loaded again after a check-out, and, alongside, the traveller's own QR code.
 */
export const myVisitsMachine = setup({
  types: {
    context: {} as MyVisitsContext,
    events: {} as MyVisitsEvent,
  },
  actions: {
    // The view says so (a toast); the machine only marks the moment.
    announceCheckedOut: () => {},
  },
  actors: {
    loadVisits: fromPromise<Visit[]>(never),
    checkOut: fromPromise<Visit, { id: string }>(never),
    loadQr: fromPromise<string>(never),
  },
  guards: {
    hasOpenVisit: ({ context }) => context.open !== undefined,
  },
}).createMachine({
  id: "myVisits",
  context: { open: undefined, refused: undefined, recent: [], qrValue: undefined },
  type: "parallel",
  states: {
    visits: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadVisits",
            src: "loadVisits",
            onDone: {
              target: "ready",
              actions: assign(({ event }) => visitsAtTheDoor(event.output)),
            },
            onError: "failed",
          },
        },
        failed: {
          on: { "visits.reload": "loading" },
        },
        ready: {
          initial: "idle",
          states: {
            idle: {
              on: { "visit.checkOut": { guard: "hasOpenVisit", target: "checkingOut" } },
            },
            checkingOut: {
              invoke: {
                id: "checkOut",
                src: "checkOut",
                input: ({ context }) => ({ id: context.open?.id ?? "" }),
                onDone: { target: "#myVisits.visits.loading", actions: "announceCheckedOut" },
                onError: "checkOutFailed",
              },
            },
            // The visit is still open as far as the traveller can tell; checking out may be tried again.
            checkOutFailed: {
              on: { "visit.checkOut": "checkingOut" },
            },
          },
        },
      },
    },
    qr: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadQr",
            src: "loadQr",
            onDone: { target: "ready", actions: assign({ qrValue: ({ event }) => event.output }) },
            onError: "failed",
          },
        },
        failed: {
          on: { "qr.reload": "loading" },
        },
        ready: {},
      },
    },
  },
});
