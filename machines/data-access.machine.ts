import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { DataAccessAnswer } from "#domain/audit.ts";

export type DataAccess = v.InferOutput<typeof DataAccessAnswer>["data"][number];

export interface DataAccessContext {
  accesses: DataAccess[];
}

export type DataAccessEvent = { type: "accesses.reload" };

const never = () => new Promise<never>(() => {});

/**
 * The traveller's "who looked at my data" list (decision 018): which agencies read it and when, loaded
 * when the profile opens; a failed load can be tried again.
 */
export const dataAccessMachine = setup({
  types: { context: {} as DataAccessContext, events: {} as DataAccessEvent },
  actors: { loadAccesses: fromPromise<DataAccess[]>(never) },
}).createMachine({
  id: "dataAccess",
  context: { accesses: [] },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadAccesses",
        src: "loadAccesses",
        onDone: { target: "ready", actions: assign({ accesses: ({ event }) => event.output }) },
        onError: "failed",
      },
    },
    failed: { on: { "accesses.reload": "loading" } },
    ready: { on: { "accesses.reload": "loading" } },
  },
});
