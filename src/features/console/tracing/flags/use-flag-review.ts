import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { FlagDecision, flagReviewMachine, FlagTab } from "../../../../../machines/console/flag-review.machine.ts";

export type FlagReviewActor = ActorRefFrom<typeof flagReviewMachine>;

/** The flag review machine as the page sees it: one selector a field, events sent by name. */
export function useFlagReview(actor: FlagReviewActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    failure: useSelector(actor, (state) => state.context.failure),
    tab: useSelector(actor, (state) => state.context.tab),
    flags: useSelector(actor, (state) => state.context.flags),
    reviewing: useSelector(actor, (state) => state.context.reviewing),
    reviewFailure: useSelector(actor, (state) => state.context.reviewFailure),
    canReview: useSelector(actor, (state) => state.matches("ready")),
    choose: (tab: FlagTab) => actor.send({ type: "tab.chosen", tab }),
    review: (decision: FlagDecision) => actor.send({ type: "review.requested", decision }),
    reload: () => actor.send({ type: "reload" }),
  };
}

export type FlagReviewView = ReturnType<typeof useFlagReview>;
