import * as v from "valibot";
import { and, assign, fromPromise, setup } from "xstate";
import { CaseChange, ContactConversion, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import type { ErrorCode } from "#domain/error-codes.ts";
import {
  type ContactExportFormat,
  ContactExportQuery,
  ContactReview,
  FollowUpChange,
  type FollowUpStatus,
  MINIMUM_OVERLAP,
  NotifyAnswer,
  type TracingContact,
} from "#domain/tracing/tracing-contacts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type CaseChangeInput = v.InferInput<typeof CaseChange>;
export type ConversionInput = v.InferInput<typeof ContactConversion>;
export type ContactOrder = "exposure" | "follow_up";

/** The outcome of a notification run, or of its dry run: how many by which channel. */
export type NotifyCounts = v.InferOutput<typeof NotifyAnswer>["data"];

export interface ExportRequest {
  caseId: string;
  purpose: string;
  format: ContactExportFormat;
}

export interface FollowUpInput {
  contactId: string;
  status: FollowUpStatus;
  due: string | null;
  note: string | null;
}

/** What the official did last, so the page can say how it went beside it. */
export type WorkbenchAction = "case" | "close" | "compute" | "contacts" | "review" | "freeze" | "notify" | "followUp" | "export" | "convert";

export type CaseWorkbenchEvent =
  | { type: "retry" }
  | { type: "case.saved"; change: CaseChangeInput }
  | { type: "close.requested" }
  | { type: "close.confirmed" }
  | { type: "close.cancelled" }
  | { type: "contacts.computed"; minimumOverlap: number }
  | { type: "generation.changed"; generation: number | undefined }
  | { type: "contact.reviewed"; contactId: string; included: boolean; reason: string }
  | { type: "contact.converted"; contactId: string; opening: ConversionInput }
  /** The contacts table changed contacts in bulk: the list and its counts are read again. */
  | { type: "contacts.changed" }
  | { type: "freeze.requested" }
  | { type: "freeze.confirmed" }
  | { type: "freeze.cancelled" }
  | { type: "notify.requested" }
  /** `resendUncertain`: also the e-mails a crash may have sent, once the official has checked (decision 041). */
  | { type: "notify.confirmed"; resendUncertain: boolean }
  | { type: "notify.cancelled" }
  | ({ type: "followUp.saved" } & FollowUpInput)
  | { type: "export.requested"; purpose: string; format: ContactExportFormat };

export interface CaseWorkbenchContext {
  caseId: string;
  tracingCase: TracingCase | undefined;
  /** The contacts shown: the chosen generation (or all), in the order the list's stage calls for. */
  contacts: TracingContact[];
  generation: number | undefined;
  /** Why the case could not be loaded. */
  failure: CallFailure | undefined;
  /** The last action the server refused or could not take, and the contact it was about. */
  actionFailure: { action: WorkbenchAction; contactId: string | undefined; failure: CallFailure } | undefined;
  /** The last action's input the shared schemas refused, with their messages; nothing was sent. */
  invalid: { action: WorkbenchAction; contactId: string | undefined; messages: string[] } | undefined;
  /** The last action that went through. */
  lastDone: WorkbenchAction | undefined;
  notifyPreview: NotifyCounts | undefined;
  notifyResult: NotifyCounts | undefined;
  /** The contact whose review, follow-up or conversion is being sent. */
  busyContact: string | undefined;
  /** The case a contact was just turned into: the page goes to it. */
  convertedCaseId: string | undefined;
}

export interface WorkbenchData {
  tracingCase: TracingCase;
  contacts: TracingContact[];
}

const never = () => new Promise<never>(() => {});

/** Before the freeze the official reviews by exposure; after it they work the follow-ups, overdue first. */
export function contactOrder(tracingCase: TracingCase): ContactOrder {
  return tracingCase.attributes.contact_list.state === "frozen" ? "follow_up" : "exposure";
}

const issuesOf = (schema: v.GenericSchema, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
};

const OVERLAP_MESSAGE = `Enter whole minutes from ${MINIMUM_OVERLAP.min} to ${MINIMUM_OVERLAP.max}.`;
const overlapIssues = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= MINIMUM_OVERLAP.min && minutes <= MINIMUM_OVERLAP.max ? [] : [OVERLAP_MESSAGE];
const changeIssues = (change: CaseChangeInput) => (Object.keys(change).length === 0 ? ["Nothing to save."] : issuesOf(CaseChange, change));
const followUpIssues = (input: FollowUpInput) => issuesOf(FollowUpChange, { status: input.status, due: input.due, note: input.note });
const conversionIssues = (opening: ConversionInput) => issuesOf(ContactConversion, opening);

/** Another official (or another tab) changed the list or the case: reload rather than show a stale page. */
const STALE_CODES: ReadonlySet<ErrorCode | undefined> = new Set([
  "CONTACT_LIST_FROZEN",
  "CONTACT_LIST_NOT_FROZEN",
  "NO_CONTACT_LIST",
  "CASE_CLOSED",
  "UNREVIEWED_CONTACTS",
]);

/** How an invoked call's refusal is handled: a stale page reloaded, or the reason shown. */
function refusals(action: WorkbenchAction) {
  const refused = {
    type: "refused" as const,
    params: ({ context, event }: { context: CaseWorkbenchContext; event: { error: unknown } }) => ({
      action,
      contactId: context.busyContact,
      error: event.error,
    }),
  };
  return [
    {
      guard: { type: "stale" as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      target: "#caseWorkbench.workbench.reloading",
      actions: refused,
    },
    { target: "#caseWorkbench.workbench.idle", actions: refused },
  ];
}

const replaced = (contacts: TracingContact[], contact: TracingContact) => contacts.map((item) => (item.id === contact.id ? contact : item));

/**
 * Decisions 026 and 028: a case's workbench. It loads the case and its contacts; the
 * official edits the case's facts or closes it; computes the contacts with a minimum overlap,
 * filters them by generation, ticks or unticks each with a reason (then reads the list again: who
 * is reached only through unticked contacts changes, decision 034; the contacts table's bulk
 * actions ask the same), freezes the list, naming how many contacts it leaves unreviewed
 * (decision 050); then notifies
 * the frozen list (a dry run first, then the send), works each contact's follow-up and exports the
 * list with a stated purpose. A contact can be turned into a case of their own, which the page then
 * opens. Input the shared schemas refuse is never sent.
 */
export const caseWorkbenchMachine = setup({
  types: { context: {} as CaseWorkbenchContext, events: {} as CaseWorkbenchEvent, input: {} as { caseId: string } },
  actors: {
    loadWorkbench: fromPromise<WorkbenchData, { caseId: string; generation: number | undefined }>(never),
    changeCase: fromPromise<TracingCase, { caseId: string; change: CaseChangeInput }>(never),
    computeContacts: fromPromise<TracingCase, { caseId: string; minimumOverlap: number }>(never),
    loadContacts: fromPromise<TracingContact[], { caseId: string; generation: number | undefined; order: ContactOrder }>(never),
    reviewContact: fromPromise<TracingContact, { caseId: string; contactId: string; included: boolean; reason: string }>(never),
    convertContact: fromPromise<TracingCase, { caseId: string; contactId: string; opening: ConversionInput }>(never),
    freezeContacts: fromPromise<TracingCase, { caseId: string; acceptUnreviewed: number }>(never),
    notifyContacts: fromPromise<NotifyCounts, { caseId: string; dryRun: boolean; resendUncertain: boolean }>(never),
    changeFollowUp: fromPromise<TracingContact, { caseId: string } & FollowUpInput>(never),
    exportContacts: fromPromise<void, ExportRequest>(never),
  },
  actions: {
    clearOutcome: assign({ actionFailure: undefined, invalid: undefined, lastDone: undefined, notifyResult: undefined, busyContact: undefined }),
    refused: assign({
      actionFailure: (_, params: { action: WorkbenchAction; contactId?: string; error: unknown }) => ({
        action: params.action,
        contactId: params.contactId,
        failure: failureOf(params.error),
      }),
    }),
    invalidInput: assign({
      invalid: (_, params: { action: WorkbenchAction; contactId?: string; messages: string[] }) => ({
        action: params.action,
        contactId: params.contactId,
        messages: params.messages,
      }),
      actionFailure: undefined,
      lastDone: undefined,
    }),
  },
  guards: {
    notFound: (_, params: { error: unknown }) => failureOf(params.error).status === 404,
    stale: (_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return failure.status === 409 && STALE_CODES.has(failure.code);
    },
    open: ({ context }) => context.tracingCase !== undefined && context.tracingCase.attributes.closed_at === null,
    computable: ({ context }) => context.tracingCase?.attributes.closed_at === null && context.tracingCase.attributes.contact_list.state !== "frozen",
    draft: ({ context }) => context.tracingCase?.attributes.closed_at === null && context.tracingCase.attributes.contact_list.state === "draft",
    listed: ({ context }) => context.tracingCase !== undefined && context.tracingCase.attributes.contact_list.state !== "none",
    frozenOpen: ({ context }) => context.tracingCase?.attributes.closed_at === null && context.tracingCase.attributes.contact_list.state === "frozen",
    frozen: ({ context }) => context.tracingCase?.attributes.contact_list.state === "frozen",
    shownContact: ({ context, event }) =>
      (event.type === "contact.reviewed" || event.type === "followUp.saved" || event.type === "contact.converted") &&
      context.contacts.some((contact) => contact.id === event.contactId),
    withoutCase: ({ context, event }) =>
      event.type === "contact.converted" && context.contacts.some((contact) => contact.id === event.contactId && contact.attributes.case_id === null),
    validChange: ({ event }) => event.type === "case.saved" && changeIssues(event.change).length === 0,
    validOverlap: ({ event }) => event.type === "contacts.computed" && overlapIssues(event.minimumOverlap).length === 0,
    validReview: ({ event }) => event.type === "contact.reviewed" && issuesOf(ContactReview, { included: event.included, reason: event.reason }).length === 0,
    validConversion: ({ event }) => event.type === "contact.converted" && conversionIssues(event.opening).length === 0,
    validFollowUp: ({ event }) => event.type === "followUp.saved" && followUpIssues(event).length === 0,
    validPurpose: ({ event }) => event.type === "export.requested" && issuesOf(ContactExportQuery, { purpose: event.purpose }).length === 0,
  },
}).createMachine({
  id: "caseWorkbench",
  context: ({ input }) => ({
    caseId: input.caseId,
    tracingCase: undefined,
    contacts: [],
    generation: undefined,
    failure: undefined,
    actionFailure: undefined,
    invalid: undefined,
    lastDone: undefined,
    notifyPreview: undefined,
    notifyResult: undefined,
    busyContact: undefined,
    convertedCaseId: undefined,
  }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined }),
      invoke: {
        id: "loadWorkbench",
        src: "loadWorkbench",
        input: ({ context }) => ({ caseId: context.caseId, generation: context.generation }),
        onDone: {
          target: "workbench",
          actions: assign({ tracingCase: ({ event }) => event.output.tracingCase, contacts: ({ event }) => event.output.contacts }),
        },
        onError: [
          { guard: { type: "notFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" },
          { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    notFound: {},
    failed: { on: { retry: "loading" } },
    workbench: {
      initial: "idle",
      states: {
        idle: {
          exit: "clearOutcome",
          on: {
            "case.saved": [
              { guard: and(["open", "validChange"]), target: "savingCase" },
              { guard: "open", actions: { type: "invalidInput", params: ({ event }) => ({ action: "case", messages: changeIssues(event.change) }) } },
            ],
            "close.requested": { guard: "open", target: "confirmingClose" },
            "contacts.computed": [
              { guard: and(["computable", "validOverlap"]), target: "computing" },
              {
                guard: "computable",
                actions: { type: "invalidInput", params: ({ event }) => ({ action: "compute", messages: overlapIssues(event.minimumOverlap) }) },
              },
            ],
            "generation.changed": { guard: "listed", target: "loadingContacts", actions: assign({ generation: ({ event }) => event.generation }) },
            "contact.reviewed": [
              { guard: and(["draft", "shownContact", "validReview"]), target: "reviewing", actions: assign({ busyContact: ({ event }) => event.contactId }) },
              {
                guard: and(["draft", "shownContact"]),
                actions: {
                  type: "invalidInput",
                  params: ({ event }) => ({
                    action: "review",
                    contactId: event.contactId,
                    messages: issuesOf(ContactReview, { included: event.included, reason: event.reason }),
                  }),
                },
              },
            ],
            "contact.converted": [
              {
                guard: and(["shownContact", "withoutCase", "validConversion"]),
                target: "converting",
                actions: assign({ busyContact: ({ event }) => event.contactId }),
              },
              {
                guard: and(["shownContact", "withoutCase"]),
                actions: {
                  type: "invalidInput",
                  params: ({ event }) => ({ action: "convert", contactId: event.contactId, messages: conversionIssues(event.opening) }),
                },
              },
            ],
            "contacts.changed": { guard: "listed", target: "reloading" },
            "freeze.requested": { guard: "draft", target: "confirmingFreeze" },
            "notify.requested": { guard: "frozenOpen", target: "previewingNotify" },
            "followUp.saved": [
              {
                guard: and(["frozenOpen", "shownContact", "validFollowUp"]),
                target: "savingFollowUp",
                actions: assign({ busyContact: ({ event }) => event.contactId }),
              },
              {
                guard: and(["frozenOpen", "shownContact"]),
                actions: { type: "invalidInput", params: ({ event }) => ({ action: "followUp", contactId: event.contactId, messages: followUpIssues(event) }) },
              },
            ],
            "export.requested": [
              { guard: and(["frozen", "validPurpose"]), target: "exporting" },
              {
                guard: "frozen",
                actions: {
                  type: "invalidInput",
                  params: ({ event }) => ({ action: "export", messages: issuesOf(ContactExportQuery, { purpose: event.purpose }) }),
                },
              },
            ],
          },
        },
        savingCase: {
          invoke: {
            id: "saveCase",
            src: "changeCase",
            input: ({ context, event }) => ({ caseId: context.caseId, change: event.type === "case.saved" ? event.change : {} }),
            onDone: { target: "idle", actions: assign({ tracingCase: ({ event }) => event.output, lastDone: "case" }) },
            onError: refusals("case"),
          },
        },
        confirmingClose: { on: { "close.confirmed": "closing", "close.cancelled": "idle" } },
        closing: {
          invoke: {
            id: "closeCase",
            src: "changeCase",
            input: ({ context }) => ({ caseId: context.caseId, change: { closed: true } }),
            onDone: { target: "idle", actions: assign({ tracingCase: ({ event }) => event.output, lastDone: "close" }) },
            onError: refusals("close"),
          },
        },
        computing: {
          invoke: {
            id: "computeContacts",
            src: "computeContacts",
            input: ({ context, event }) => ({
              caseId: context.caseId,
              minimumOverlap: event.type === "contacts.computed" ? event.minimumOverlap : MINIMUM_OVERLAP.default,
            }),
            onDone: { target: "loadingContacts", actions: assign({ tracingCase: ({ event }) => event.output, contacts: [], lastDone: "compute" }) },
            onError: refusals("compute"),
          },
        },
        loadingContacts: {
          invoke: {
            id: "loadContacts",
            src: "loadContacts",
            input: ({ context }) => ({
              caseId: context.caseId,
              generation: context.generation,
              order: context.tracingCase ? contactOrder(context.tracingCase) : "exposure",
            }),
            onDone: { target: "idle", actions: assign({ contacts: ({ event }) => event.output }) },
            onError: refusals("contacts"),
          },
        },
        reviewing: {
          invoke: {
            id: "reviewContact",
            src: "reviewContact",
            input: ({ context, event }) =>
              event.type === "contact.reviewed"
                ? { caseId: context.caseId, contactId: event.contactId, included: event.included, reason: event.reason }
                : { caseId: context.caseId, contactId: "", included: true, reason: "" },
            // A tick or an untick may drop or bring back everyone reached through this contact: the list and its counts are read again.
            onDone: {
              target: "reloading",
              actions: assign({ contacts: ({ context, event }) => replaced(context.contacts, event.output), lastDone: "review" }),
            },
            onError: refusals("review"),
          },
        },
        converting: {
          invoke: {
            id: "convertContact",
            src: "convertContact",
            input: ({ context, event }) =>
              event.type === "contact.converted"
                ? { caseId: context.caseId, contactId: event.contactId, opening: event.opening }
                : { caseId: context.caseId, contactId: "", opening: { case_status: "0003" as const } },
            onDone: { target: "idle", actions: assign({ convertedCaseId: ({ event }) => event.output.id, lastDone: "convert" }) },
            onError: refusals("convert"),
          },
        },
        confirmingFreeze: { on: { "freeze.confirmed": "freezing", "freeze.cancelled": "idle" } },
        freezing: {
          invoke: {
            id: "freezeContacts",
            src: "freezeContacts",
            // The unreviewed contacts the official was shown and confirmed; if that number changed meanwhile the server refuses and the page reloads.
            input: ({ context }) => ({ caseId: context.caseId, acceptUnreviewed: context.tracingCase?.attributes.contact_list.unreviewed ?? 0 }),
            onDone: { target: "loadingContacts", actions: assign({ tracingCase: ({ event }) => event.output, lastDone: "freeze" }) },
            onError: refusals("freeze"),
          },
        },
        previewingNotify: {
          invoke: {
            id: "previewNotify",
            src: "notifyContacts",
            input: ({ context }) => ({ caseId: context.caseId, dryRun: true, resendUncertain: false }),
            onDone: { target: "confirmingNotify", actions: assign({ notifyPreview: ({ event }) => event.output }) },
            onError: refusals("notify"),
          },
        },
        confirmingNotify: {
          on: {
            "notify.confirmed": "notifying",
            "notify.cancelled": { target: "idle", actions: assign({ notifyPreview: undefined }) },
          },
        },
        notifying: {
          invoke: {
            id: "sendNotify",
            src: "notifyContacts",
            input: ({ context, event }) => ({
              caseId: context.caseId,
              dryRun: false,
              resendUncertain: event.type === "notify.confirmed" && event.resendUncertain,
            }),
            onDone: { target: "reloading", actions: assign({ notifyPreview: undefined, notifyResult: ({ event }) => event.output, lastDone: "notify" }) },
            onError: refusals("notify"),
          },
        },
        // After a send every contact's follow-up and the list's counts changed on the server; after a
        // stale refusal someone else changed them.
        reloading: {
          invoke: {
            id: "reload",
            src: "loadWorkbench",
            input: ({ context }) => ({ caseId: context.caseId, generation: context.generation }),
            onDone: {
              target: "idle",
              actions: assign({ tracingCase: ({ event }) => event.output.tracingCase, contacts: ({ event }) => event.output.contacts }),
            },
            onError: { target: "#caseWorkbench.failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
        savingFollowUp: {
          invoke: {
            id: "changeFollowUp",
            src: "changeFollowUp",
            input: ({ context, event }) =>
              event.type === "followUp.saved"
                ? { caseId: context.caseId, contactId: event.contactId, status: event.status, due: event.due, note: event.note }
                : { caseId: context.caseId, contactId: "", status: "to_notify" as const, due: null, note: null },
            onDone: { target: "idle", actions: assign({ contacts: ({ context, event }) => replaced(context.contacts, event.output), lastDone: "followUp" }) },
            onError: refusals("followUp"),
          },
        },
        exporting: {
          invoke: {
            id: "exportContacts",
            src: "exportContacts",
            input: ({ context, event }): ExportRequest =>
              event.type === "export.requested"
                ? { caseId: context.caseId, purpose: event.purpose.trim(), format: event.format }
                : { caseId: context.caseId, purpose: "", format: "CSV" },
            onDone: { target: "idle", actions: assign({ lastDone: "export" }) },
            onError: refusals("export"),
          },
        },
      },
    },
  },
});
