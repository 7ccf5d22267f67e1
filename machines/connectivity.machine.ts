import { assign, fromCallback, setup } from "xstate";

export type ConnectivityEvent = { type: "network.offline" } | { type: "network.online" } | { type: "update.found" } | { type: "countdown.tick" };

export interface ConnectivityInput {
  countdownSeconds: number;
}

/**
 * docs/product-spec.md, part 4 "Connectivity": ONLINE, OFFLINE, and UPDATED, where the waiting service worker is
 * activated, a countdown runs, and the page reloads. It starts online; the app reports the
 * browser's actual state as its first event.
 */
export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityInput & { secondsLeft: number },
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
  },
  actions: {
    activateWaitingWorker: () => {},
    reloadPage: () => {},
  },
  actors: {
    // Sends countdown.tick once a second; the app supplies a real timer, tests send ticks themselves.
    countdown: fromCallback<ConnectivityEvent>(() => () => {}),
  },
  guards: {
    countdownFinished: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: "connectivity",
  context: ({ input }) => ({ ...input, secondsLeft: input.countdownSeconds }),
  initial: "online",
  states: {
    online: {
      on: { "network.offline": "offline", "update.found": "updated" },
    },
    offline: {
      on: { "network.online": "online", "update.found": "updated" },
    },
    updated: {
      entry: [assign({ secondsLeft: ({ context }) => context.countdownSeconds }), "activateWaitingWorker"],
      invoke: { src: "countdown" },
      on: {
        "countdown.tick": [{ guard: "countdownFinished", target: "reloading" }, { actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) }],
      },
    },
    reloading: {
      entry: "reloadPage",
    },
  },
});
