import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { contactMessagesMachine } from "../../../../machines/console/contact-messages.machine.ts";

export type ContactMessagesActor = ActorRefFrom<typeof contactMessagesMachine>;

/** The contact messages machine as the page sees it: one selector a field, events sent by name. */
export function useContactMessages(actor: ContactMessagesActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    failure: useSelector(actor, (state) => state.context.failure),
    messages: useSelector(actor, (state) => state.context.messages),
    counts: useSelector(actor, (state) => state.context.counts),
    hasOlder: useSelector(actor, (state) => state.context.nextBefore !== null),
    canLoadOlder: useSelector(actor, (state) => state.can({ type: "older.requested" })),
    loadingOlder: useSelector(actor, (state) => state.matches("loadingOlder")),
    olderFailed: useSelector(actor, (state) => state.context.olderFailed),
    loadOlder: () => actor.send({ type: "older.requested" }),
    reload: () => actor.send({ type: "list.reload" }),
  };
}

export type ContactMessagesView = ReturnType<typeof useContactMessages>;
