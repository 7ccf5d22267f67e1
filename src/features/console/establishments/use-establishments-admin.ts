import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { EstablishmentFilter, establishmentsAdminMachine } from "../../../../machines/console/establishments-admin.machine.ts";

export type EstablishmentsActor = ActorRefFrom<typeof establishmentsAdminMachine>;

/** The establishments machine as the page sees it: one selector a field, events sent by name. */
export function useEstablishmentsAdmin(actor: EstablishmentsActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    filter: useSelector(actor, (state) => state.context.filter),
    establishments: useSelector(actor, (state) => state.context.establishments),
    changingId: useSelector(actor, (state) => state.context.changingId),
    sending: useSelector(actor, (state) => state.matches("changing")),
    changedId: useSelector(actor, (state) => state.context.changedId),
    failure: useSelector(actor, (state) => state.context.failure),
    failedCall: useSelector(actor, (state) => state.context.failedCall),
    canSearch: useSelector(actor, (state) => state.can({ type: "search", filter: { q: "", status: "all" } })),
    search: (filter: EstablishmentFilter) => actor.send({ type: "search", filter }),
    reload: () => actor.send({ type: "reload" }),
    openChange: (id: string) => actor.send({ type: "change.opened", id }),
    cancelChange: () => actor.send({ type: "change.cancelled" }),
    submitChange: (reason: string) => actor.send({ type: "change.submitted", reason }),
  };
}

export type EstablishmentsAdminView = ReturnType<typeof useEstablishmentsAdmin>;
