import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { Exposure } from "#domain/tracing/tracing-contacts.ts";

export type TravellerExposure = v.InferOutput<typeof Exposure>;

export interface ExposureWarningContext {
  exposures: TravellerExposure[];
}

export type ExposureWarningEvent = { type: "exposures.reload" };

const never = () => new Promise<never>(() => {});

/**
 * The signed-in home's exposure warning (decision 026): the exposures health officials notified the
 * traveller of, loaded when the home opens; `warning` while there is at least one, `clear` when none.
 * A failed load can be tried again, since a warning nobody sees protects nobody.
 */
export const exposureWarningMachine = setup({
  types: { context: {} as ExposureWarningContext, events: {} as ExposureWarningEvent },
  actors: { loadExposures: fromPromise<TravellerExposure[]>(never) },
  actions: { keepExposures: assign({ exposures: (_, exposures: TravellerExposure[]) => exposures }) },
}).createMachine({
  id: "exposureWarning",
  context: { exposures: [] },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadExposures",
        src: "loadExposures",
        onDone: [
          { guard: ({ event }) => event.output.length > 0, target: "warning", actions: { type: "keepExposures", params: ({ event }) => event.output } },
          { target: "clear", actions: { type: "keepExposures", params: ({ event }) => event.output } },
        ],
        onError: "failed",
      },
    },
    warning: {},
    clear: {},
    failed: { on: { "exposures.reload": "loading" } },
  },
});
