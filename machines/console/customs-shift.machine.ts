import { assign, fromPromise, setup } from "xstate";
import type { CustomsShift } from "#domain/customs-queue.ts";

const never = () => new Promise<never>(() => {});

/**
 * The officer's shift beside the customs check (decision 037): travellers processed since signing
 * in and the last decisions, read when the page opens and again after each decision. A failed read
 * keeps the last figures on screen; the check itself does not depend on it.
 */
export const customsShiftMachine = setup({
  types: { context: {} as { shift: CustomsShift | undefined; stale: boolean }, events: {} as { type: "shift.refresh" } },
  actors: { loadShift: fromPromise<CustomsShift>(never) },
}).createMachine({
  id: "customsShift",
  context: { shift: undefined, stale: false },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadShift",
        onDone: { target: "shown", actions: assign({ shift: ({ event }) => event.output, stale: false }) },
        onError: { target: "shown", actions: assign({ stale: true }) },
      },
    },
    shown: { on: { "shift.refresh": "loading" } },
  },
});
