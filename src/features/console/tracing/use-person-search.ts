import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { CaseOpeningInput, tracingSearchMachine } from "../../../../machines/console/tracing-search.machine.ts";

export type SearchActor = ActorRefFrom<typeof tracingSearchMachine>;

/** The search and opening machine as the page sees it: one selector a field, events sent by name. */
export function usePersonSearch(actor: SearchActor) {
  return {
    searching: useSelector(actor, (state) => state.matches({ active: "searching" })),
    searchFailed: useSelector(actor, (state) => state.matches({ active: "searchFailed" })),
    opening: useSelector(actor, (state) => state.matches({ active: "opening" }) || state.matches({ active: "creating" })),
    creating: useSelector(actor, (state) => state.matches({ active: "creating" })),
    query: useSelector(actor, (state) => state.context.query),
    queryInvalid: useSelector(actor, (state) => state.context.queryInvalid),
    matches: useSelector(actor, (state) => state.context.matches),
    person: useSelector(actor, (state) => state.context.person),
    openingErrors: useSelector(actor, (state) => state.context.openingErrors),
    failure: useSelector(actor, (state) => state.context.failure),
    openedCaseId: useSelector(actor, (state) => state.context.openedCase?.id),
    search: (query: string) => actor.send({ type: "search.submitted", query }),
    retry: () => actor.send({ type: "search.retried" }),
    choose: (personKey: string) => actor.send({ type: "person.chosen", personKey }),
    open: (opening: CaseOpeningInput) => actor.send({ type: "opening.submitted", opening }),
    cancel: () => actor.send({ type: "opening.cancelled" }),
  };
}

export type PersonSearchView = ReturnType<typeof usePersonSearch>;
