import { assign, fromPromise, setup } from "xstate";
import type { StaffMe } from "#domain/staff/staff-accounts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type StaffSecurityEvent = { type: "reload.requested" } | { type: "passkey.add" } | { type: "notice.dismissed" };

export interface StaffSecurityContext {
  /** The member's second factors as the server last answered them. */
  me: StaffMe | undefined;
  failure: CallFailure | undefined;
}

const never = () => new Promise<never>(() => {});
const addPasskey = { "passkey.add": "registering" } as const;
const dismiss = { "notice.dismissed": { target: "ready", actions: "forgetFailure" } } as const;

/**
 * A signed-in member's sign-in security (decision 018): which second factors they have, and adding a
 * passkey beside them. The browser's prompt closed or refused (nothing reached the server) is told
 * apart from the server refusing the passkey, since the member does different things about each.
 */
export const staffSecurityMachine = setup({
  types: { context: {} as StaffSecurityContext, events: {} as StaffSecurityEvent },
  actors: {
    loadMe: fromPromise<StaffMe>(never),
    registerPasskey: fromPromise<StaffMe>(never),
  },
  guards: {
    promptRefused: (_, params: { error: unknown }) => failureOf(params.error).local === "passkey_failed",
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    forgetFailure: assign({ failure: undefined }),
  },
}).createMachine({
  id: "staffSecurity",
  context: { me: undefined, failure: undefined },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loadMe",
        src: "loadMe",
        onDone: { target: "ready", actions: assign({ me: ({ event }) => event.output, failure: undefined }) },
        onError: { target: "loadFailed", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { "reload.requested": "loading" } },
    ready: { on: addPasskey },
    registering: {
      tags: ["busy"],
      entry: "forgetFailure",
      invoke: {
        id: "registerPasskey",
        src: "registerPasskey",
        onDone: { target: "added", actions: assign({ me: ({ event }) => event.output }) },
        onError: [
          { guard: { type: "promptRefused", params: ({ event }) => ({ error: event.error }) }, target: "failed.cancelled" },
          { target: "failed.refused", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    added: { on: { ...addPasskey, ...dismiss } },
    failed: {
      on: { ...addPasskey, ...dismiss },
      initial: "refused",
      states: { cancelled: {}, refused: {} },
    },
  },
});
