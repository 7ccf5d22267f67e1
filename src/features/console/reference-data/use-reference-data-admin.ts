import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ReferenceTarget, ReferenceWrite, referenceDataAdminMachine } from "../../../../machines/console/reference-data-admin.machine.ts";

export type ReferenceDataActor = ActorRefFrom<typeof referenceDataAdminMachine>;

/** The reference data machine as the page sees it: one selector a field, events sent by name. */
export function useReferenceDataAdmin(actor: ReferenceDataActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    writing: useSelector(actor, (state) => state.matches("writing")),
    lists: useSelector(actor, (state) => state.context.lists),
    editing: useSelector(actor, (state) => state.context.editing),
    write: useSelector(actor, (state) => state.context.write),
    saved: useSelector(actor, (state) => state.context.saved),
    failure: useSelector(actor, (state) => state.context.failure),
    canWrite: useSelector(actor, (state) => state.matches("ready")),
    reload: () => actor.send({ type: "reload" }),
    open: (target: ReferenceTarget) => actor.send({ type: "edit.opened", target }),
    close: () => actor.send({ type: "edit.closed" }),
    send: (write: ReferenceWrite) => actor.send({ type: "write.requested", write }),
    move: (list: ReferenceTarget["list"], id: string, offset: -1 | 1) => actor.send({ type: "item.moved", list, id, offset }),
  };
}

export type ReferenceDataView = ReturnType<typeof useReferenceDataAdmin>;
