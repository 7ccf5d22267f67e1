import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { AuditEvent, AuditQuery, AuditVerification, TravellerIdentifierKind } from "#domain/audit.ts";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

/** The viewer's filters as the audit query takes them (instants in ISO form); absent means any, and list page views left out. */
export type AuditFilters = Pick<v.InferInput<typeof AuditQuery>, "staff_id" | "kind" | "agency" | "list_views" | "from" | "to">;

/** "Who saw this traveller": what the admin typed, and how they said it identifies the traveller. */
export interface TravellerIdentifier {
  kind: TravellerIdentifierKind;
  value: string;
}

export interface AuditPage {
  events: AuditEvent[];
  nextBefore: number | null;
}

export type AuditViewerEvent =
  | { type: "filters.applied"; filters: AuditFilters }
  | { type: "older.requested" }
  | { type: "list.reload" }
  | { type: "members.reload" }
  | { type: "chain.check" }
  | { type: "whoSaw.asked"; identifier: TravellerIdentifier }
  | { type: "whoSaw.cleared" }
  | { type: "export.requested"; purpose: string };

export interface AuditViewerContext {
  filters: AuditFilters;
  events: AuditEvent[];
  nextBefore: number | null;
  /** Staff members to filter by. */
  members: StaffMember[];
  listFailure: CallFailure | undefined;
  /** The last "Load older" failed; the records already shown stay. */
  olderFailed: boolean;
  verification: AuditVerification | undefined;
  chainFailure: CallFailure | undefined;
  /** The traveller last asked about, and the records of reads of their data; undefined before the first answer. */
  identifier: TravellerIdentifier;
  whoSaw: AuditEvent[] | undefined;
  whoSawFailure: CallFailure | undefined;
  /** Why the last export was taken. */
  purpose: string;
  exportFailure: CallFailure | undefined;
}

const never = () => new Promise<never>(() => {});

/**
 * Decision 018: the admin's audit viewer. The list loads newest first with the filters applied,
 * pages back with "Load older", and the chain check runs beside it; the staff members for the filter
 * load once. "Who saw this traveller" (decision 057) asks apart from the list, and the filtered list
 * downloads as CSV with a stated purpose.
 */
export const auditViewerMachine = setup({
  types: { context: {} as AuditViewerContext, events: {} as AuditViewerEvent },
  actors: {
    loadMembers: fromPromise<StaffMember[]>(never),
    loadEvents: fromPromise<AuditPage, { filters: AuditFilters; before: number | undefined }>(never),
    checkChain: fromPromise<AuditVerification>(never),
    askWhoSaw: fromPromise<AuditEvent[], TravellerIdentifier>(never),
    exportCsv: fromPromise<void, { filters: AuditFilters; purpose: string }>(never),
  },
  guards: {
    hasOlder: ({ context }) => context.nextBefore !== null,
  },
}).createMachine({
  id: "auditViewer",
  context: {
    filters: {},
    events: [],
    nextBefore: null,
    members: [],
    listFailure: undefined,
    olderFailed: false,
    verification: undefined,
    chainFailure: undefined,
    identifier: { kind: "trip_code", value: "" },
    whoSaw: undefined,
    whoSawFailure: undefined,
    purpose: "",
    exportFailure: undefined,
  },
  initial: "viewing",
  states: {
    viewing: {
      type: "parallel",
      states: {
        members: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                id: "loadMembers",
                src: "loadMembers",
                onDone: { target: "ready", actions: assign({ members: ({ event }) => event.output }) },
                onError: { target: "failed" },
              },
            },
            ready: {},
            failed: { on: { "members.reload": "loading" } },
          },
        },
        list: {
          initial: "loading",
          states: {
            loading: {
              entry: assign({ listFailure: undefined, olderFailed: false }),
              invoke: {
                id: "loadEvents",
                src: "loadEvents",
                input: ({ context }) => ({ filters: context.filters, before: undefined }),
                onDone: {
                  target: "ready",
                  actions: assign({ events: ({ event }) => event.output.events, nextBefore: ({ event }) => event.output.nextBefore }),
                },
                onError: { target: "failed", actions: assign({ events: [], nextBefore: null, listFailure: ({ event }) => failureOf(event.error) }) },
              },
            },
            ready: {
              on: {
                "filters.applied": { target: "loading", actions: assign({ filters: ({ event }) => event.filters }) },
                "older.requested": { guard: "hasOlder", target: "loadingOlder" },
                "list.reload": "loading",
              },
            },
            loadingOlder: {
              entry: assign({ olderFailed: false }),
              invoke: {
                id: "loadOlder",
                src: "loadEvents",
                input: ({ context }) => ({ filters: context.filters, before: context.nextBefore ?? undefined }),
                onDone: {
                  target: "ready",
                  actions: assign({
                    events: ({ context, event }) => [...context.events, ...event.output.events],
                    nextBefore: ({ event }) => event.output.nextBefore,
                  }),
                },
                onError: { target: "ready", actions: assign({ olderFailed: true }) },
              },
            },
            failed: {
              on: {
                "filters.applied": { target: "loading", actions: assign({ filters: ({ event }) => event.filters }) },
                "list.reload": "loading",
              },
            },
          },
        },
        chain: {
          initial: "unchecked",
          states: {
            unchecked: { on: { "chain.check": "checking" } },
            checking: {
              entry: assign({ chainFailure: undefined }),
              invoke: {
                id: "checkChain",
                src: "checkChain",
                onDone: { target: "checked", actions: assign({ verification: ({ event }) => event.output }) },
                onError: { target: "failed", actions: assign({ verification: undefined, chainFailure: ({ event }) => failureOf(event.error) }) },
              },
            },
            checked: { on: { "chain.check": "checking" } },
            failed: { on: { "chain.check": "checking" } },
          },
        },
        whoSaw: {
          initial: "idle",
          states: {
            idle: { on: { "whoSaw.asked": { target: "asking", actions: assign({ identifier: ({ event }) => event.identifier }) } } },
            asking: {
              entry: assign({ whoSawFailure: undefined }),
              invoke: {
                id: "askWhoSaw",
                src: "askWhoSaw",
                input: ({ context }) => context.identifier,
                onDone: { target: "answered", actions: assign({ whoSaw: ({ event }) => event.output }) },
                onError: { target: "failed", actions: assign({ whoSaw: undefined, whoSawFailure: ({ event }) => failureOf(event.error) }) },
              },
            },
            answered: {
              on: {
                "whoSaw.asked": { target: "asking", actions: assign({ identifier: ({ event }) => event.identifier }) },
                "whoSaw.cleared": { target: "idle", actions: assign({ whoSaw: undefined }) },
              },
            },
            failed: {
              on: {
                "whoSaw.asked": { target: "asking", actions: assign({ identifier: ({ event }) => event.identifier }) },
                "whoSaw.cleared": { target: "idle", actions: assign({ whoSawFailure: undefined }) },
              },
            },
          },
        },
        export: {
          initial: "idle",
          states: {
            idle: { on: { "export.requested": { target: "exporting", actions: assign({ purpose: ({ event }) => event.purpose }) } } },
            exporting: {
              entry: assign({ exportFailure: undefined }),
              invoke: {
                id: "exportCsv",
                src: "exportCsv",
                input: ({ context }) => ({ filters: context.filters, purpose: context.purpose }),
                onDone: { target: "exported" },
                onError: { target: "failed", actions: assign({ exportFailure: ({ event }) => failureOf(event.error) }) },
              },
            },
            exported: { on: { "export.requested": { target: "exporting", actions: assign({ purpose: ({ event }) => event.purpose }) } } },
            failed: { on: { "export.requested": { target: "exporting", actions: assign({ purpose: ({ event }) => event.purpose }) } } },
          },
        },
      },
    },
  },
});
