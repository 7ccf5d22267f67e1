import { assign, fromPromise, setup } from "xstate";
import type { AdminEstablishment, EstablishmentStatus } from "#domain/establishment-admin.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export interface EstablishmentFilter {
  q: string;
  status: EstablishmentStatus | "all";
}

export interface StatusChange {
  id: string;
  disable: boolean;
  reason: string;
}

export interface EstablishmentsAdminContext {
  filter: EstablishmentFilter;
  establishments: AdminEstablishment[];
  /** The account whose disable or enable form is open. */
  changingId: string | undefined;
  /** The account just disabled or enabled, for the page to say so beside it. */
  changedId: string | undefined;
  failure: CallFailure | undefined;
  failedCall: "load" | "change" | undefined;
}

export type EstablishmentsAdminEvent =
  | { type: "search"; filter: EstablishmentFilter }
  | { type: "reload" }
  | { type: "change.opened"; id: string }
  | { type: "change.cancelled" }
  | { type: "change.submitted"; reason: string };

const never = () => new Promise<never>(() => {});

/**
 * Decision 062: the admin's establishments. A search lists accounts; one account's disable (or enable)
 * form opens, is sent with a reason, and the changed account replaces the listed one.
 */
export const establishmentsAdminMachine = setup({
  types: { context: {} as EstablishmentsAdminContext, events: {} as EstablishmentsAdminEvent },
  actors: {
    loadEstablishments: fromPromise<AdminEstablishment[], EstablishmentFilter>(never),
    changeStatus: fromPromise<AdminEstablishment, StatusChange>(never),
  },
  guards: {
    listed: ({ context, event }) => event.type === "change.opened" && context.establishments.some((account) => account.id === event.id),
    hasReason: ({ event }) => event.type === "change.submitted" && event.reason.trim() !== "",
  },
}).createMachine({
  id: "establishmentsAdmin",
  context: { filter: { q: "", status: "all" }, establishments: [], changingId: undefined, changedId: undefined, failure: undefined, failedCall: undefined },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, failedCall: undefined, changingId: undefined }),
      invoke: {
        id: "loadEstablishments",
        src: "loadEstablishments",
        input: ({ context }) => context.filter,
        onDone: { target: "ready", actions: assign({ establishments: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error), failedCall: "load" }) },
      },
    },
    failed: { on: { reload: "loading", search: { target: "loading", actions: assign({ filter: ({ event }) => event.filter }) } } },
    ready: {
      on: {
        search: { target: "loading", actions: assign({ filter: ({ event }) => event.filter, changedId: undefined }) },
        reload: "loading",
        "change.opened": {
          guard: "listed",
          actions: assign({ changingId: ({ event }) => event.id, changedId: undefined, failure: undefined, failedCall: undefined }),
        },
        "change.cancelled": { actions: assign({ changingId: undefined, failure: undefined, failedCall: undefined }) },
        "change.submitted": { guard: "hasReason", target: "changing" },
      },
    },
    changing: {
      invoke: {
        id: "changeStatus",
        src: "changeStatus",
        input: ({ context, event }) => {
          const account = context.establishments.find((listed) => listed.id === context.changingId);
          return {
            id: context.changingId ?? "",
            disable: account?.status !== "disabled",
            reason: event.type === "change.submitted" ? event.reason.trim() : "",
          };
        },
        onDone: {
          target: "ready",
          actions: assign({
            establishments: ({ context, event }) => context.establishments.map((account) => (account.id === event.output.id ? event.output : account)),
            changedId: ({ event }) => event.output.id,
            changingId: undefined,
          }),
        },
        onError: { target: "ready", actions: assign({ failure: ({ event }) => failureOf(event.error), failedCall: "change" }) },
      },
    },
  },
});
