import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ContactFilters, Grouping, SortKey } from "../../../../machines/console/contact-table-rows.ts";
import { type BulkAction, type FocusMove, type ListStage, selectedReachedOnlyThrough } from "../../../../machines/console/contact-table.machine.ts";
import type { FollowUpStatus } from "#domain/tracing/tracing-contacts.ts";
import { tableMachine } from "./contact-table-effects.ts";
import { today } from "./tracing-format.ts";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

/** The contacts table's machine as the table sees it, fed with the workbench's contacts whenever it reads them. */
export function useContactTable(view: CaseWorkbenchView, caseId: string, stage: ListStage) {
  const actor = useActorRef(tableMachine, { input: { caseId, owner: view.workbench, today: today(), stage, contacts: view.contacts } });
  useEffect(() => {
    actor.send({ type: "rows.loaded", contacts: view.contacts, stage });
  }, [actor, view.contacts, stage]);
  return {
    step: useSelector(actor, (state) => state.value),
    stage: useSelector(actor, (state) => state.context.stage),
    today: useSelector(actor, (state) => state.context.today),
    contacts: useSelector(actor, (state) => state.context.contacts),
    items: useSelector(actor, (state) => state.context.items),
    shownCount: useSelector(actor, (state) => state.context.shownIds.length),
    focusedIndex: useSelector(actor, (state) => state.context.items.findIndex((item) => item.kind === "contact" && item.contact.id === state.context.focused)),
    filters: useSelector(actor, (state) => state.context.filters),
    sort: useSelector(actor, (state) => state.context.sort),
    grouping: useSelector(actor, (state) => state.context.grouping),
    selected: useSelector(actor, (state) => state.context.selected),
    reachedOnlyThrough: useSelector(actor, (state) => selectedReachedOnlyThrough(state.context)),
    focused: useSelector(actor, (state) => state.context.focused),
    opened: useSelector(actor, (state) => state.context.contacts.find((contact) => contact.id === state.context.opened)),
    bulk: useSelector(actor, (state) => state.context.bulk),
    invalid: useSelector(actor, (state) => state.context.invalid),
    failure: useSelector(actor, (state) => state.context.failure),
    done: useSelector(actor, (state) => state.context.done),
    sortBy: (key: SortKey) => actor.send({ type: "sort.changed", key }),
    filter: (filters: ContactFilters) => actor.send({ type: "filter.changed", filters }),
    clearFilters: () => actor.send({ type: "filters.cleared" }),
    group: (grouping: Grouping) => actor.send({ type: "grouping.changed", grouping }),
    focus: (contactId: string) => actor.send({ type: "row.focused", contactId }),
    move: (to: FocusMove) => actor.send({ type: "focus.moved", to }),
    toggle: (contactId?: string) => actor.send({ type: "row.toggled", contactId }),
    selectShown: () => actor.send({ type: "shown.selected" }),
    clearSelection: () => actor.send({ type: "selection.cleared" }),
    open: (contactId?: string) => actor.send({ type: "row.opened", contactId }),
    close: () => actor.send({ type: "row.closed" }),
    startBulk: (action: BulkAction) => actor.send({ type: "bulk.started", action }),
    changeReason: (reason: string) => actor.send({ type: "bulk.reasonChanged", reason }),
    changeStatus: (status: FollowUpStatus) => actor.send({ type: "bulk.statusChanged", status }),
    confirmBulk: () => actor.send({ type: "bulk.confirmed" }),
    cancelBulk: () => actor.send({ type: "bulk.cancelled" }),
  };
}

export type ContactTableView = ReturnType<typeof useContactTable>;
