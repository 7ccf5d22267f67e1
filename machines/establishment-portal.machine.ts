import { assign, fromPromise, setup } from "xstate";
import { type CallFailure, failureOf } from "./call-failure.ts";
import { endedSession } from "./session-loss.ts";
import type { BranchInput, BranchResource, PortalAccount, RegisterEstablishment } from "#domain/establishments.ts";

export interface PortalSessionStart {
  token: string;
  account: PortalAccount;
}

export interface PortalContext {
  /** Present while signed in to the portal. */
  account: PortalAccount | undefined;
  branches: BranchResource[];
  /** The branch the form edits; undefined while adding a new one. */
  editingId: string | undefined;
  /** The branch being deleted. */
  deletingId: string | undefined;
  failure: CallFailure | undefined;
  /** The address registered or signed in with, while it waits for its confirmation link. */
  pendingEmail: string | undefined;
  /** The token of the password-reset link opened. */
  resetToken: string | undefined;
  /** What the last mail request or reset did, for the screen to say. */
  notice: PortalNotice | undefined;
}

export type PortalNotice = "confirmationSent" | "resetSent" | "passwordChanged";

export type PortalEvent =
  | { type: "storage.read"; account: PortalAccount | undefined }
  | { type: "register.chosen" }
  | { type: "signIn.chosen" }
  | { type: "signIn.submitted"; email: string; password: string }
  | { type: "registration.submitted"; registration: RegisterEstablishment }
  | { type: "branches.reload" }
  | { type: "branch.addRequested" }
  | { type: "branch.editRequested"; id: string }
  | { type: "branch.editCancelled" }
  | { type: "branch.submitted"; branch: BranchInput }
  | { type: "branch.deleteRequested"; id: string }
  | { type: "logout.requested" }
  | { type: "confirmation.resendRequested" }
  | { type: "forgot.chosen" }
  | { type: "reset.requested"; email: string }
  | { type: "link.opened"; purpose: "confirm" | "reset"; token: string }
  | { type: "reset.submitted"; password: string };

const failureParams = ({ event }: { event: { error: unknown } }) => ({ failure: failureOf(event.error) });

// Effects the app must provide; until then they never settle.
const never = () => new Promise<never>(() => {});

/** A failure that ended the portal session leaves the portal; any other stays where `target` says. */
function failedCall(target: string) {
  return [
    {
      guard: { type: "sessionEnded" as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      target: "#establishmentPortal.signedOut",
      actions: ["removeStoredSession" as const, "endSession" as const, "forgetDeletion" as const, { type: "showFailure" as const, params: failureParams }],
    },
    {
      target,
      actions: ["forgetDeletion" as const, { type: "showFailure" as const, params: failureParams }],
    },
  ];
}

/**
 * The establishment portal (docs/product-spec.md, part 6 "Establishment"): sign in or register (the
 * address confirmed by a mailed link first, decision 062; a forgotten password reset by one), then list branches
 * with today's visitors, add, edit and delete them, and log out. Its session is its own: it never
 * touches the traveller's, and losing it only returns to the portal's sign-in.
 */
export const establishmentPortalMachine = setup({
  types: { context: {} as PortalContext, events: {} as PortalEvent },
  actions: {
    storeSession: (_, _params: PortalSessionStart) => {},
    removeStoredSession: () => {},
    announceSaved: () => {},
    announceDeleted: () => {},
    startSession: assign((_, params: PortalSessionStart) => ({ account: params.account, failure: undefined })),
    endSession: assign({ account: undefined, branches: [], editingId: undefined, deletingId: undefined }),
    showFailure: assign((_, params: { failure: CallFailure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: undefined, notice: undefined }),
    notify: assign((_, params: { notice: PortalNotice }) => ({ notice: params.notice })),
    forgetDeletion: assign({ deletingId: undefined }),
  },
  actors: {
    signIn: fromPromise<PortalSessionStart, { email: string; password: string }>(never),
    register: fromPromise<{ email: string }, RegisterEstablishment>(never),
    resendConfirmation: fromPromise<void, { email: string }>(never),
    confirmEmail: fromPromise<PortalSessionStart, { token: string }>(never),
    requestReset: fromPromise<void, { email: string }>(never),
    resetPassword: fromPromise<void, { token: string; password: string }>(never),
    loadBranches: fromPromise<BranchResource[], void>(never),
    saveBranch: fromPromise<BranchResource, { id: string | undefined; branch: BranchInput }>(never),
    deleteBranch: fromPromise<void, { id: string }>(never),
    logOut: fromPromise<void, void>(never),
  },
  guards: {
    accountStored: ({ event }) => event.type === "storage.read" && event.account !== undefined,
    sessionEnded: (_, params: { error: unknown }) => endedSession(failureOf(params.error)),
    notConfirmed: (_, params: { error: unknown }) => failureOf(params.error)?.code === "EMAIL_NOT_CONFIRMED",
    branchListed: ({ context, event }) => event.type === "branch.editRequested" && context.branches.some((branch) => branch.id === event.id),
  },
}).createMachine({
  id: "establishmentPortal",
  context: {
    account: undefined,
    branches: [],
    editingId: undefined,
    deletingId: undefined,
    failure: undefined,
    pendingEmail: undefined,
    resetToken: undefined,
    notice: undefined,
  },
  initial: "restoring",
  states: {
    restoring: {
      on: {
        "storage.read": [{ guard: "accountStored", target: "signedIn", actions: assign({ account: ({ event }) => event.account }) }, { target: "signedOut" }],
      },
    },
    signedOut: {
      initial: "signIn",
      // A mailed link opens the portal's page with its token (decision 062).
      on: {
        "link.opened": [
          { guard: ({ event }) => event.purpose === "confirm", target: ".confirming", actions: "clearFailure" },
          { target: ".resetPassword", actions: ["clearFailure", assign({ resetToken: ({ event }) => event.token })] },
        ],
      },
      states: {
        signIn: {
          on: {
            "signIn.submitted": { target: "signingIn", actions: ["clearFailure", assign({ pendingEmail: ({ event }) => event.email })] },
            "register.chosen": { target: "register", actions: "clearFailure" },
            "forgot.chosen": { target: "forgotPassword", actions: "clearFailure" },
          },
        },
        checkEmail: {
          on: {
            "confirmation.resendRequested": { target: "resending", actions: "clearFailure" },
            "signIn.chosen": { target: "signIn", actions: "clearFailure" },
          },
        },
        resending: {
          tags: ["busy"],
          invoke: {
            id: "resendConfirmation",
            src: "resendConfirmation",
            input: ({ context }) => ({ email: context.pendingEmail ?? "" }),
            onDone: { target: "checkEmail", actions: { type: "notify", params: { notice: "confirmationSent" } } },
            onError: { target: "checkEmail", actions: { type: "showFailure", params: failureParams } },
          },
        },
        confirming: {
          tags: ["busy"],
          invoke: {
            id: "confirmEmail",
            src: "confirmEmail",
            input: ({ event }) => ({ token: event.type === "link.opened" ? event.token : "" }),
            onDone: {
              target: "#establishmentPortal.signedIn",
              actions: [
                { type: "storeSession", params: ({ event }) => event.output },
                { type: "startSession", params: ({ event }) => event.output },
              ],
            },
            onError: { target: "signIn", actions: { type: "showFailure", params: failureParams } },
          },
        },
        forgotPassword: {
          on: {
            "reset.requested": { target: "requestingReset", actions: "clearFailure" },
            "signIn.chosen": { target: "signIn", actions: "clearFailure" },
          },
        },
        requestingReset: {
          tags: ["busy"],
          invoke: {
            id: "requestReset",
            src: "requestReset",
            input: ({ event }) => ({ email: event.type === "reset.requested" ? event.email : "" }),
            onDone: { target: "forgotPassword", actions: { type: "notify", params: { notice: "resetSent" } } },
            onError: { target: "forgotPassword", actions: { type: "showFailure", params: failureParams } },
          },
        },
        resetPassword: {
          on: {
            "reset.submitted": { target: "resetting", actions: "clearFailure" },
            "forgot.chosen": { target: "forgotPassword", actions: "clearFailure" },
            "signIn.chosen": { target: "signIn", actions: "clearFailure" },
          },
        },
        resetting: {
          tags: ["busy"],
          invoke: {
            id: "resetPassword",
            src: "resetPassword",
            input: ({ context, event }) => ({ token: context.resetToken ?? "", password: event.type === "reset.submitted" ? event.password : "" }),
            onDone: { target: "signIn", actions: [assign({ resetToken: undefined }), { type: "notify", params: { notice: "passwordChanged" } }] },
            onError: { target: "resetPassword", actions: { type: "showFailure", params: failureParams } },
          },
        },
        signingIn: {
          tags: ["busy"],
          invoke: {
            id: "signIn",
            src: "signIn",
            input: ({ event }) => (event.type === "signIn.submitted" ? { email: event.email, password: event.password } : { email: "", password: "" }),
            onDone: {
              target: "#establishmentPortal.signedIn",
              actions: [
                { type: "storeSession", params: ({ event }) => event.output },
                { type: "startSession", params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: { type: "notConfirmed", params: ({ event }) => ({ error: event.error }) },
                target: "checkEmail",
                actions: { type: "showFailure", params: failureParams },
              },
              { target: "signIn", actions: { type: "showFailure", params: failureParams } },
            ],
          },
        },
        register: {
          on: {
            "registration.submitted": { target: "registering", actions: "clearFailure" },
            "signIn.chosen": { target: "signIn", actions: "clearFailure" },
          },
        },
        registering: {
          tags: ["busy"],
          invoke: {
            id: "register",
            src: "register",
            input: ({ event }) => (event.type === "registration.submitted" ? event.registration : { email: "", organisation_name: "", password: "" }),
            // No session yet: the portal opens with the mailed confirmation link.
            onDone: { target: "checkEmail", actions: assign({ pendingEmail: ({ event }) => event.output.email }) },
            onError: { target: "register", actions: { type: "showFailure", params: failureParams } },
          },
        },
      },
    },
    signedIn: {
      initial: "loading",
      on: { "logout.requested": { target: "loggingOut", actions: "clearFailure" } },
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            id: "loadBranches",
            src: "loadBranches",
            onDone: { target: "ready", actions: assign({ branches: ({ event }) => event.output, failure: undefined }) },
            onError: failedCall("loadFailed"),
          },
        },
        loadFailed: {
          on: { "branches.reload": "loading" },
        },
        ready: {
          on: {
            "branches.reload": "loading",
            "branch.addRequested": { target: "editing", actions: [assign({ editingId: undefined }), "clearFailure"] },
            "branch.editRequested": { guard: "branchListed", target: "editing", actions: [assign({ editingId: ({ event }) => event.id }), "clearFailure"] },
            "branch.deleteRequested": { target: "deleting", actions: [assign({ deletingId: ({ event }) => event.id }), "clearFailure"] },
          },
        },
        editing: {
          on: {
            "branch.submitted": { target: "saving", actions: "clearFailure" },
            "branch.editCancelled": { target: "ready", actions: [assign({ editingId: undefined }), "clearFailure"] },
          },
        },
        saving: {
          tags: ["busy"],
          invoke: {
            id: "saveBranch",
            src: "saveBranch",
            input: ({ context, event }) => ({
              id: context.editingId,
              branch: event.type === "branch.submitted" ? event.branch : { name: "" },
            }),
            onDone: {
              target: "ready",
              actions: [
                assign({
                  branches: ({ context, event }) =>
                    context.branches.some((branch) => branch.id === event.output.id)
                      ? context.branches.map((branch) => (branch.id === event.output.id ? event.output : branch))
                      : [...context.branches, event.output],
                  editingId: undefined,
                }),
                "announceSaved",
              ],
            },
            onError: failedCall("editing"),
          },
        },
        deleting: {
          tags: ["busy"],
          invoke: {
            id: "deleteBranch",
            src: "deleteBranch",
            input: ({ context }) => ({ id: context.deletingId ?? "" }),
            onDone: {
              target: "ready",
              actions: [
                assign({ branches: ({ context }) => context.branches.filter((branch) => branch.id !== context.deletingId), deletingId: undefined }),
                "announceDeleted",
              ],
            },
            onError: failedCall("ready"),
          },
        },
      },
    },
    // Logging out ends the portal session on this device even when the server cannot be told.
    loggingOut: {
      tags: ["busy"],
      invoke: {
        id: "logOut",
        src: "logOut",
        onDone: { target: "signedOut", actions: ["removeStoredSession", "endSession"] },
        onError: { target: "signedOut", actions: ["removeStoredSession", "endSession"] },
      },
    },
  },
});
