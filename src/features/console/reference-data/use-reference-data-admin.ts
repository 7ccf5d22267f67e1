import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ReferenceTarget, ReferenceWrite, referenceDataAdminMachine } from "../../../../machines/console/reference-data-admin.machine.ts";
import type { AdminPurpose, AdminSymptom, NewSymptom, SymptomEdit } from "#domain/reference-data-admin.ts";
import type { Titles } from "#domain/reference-data.ts";

export type ReferenceDataActor = ActorRefFrom<typeof referenceDataAdminMachine>;

/** The reference data machine as the page sees it: one selector a field, events sent by name. */
export function useReferenceDataAdmin(actor: ReferenceDataActor) {
  const request = (write: ReferenceWrite) => actor.send({ type: "write.requested", write });
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    writing: useSelector(actor, (state) => state.matches("writing")),
    lists: useSelector(actor, (state) => state.context.lists),
    editing: useSelector(actor, (state) => state.context.editing),
    saved: useSelector(actor, (state) => state.context.saved),
    failure: useSelector(actor, (state) => state.context.failure),
    canWrite: useSelector(actor, (state) => state.matches("ready")),
    reload: () => actor.send({ type: "reload" }),
    open: (target: ReferenceTarget) => actor.send({ type: "edit.opened", target }),
    close: () => actor.send({ type: "edit.closed" }),
    addSymptom: (symptom: NewSymptom) => request({ kind: "symptom.create", body: symptom }),
    /** A symptom's category and titles; whether it is retired stays as it is. */
    editSymptom: (symptom: AdminSymptom, edit: Omit<SymptomEdit, "retired">) =>
      request({ kind: "symptom.edit", id: symptom.id, body: { ...edit, retired: symptom.retired_at !== null } }),
    /** Retires a symptom in use, or brings a retired one back. */
    toggleSymptomRetired: (symptom: AdminSymptom) =>
      request({ kind: "symptom.edit", id: symptom.id, body: { category: symptom.category, titles: symptom.titles, retired: symptom.retired_at === null } }),
    addPurpose: (titles: Titles) => request({ kind: "purpose.create", body: { titles } }),
    /** A purpose's translations; whether it is retired stays as it is. */
    editPurpose: (purpose: AdminPurpose, titles: Titles) =>
      request({ kind: "purpose.edit", id: purpose.id, body: { titles, retired: purpose.retired_at !== null } }),
    /** Retires a purpose in use, or brings a retired one back. */
    togglePurposeRetired: (purpose: AdminPurpose) =>
      request({ kind: "purpose.edit", id: purpose.id, body: { titles: purpose.titles, retired: purpose.retired_at === null } }),
    move: (list: ReferenceTarget["list"], id: string, offset: -1 | 1) => actor.send({ type: "item.moved", list, id, offset }),
  };
}

export type ReferenceDataView = ReturnType<typeof useReferenceDataAdmin>;
