import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { AuditFilters, TravellerIdentifier, auditViewerMachine } from "../../../../machines/console/audit-viewer.machine.ts";

export type AuditActor = ActorRefFrom<typeof auditViewerMachine>;

/** The audit viewer machine as the page sees it: one selector a field, events sent by name. */
export function useAuditViewer(actor: AuditActor) {
  return {
    members: useSelector(actor, (state) => state.context.members),
    membersFailed: useSelector(actor, (state) => state.matches({ viewing: { members: "failed" } })),
    listLoading: useSelector(actor, (state) => state.matches({ viewing: { list: "loading" } })),
    listFailed: useSelector(actor, (state) => state.matches({ viewing: { list: "failed" } })),
    listFailure: useSelector(actor, (state) => state.context.listFailure),
    loadingOlder: useSelector(actor, (state) => state.matches({ viewing: { list: "loadingOlder" } })),
    olderFailed: useSelector(actor, (state) => state.context.olderFailed),
    events: useSelector(actor, (state) => state.context.events),
    filters: useSelector(actor, (state) => state.context.filters),
    canLoadOlder: useSelector(actor, (state) => state.can({ type: "older.requested" })),
    hasOlder: useSelector(actor, (state) => state.context.nextBefore !== null),
    canFilter: useSelector(actor, (state) => state.can({ type: "filters.applied", filters: {} })),
    checking: useSelector(actor, (state) => state.matches({ viewing: { chain: "checking" } })),
    canCheck: useSelector(actor, (state) => state.can({ type: "chain.check" })),
    verification: useSelector(actor, (state) => state.context.verification),
    chainFailure: useSelector(actor, (state) => state.context.chainFailure),
    asking: useSelector(actor, (state) => state.matches({ viewing: { whoSaw: "asking" } })),
    whoSaw: useSelector(actor, (state) => state.context.whoSaw),
    whoSawFailure: useSelector(actor, (state) => state.context.whoSawFailure),
    exporting: useSelector(actor, (state) => state.matches({ viewing: { export: "exporting" } })),
    exported: useSelector(actor, (state) => state.matches({ viewing: { export: "exported" } })),
    exportFailure: useSelector(actor, (state) => state.context.exportFailure),
    applyFilters: (filters: AuditFilters) => actor.send({ type: "filters.applied", filters }),
    loadOlder: () => actor.send({ type: "older.requested" }),
    reloadList: () => actor.send({ type: "list.reload" }),
    reloadMembers: () => actor.send({ type: "members.reload" }),
    checkChain: () => actor.send({ type: "chain.check" }),
    askWhoSaw: (identifier: TravellerIdentifier) => actor.send({ type: "whoSaw.asked", identifier }),
    clearWhoSaw: () => actor.send({ type: "whoSaw.cleared" }),
    exportCsv: (purpose: string) => actor.send({ type: "export.requested", purpose }),
  };
}

export type AuditViewerView = ReturnType<typeof useAuditViewer>;
