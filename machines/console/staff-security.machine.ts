import { assign, fromPromise, setup } from "xstate";
import type { IssuedRecoveryCodes, RecoveryCodesStatus, StaffMe } from "#domain/staff/staff-accounts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type StaffSecurityEvent =
  | { type: "reload.requested" }
  | { type: "passkey.add" }
  | { type: "codes.renew" }
  | { type: "codes.saved" }
  | { type: "notice.dismissed" };

/** What the page loads: the member's second factors and how many recovery codes they have left. */
export interface StaffSecurity {
  me: StaffMe;
  recoveryCodes: RecoveryCodesStatus;
}

export interface StaffSecurityContext {
  /** The member's second factors as the server last answered them. */
  me: StaffMe | undefined;
  /** How many recovery codes are unused, and since when the set is the member's. */
  recoveryCodes: RecoveryCodesStatus | undefined;
  /** A new set, held only until the member says it is saved: shown once (decision 057). */
  issuedCodes: string[] | undefined;
  failure: CallFailure | undefined;
}

const never = () => new Promise<never>(() => {});
const addPasskey = { "passkey.add": "registering" } as const;
const renewCodes = { "codes.renew": "confirmingRenewal" } as const;
const dismiss = { "notice.dismissed": { target: "ready", actions: "forgetFailure" } } as const;

/**
 * A signed-in member's sign-in security (decision 018): which second factors they have, adding a
 * passkey beside them, and a new set of recovery codes in place of the old one (decision 057). The
 * browser's prompt closed or refused (nothing reached the server) is told apart from the server
 * refusing the passkey, since the member does different things about each. A new set is issued only
 * once the member confirmed that the old codes stop working.
 */
export const staffSecurityMachine = setup({
  types: { context: {} as StaffSecurityContext, events: {} as StaffSecurityEvent },
  actors: {
    loadSecurity: fromPromise<StaffSecurity>(never),
    registerPasskey: fromPromise<StaffMe>(never),
    confirmRenewal: fromPromise<boolean>(never),
    issueRecoveryCodes: fromPromise<IssuedRecoveryCodes>(never),
  },
  guards: {
    promptRefused: (_, params: { error: unknown }) => failureOf(params.error).local === "passkey_failed",
    confirmed: (_, params: { confirmed: boolean }) => params.confirmed,
  },
  actions: {
    keepFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    forgetFailure: assign({ failure: undefined }),
  },
}).createMachine({
  id: "staffSecurity",
  context: { me: undefined, recoveryCodes: undefined, issuedCodes: undefined, failure: undefined },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loadSecurity",
        src: "loadSecurity",
        onDone: { target: "ready", actions: assign(({ event }) => ({ ...event.output, failure: undefined })) },
        onError: { target: "loadFailed", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { "reload.requested": "loading" } },
    ready: { on: { ...addPasskey, ...renewCodes } },
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
    added: { on: { ...addPasskey, ...renewCodes, ...dismiss } },
    failed: {
      on: { ...addPasskey, ...renewCodes, ...dismiss },
      initial: "refused",
      states: { cancelled: {}, refused: {} },
    },
    confirmingRenewal: {
      tags: ["busy"],
      entry: "forgetFailure",
      invoke: {
        id: "confirmRenewal",
        src: "confirmRenewal",
        onDone: [{ guard: { type: "confirmed", params: ({ event }) => ({ confirmed: event.output }) }, target: "issuingCodes" }, { target: "ready" }],
        onError: "ready",
      },
    },
    issuingCodes: {
      tags: ["busy"],
      invoke: {
        id: "issueRecoveryCodes",
        src: "issueRecoveryCodes",
        onDone: {
          target: "showingCodes",
          actions: assign(({ event: { output } }) => ({
            issuedCodes: output.codes,
            recoveryCodes: { left: output.codes.length, issued_at: output.issued_at },
          })),
        },
        onError: { target: "renewalFailed", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    showingCodes: { on: { "codes.saved": { target: "ready", actions: assign({ issuedCodes: undefined }) } } },
    renewalFailed: { on: { ...addPasskey, ...renewCodes, ...dismiss } },
  },
});
