import * as v from "valibot";
import { fromPromise } from "xstate";
import { type CaseOpeningInput, tracingSearchMachine } from "../../../../machines/console/tracing-search.machine.ts";
import { CaseOpening, type PersonMatch, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import { openCase, searchPeople } from "./tracing-api.ts";

/** The person search with its real calls (a lost session is the shell's to handle: it sends every console page back to sign-in). */
export const searchMachine = tracingSearchMachine.provide({
  actors: {
    searchPeople: fromPromise<PersonMatch[], { query: string }>(({ input }) => searchPeople(input.query)),
    // The machine sends only an opening the schema accepts.
    openCase: fromPromise<TracingCase, { opening: CaseOpeningInput }>(({ input }) => openCase(v.parse(CaseOpening, input.opening))),
  },
});
