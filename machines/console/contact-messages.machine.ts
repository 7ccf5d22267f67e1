import { assign, fromPromise, setup } from "xstate";
import type { ContactMessageCounts, StaffContactMessage } from "#domain/contact-messages.ts";
import { sessionGone } from "../session-loss.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export interface ContactMessagesPage {
  messages: StaffContactMessage[];
  nextBefore: string | null;
  counts: ContactMessageCounts;
}

export type ContactMessagesEvent = { type: "older.requested" } | { type: "list.reload" };

export interface ContactMessagesContext {
  messages: StaffContactMessage[];
  nextBefore: string | null;
  /** The newest answer's counts of every message, shown above the list. */
  counts: ContactMessageCounts | undefined;
  failure: CallFailure | undefined;
  /** The last "Load older" failed; the messages already shown stay. */
  olderFailed: boolean;
}

const never = () => new Promise<never>(() => {});

/**
 * Decision 040: the admin's list of contact form messages, newest first, paged back with "Load older".
 * A 401 means the staff session ended: the machine stops and says so.
 */
export const contactMessagesMachine = setup({
  types: { context: {} as ContactMessagesContext, events: {} as ContactMessagesEvent },
  actors: {
    loadMessages: fromPromise<ContactMessagesPage, { before: string | undefined }>(never),
  },
  actions: { sessionEnded: () => {} },
  guards: {
    sessionGone,
    hasOlder: ({ context }) => context.nextBefore !== null,
  },
}).createMachine({
  id: "contactMessages",
  context: { messages: [], nextBefore: null, counts: undefined, failure: undefined, olderFailed: false },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, olderFailed: false }),
      invoke: {
        id: "loadMessages",
        src: "loadMessages",
        input: { before: undefined },
        onDone: {
          target: "ready",
          actions: assign({
            messages: ({ event }) => event.output.messages,
            nextBefore: ({ event }) => event.output.nextBefore,
            counts: ({ event }) => event.output.counts,
          }),
        },
        onError: [
          { guard: { type: "sessionGone", params: ({ event }) => ({ error: event.error }) }, target: "sessionEnded" },
          { target: "failed", actions: assign({ messages: [], nextBefore: null, failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    ready: {
      on: {
        "older.requested": { guard: "hasOlder", target: "loadingOlder" },
        "list.reload": "loading",
      },
    },
    loadingOlder: {
      entry: assign({ olderFailed: false }),
      invoke: {
        id: "loadOlder",
        src: "loadMessages",
        input: ({ context }) => ({ before: context.nextBefore ?? undefined }),
        onDone: {
          target: "ready",
          actions: assign({
            messages: ({ context, event }) => [...context.messages, ...event.output.messages],
            nextBefore: ({ event }) => event.output.nextBefore,
            counts: ({ event }) => event.output.counts,
          }),
        },
        onError: [
          { guard: { type: "sessionGone", params: ({ event }) => ({ error: event.error }) }, target: "sessionEnded" },
          { target: "ready", actions: assign({ olderFailed: true }) },
        ],
      },
    },
    failed: { on: { "list.reload": "loading" } },
    sessionEnded: { type: "final", entry: "sessionEnded" },
  },
});
