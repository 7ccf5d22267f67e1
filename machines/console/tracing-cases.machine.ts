import { assign, fromPromise, setup } from "xstate";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type CaseListState = "open" | "closed";

export type TracingCasesEvent = { type: "shown.changed"; shown: CaseListState } | { type: "reload" };

export interface TracingCasesContext {
  shown: CaseListState;
  /** As the server orders them: open cases with overdue follow-ups first, then the newest. */
  cases: TracingCase[];
  failure: CallFailure | undefined;
}

const never = () => new Promise<never>(() => {});

/** Decision 028: the tracing home's list of open cases, or of closed ones on request. */
export const tracingCasesMachine = setup({
  types: { context: {} as TracingCasesContext, events: {} as TracingCasesEvent },
  actors: { listCases: fromPromise<TracingCase[], { shown: CaseListState }>(never) },
}).createMachine({
  id: "tracingCases",
  context: { shown: "open", cases: [], failure: undefined },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined }),
      invoke: {
        id: "listCases",
        src: "listCases",
        input: ({ context }) => ({ shown: context.shown }),
        onDone: { target: "ready", actions: assign({ cases: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ cases: [], failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    ready: {
      on: {
        "shown.changed": { target: "loading", actions: assign({ shown: ({ event }) => event.shown }) },
        reload: "loading",
      },
    },
    failed: {
      on: {
        "shown.changed": { target: "loading", actions: assign({ shown: ({ event }) => event.shown }) },
        reload: "loading",
      },
    },
  },
});
