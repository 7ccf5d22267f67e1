import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { FlaggedCheckIn, FlagReview } from "#domain/tracing/check-in-flag-review.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type Flag = v.InferOutput<typeof FlaggedCheckIn>;
export type FlagTab = "open" | "reviewed";

export interface FlagDecision {
  id: string;
  review: FlagReview;
  note: string;
}

export type FlagReviewEvent = { type: "tab.chosen"; tab: FlagTab } | { type: "review.requested"; decision: FlagDecision } | { type: "reload" };

export interface FlagReviewContext {
  tab: FlagTab;
  flags: Flag[];
  failure: CallFailure | undefined;
  /** The flag whose review is being sent. */
  reviewing: string | undefined;
  /** The last review that failed, and why; cleared by the next one. */
  reviewFailure: { id: string; failure: CallFailure } | undefined;
}

const never = () => new Promise<never>(() => {});

/**
 * Decision 026: the health official's list of flagged check-ins, open or reviewed. Each open
 * flag is dismissed or kept with an optional note; the reviewed flag stays in place showing the
 * decision until the list is loaded again.
 */
export const flagReviewMachine = setup({
  types: { context: {} as FlagReviewContext, events: {} as FlagReviewEvent },
  actors: {
    loadFlags: fromPromise<Flag[], { state: FlagTab }>(never),
    reviewFlag: fromPromise<Flag, FlagDecision>(never),
  },
  guards: {
    isOpenFlag: ({ context, event }) =>
      event.type === "review.requested" && context.flags.some((flag) => flag.id === event.decision.id && flag.attributes.review === null),
  },
}).createMachine({
  id: "flagReview",
  context: { tab: "open", flags: [], failure: undefined, reviewing: undefined, reviewFailure: undefined },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, reviewFailure: undefined }),
      invoke: {
        id: "loadFlags",
        src: "loadFlags",
        input: ({ context }) => ({ state: context.tab }),
        onDone: { target: "ready", actions: assign({ flags: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ flags: [], failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    ready: {
      on: {
        "tab.chosen": { target: "loading", actions: assign({ tab: ({ event }) => event.tab }) },
        "review.requested": { guard: "isOpenFlag", target: "reviewing" },
        reload: "loading",
      },
    },
    reviewing: {
      entry: assign({ reviewing: ({ event }) => (event.type === "review.requested" ? event.decision.id : undefined), reviewFailure: undefined }),
      invoke: {
        id: "reviewFlag",
        src: "reviewFlag",
        input: ({ event }) => (event.type === "review.requested" ? event.decision : { id: "", review: "kept", note: "" }),
        onDone: {
          target: "ready",
          actions: assign({
            flags: ({ context, event }) => context.flags.map((flag) => (flag.id === event.output.id ? event.output : flag)),
            reviewing: undefined,
          }),
        },
        onError: {
          target: "ready",
          actions: assign({
            reviewFailure: ({ context, event }) => ({ id: context.reviewing ?? "", failure: failureOf(event.error) }),
            reviewing: undefined,
          }),
        },
      },
    },
    failed: {
      on: {
        "tab.chosen": { target: "loading", actions: assign({ tab: ({ event }) => event.tab }) },
        reload: "loading",
      },
    },
  },
});
