import { fromPromise } from "xstate";
import { type CaseListState, tracingCasesMachine } from "../../../../machines/console/tracing-cases.machine.ts";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { listCases } from "./tracing-api.ts";

/** The case list with its real call (a lost session is the shell's to handle: it sends every console page back to sign-in). */
export const casesMachine = tracingCasesMachine.provide({
  actors: { listCases: fromPromise<TracingCase[], { shown: CaseListState }>(({ input }) => listCases(input.shown)) },
});
