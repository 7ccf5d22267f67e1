import { assign, fromPromise, setup } from "xstate";
import type { ContactMessageCounts, StaffContactMessage } from "#domain/contact-messages.ts";
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
 */
export const contactMessagesMachine = setup({
  types: { context: {} as ContactMessagesContext, events: {} as ContactMessagesEvent },
  actors: {
    loadMessages: fromPromise<ContactMessagesPage, { before: string | undefined }>(never),
  },
  guards: {
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
        onError: { target: "failed", actions: assign({ messages: [], nextBefore: null, failure: ({ event }) => failureOf(event.error) }) },
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
        onError: { target: "ready", actions: assign({ olderFailed: true }) },
      },
    },
    failed: { on: { "list.reload": "loading" } },
  },
});
