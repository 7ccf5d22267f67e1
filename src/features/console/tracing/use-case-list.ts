import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { CaseListState, tracingCasesMachine } from "../../../../machines/console/tracing-cases.machine.ts";

export type CasesActor = ActorRefFrom<typeof tracingCasesMachine>;

/** The case list machine as the page sees it: one selector a field, events sent by name. */
export function useCaseList(actor: CasesActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    shown: useSelector(actor, (state) => state.context.shown),
    cases: useSelector(actor, (state) => state.context.cases),
    failure: useSelector(actor, (state) => state.context.failure),
    show: (shown: CaseListState) => actor.send({ type: "shown.changed", shown }),
    reload: () => actor.send({ type: "reload" }),
  };
}

export type CaseListView = ReturnType<typeof useCaseList>;
