import { fromPromise, setup } from "xstate";

// The app provides the calls; until then they never settle.
const never = () => new Promise<never>(() => {});

/**
 * A guest's "Leave and delete" (issue 29.6, decision 060): the guest is told what stops working and
 * asked; only a yes ends the guest session, which cannot be opened again.
 */
export const guestLeaveMachine = setup({
  types: {
    events: {} as { type: "leave.requested" },
  },
  actors: {
    confirmLeave: fromPromise<boolean>(never),
  },
  actions: {
    leave: () => {},
  },
}).createMachine({
  id: "guestLeave",
  initial: "idle",
  states: {
    idle: { on: { "leave.requested": "confirming" } },
    confirming: {
      invoke: {
        id: "confirmLeave",
        src: "confirmLeave",
        onDone: [{ guard: ({ event }) => event.output, target: "left", actions: "leave" }, { target: "idle" }],
        onError: "idle",
      },
    },
    left: { type: "final" },
  },
});
