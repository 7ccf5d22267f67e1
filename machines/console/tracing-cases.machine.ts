import { assign, fromPromise, setup } from "xstate";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { sessionGone } from "../session-loss.ts";
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

/** Decision 028: the tracing home's list of open cases, or of closed ones on request. A 401 ends the page. */
export const tracingCasesMachine = setup({
  types: { context: {} as TracingCasesContext, events: {} as TracingCasesEvent },
  actors: { listCases: fromPromise<TracingCase[], { shown: CaseListState }>(never) },
  actions: { sessionEnded: () => {} },
  guards: { sessionGone },
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
        onError: [
          { guard: { type: "sessionGone", params: ({ event }) => ({ error: event.error }) }, target: "sessionEnded" },
          { target: "failed", actions: assign({ cases: [], failure: ({ event }) => failureOf(event.error) }) },
        ],
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
    sessionEnded: { type: "final", entry: "sessionEnded" },
  },
});
