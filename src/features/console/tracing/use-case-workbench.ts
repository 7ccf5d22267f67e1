import { useSelector } from "@xstate/react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { ContactExportFormat } from "#domain/tracing/tracing-contacts.ts";
import type { CaseChangeInput, caseWorkbenchMachine, ConversionInput, FollowUpInput } from "../../../../machines/console/case-workbench.machine.ts";

export type WorkbenchActor = ActorRefFrom<typeof caseWorkbenchMachine>;
type WorkbenchSnapshot = SnapshotFrom<typeof caseWorkbenchMachine>;

/** The page's step: loading, the case not found, a failed load, or the workbench. */
export type WorkbenchStep = "loading" | "notFound" | "failed" | "workbench";
/** What the workbench is doing: waiting for the official, asking a confirmation, or a call under way. */
export type WorkbenchActivity =
  | "idle"
  | "savingCase"
  | "confirmingClose"
  | "closing"
  | "computing"
  | "loadingContacts"
  | "reviewing"
  | "converting"
  | "confirmingFreeze"
  | "freezing"
  | "previewingNotify"
  | "confirmingNotify"
  | "notifying"
  | "reloading"
  | "savingFollowUp"
  | "exporting";

function step(state: WorkbenchSnapshot): WorkbenchStep {
  return (typeof state.value === "string" ? state.value : Object.keys(state.value)[0]) as WorkbenchStep;
}

function activity(state: WorkbenchSnapshot): WorkbenchActivity {
  return typeof state.value === "object" && "workbench" in state.value ? (state.value.workbench as WorkbenchActivity) : "idle";
}

/** The workbench machine as the page sees it: one selector a field, events sent by name. */
export function useCaseWorkbench(actor: WorkbenchActor) {
  return {
    /** The workbench itself, for the contacts table to tell when it changed the list. */
    workbench: actor,
    step: useSelector(actor, step),
    activity: useSelector(actor, activity),
    tracingCase: useSelector(actor, (state) => state.context.tracingCase),
    contacts: useSelector(actor, (state) => state.context.contacts),
    failure: useSelector(actor, (state) => state.context.failure),
    actionFailure: useSelector(actor, (state) => state.context.actionFailure),
    invalid: useSelector(actor, (state) => state.context.invalid),
    lastDone: useSelector(actor, (state) => state.context.lastDone),
    notifyPreview: useSelector(actor, (state) => state.context.notifyPreview),
    notifyResult: useSelector(actor, (state) => state.context.notifyResult),
    busyContact: useSelector(actor, (state) => state.context.busyContact),
    convertedCaseId: useSelector(actor, (state) => state.context.convertedCaseId),
    retry: () => actor.send({ type: "retry" }),
    saveCase: (change: CaseChangeInput) => actor.send({ type: "case.saved", change }),
    requestClose: () => actor.send({ type: "close.requested" }),
    confirmClose: () => actor.send({ type: "close.confirmed" }),
    cancelClose: () => actor.send({ type: "close.cancelled" }),
    compute: (minimumOverlap: number) => actor.send({ type: "contacts.computed", minimumOverlap }),
    review: (contactId: string, included: boolean, reason: string) => actor.send({ type: "contact.reviewed", contactId, included, reason }),
    convert: (contactId: string, opening: ConversionInput) => actor.send({ type: "contact.converted", contactId, opening }),
    requestFreeze: () => actor.send({ type: "freeze.requested" }),
    confirmFreeze: () => actor.send({ type: "freeze.confirmed" }),
    cancelFreeze: () => actor.send({ type: "freeze.cancelled" }),
    requestNotify: () => actor.send({ type: "notify.requested" }),
    confirmNotify: (resendUncertain: boolean) => actor.send({ type: "notify.confirmed", resendUncertain }),
    cancelNotify: () => actor.send({ type: "notify.cancelled" }),
    saveFollowUp: (input: FollowUpInput) => actor.send({ type: "followUp.saved", ...input }),
    exportList: (purpose: string, format: ContactExportFormat) => actor.send({ type: "export.requested", purpose, format }),
  };
}

export type CaseWorkbenchView = ReturnType<typeof useCaseWorkbench>;
