import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import type { InviteAnswer, StaffMe, TotpEnrolmentAnswer } from "#domain/staff/staff-accounts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";
import { isSessionLost } from "../session-loss.ts";

export type StaffInvite = v.InferOutput<typeof InviteAnswer>["data"];
export type TotpSecret = v.InferOutput<typeof TotpEnrolmentAnswer>["data"];
/** A second factor set up: the member, and the recovery codes issued with it when the session was enrolling (shown once). */
export interface Enrolled {
  me: StaffMe;
  recoveryCodes: string[] | null;
}

/** The browser refused or the member cancelled the passkey prompt: nothing reached the server. */
export const PASSKEY_FAILED: CallFailure = { status: 0, code: undefined, message: undefined, local: "passkey_failed" };

export interface StaffSignInContext {
  /** The invitation link's token, when the console was opened from one. */
  inviteToken: string | undefined;
  invite: StaffInvite | undefined;
  /** The address the sign-in code went to. */
  email: string;
  me: StaffMe | undefined;
  totp: TotpSecret | undefined;
  /** The ten recovery codes just issued, kept only until the member says they are saved (decision 057). */
  recoveryCodes: string[] | undefined;
  /** The member got in with a recovery code, so the enrolment says why it asks for a new factor. */
  recovered: boolean;
  failure: CallFailure | undefined;
}

export type StaffSignInEvent =
  | { type: "email.submitted"; email: string }
  | { type: "code.submitted"; code: string }
  | { type: "code.resendRequested" }
  | { type: "email.changeRequested" }
  | { type: "totp.submitted"; code: string }
  | { type: "passkey.chosen" }
  | { type: "recovery.chosen" }
  | { type: "recoveryCode.submitted"; code: string }
  | { type: "recovery.cancelled" }
  | { type: "codes.saved" }
  | { type: "secret.reloadRequested" }
  | { type: "inviteCode.requested" }
  | { type: "signIn.restarted" }
  | { type: "signOut.requested" }
  | { type: "session.lost"; failure: CallFailure }
  | { type: "session.resumeRequired" };

const never = () => new Promise<never>(() => {});

/** The failure an actor's error event carries. */
const failureIn = (event: unknown) => failureOf((event as { error?: unknown }).error);
const outputOf = (event: unknown) => (event as { output: StaffMe }).output;
const enrolledOf = (event: unknown) => (event as { output: Enrolled }).output;

/** Where a call that answers with the member goes: what the session still needs decides. */
const afterSignIn = [
  { guard: "isComplete", target: "#staffSignIn.signedIn", actions: "rememberMe" },
  { guard: "needsEnrolment", target: "#staffSignIn.enrolment", actions: "rememberMe" },
  { target: "#staffSignIn.secondFactor", actions: "rememberMe" },
] as const;
/** A factor set up while enrolling comes with new recovery codes, shown before the console opens. */
const afterEnrolment = [
  { guard: "issuedCodes", target: "#staffSignIn.savingCodes", actions: "rememberEnrolment" },
  { target: "#staffSignIn.signedIn", actions: "rememberEnrolment" },
] as const;
const whenLost = { guard: "sessionLost", target: "#staffSignIn.signedOut", actions: "showFailure" } as const;
const whenLocked = { guard: "accountLocked", target: "#staffSignIn.locked", actions: "showFailure" } as const;
/** A page's call found the session lost while a page shows (decision 047): the console shell says so here. */
const pageSessionLoss = {
  "session.lost": { target: "#staffSignIn.signedOut", actions: "showLostSession" },
  "session.resumeRequired": { target: "#staffSignIn.secondFactor", actions: "markResuming" },
} as const;

/**
 * Staff sign-in (decision 018): an e-mailed code, then a second factor (authenticator app or passkey);
 * a member without one enrols first; an invitation link leads a new member to the same enrolment.
 * Wrong codes stay on their step with the server's message; a locked account shows why and waits;
 * a session ended anywhere (12 hours, disabled, signed out elsewhere) comes back to the e-mail step;
 * a shift session idle 30 minutes goes back to the second factor only (decision 038). Setting up a
 * factor issues ten recovery codes shown once; one of them replaces a lost factor at sign-in, after
 * which the member sets up a new one (decision 057).
 */
export const staffSignInMachine = setup({
  types: {
    context: {} as StaffSignInContext,
    events: {} as StaffSignInEvent,
    input: {} as { inviteToken: string | undefined },
  },
  actions: {
    clearFailure: assign({ failure: undefined }),
    forgetSession: assign({ me: undefined, totp: undefined, recoveryCodes: undefined, recovered: false }),
    showFailure: assign({ failure: ({ event }) => failureIn(event) }),
    showLostSession: assign({ failure: ({ event }) => (event.type === "session.lost" ? event.failure : undefined) }),
    rememberMe: assign({ me: ({ event }) => outputOf(event) }),
    rememberEnrolment: assign({
      me: ({ event }) => enrolledOf(event).me,
      recoveryCodes: ({ event }) => enrolledOf(event).recoveryCodes ?? undefined,
      recovered: false,
    }),
    markRecovered: assign({ me: ({ event }) => outputOf(event), recovered: true, totp: undefined }),
    markResuming: assign({
      me: ({ context }) => (context.me ? { ...context.me, stage: "second_factor" as const, resuming: true } : undefined),
      failure: undefined,
    }),
  },
  actors: {
    loadMe: fromPromise<StaffMe>(never),
    requestCode: fromPromise<void, { email: string }>(never),
    verifyCode: fromPromise<StaffMe, { email: string; code: string }>(never),
    confirmTotp: fromPromise<StaffMe, { code: string }>(never),
    signInWithPasskey: fromPromise<StaffMe>(never),
    loadInvite: fromPromise<StaffInvite, { token: string }>(never),
    requestInviteCode: fromPromise<void, { token: string }>(never),
    acceptInvite: fromPromise<StaffMe, { token: string; code: string }>(never),
    startTotpEnrolment: fromPromise<TotpSecret>(never),
    signInWithRecoveryCode: fromPromise<StaffMe, { code: string }>(never),
    confirmTotpEnrolment: fromPromise<Enrolled, { code: string }>(never),
    registerPasskey: fromPromise<Enrolled>(never),
    signOut: fromPromise<void>(never),
  },
  guards: {
    openedFromInvite: ({ context }) => context.inviteToken !== undefined,
    isComplete: ({ event }) => outputOf(event).stage === "complete",
    needsEnrolment: ({ event }) => outputOf(event).stage === "enrolment",
    sessionLost: ({ event }) => isSessionLost(failureIn(event)),
    accountLocked: ({ event }) => failureIn(event).status === 423,
    askedForSecondFactor: ({ event }) => failureIn(event).code === "SECOND_FACTOR_REQUIRED",
    askedForEnrolment: ({ event }) => failureIn(event).code === "ENROLMENT_REQUIRED",
    signedOutQuietly: ({ event }) => {
      const failure = failureIn(event);
      return failure.status === 401 && failure.code === "STAFF_SIGNED_OUT";
    },
    hasSecret: ({ context }) => context.totp !== undefined,
    issuedCodes: ({ event }) => (enrolledOf(event).recoveryCodes?.length ?? 0) > 0,
  },
}).createMachine({
  id: "staffSignIn",
  context: ({ input }) => ({
    inviteToken: input.inviteToken,
    invite: undefined,
    email: "",
    me: undefined,
    totp: undefined,
    recoveryCodes: undefined,
    recovered: false,
    failure: undefined,
  }),
  initial: "checkingSession",
  states: {
    checkingSession: {
      tags: ["busy"],
      invoke: {
        id: "loadMe",
        src: "loadMe",
        // An invitation link leads to its own steps, whoever used this browser before.
        onDone: [{ guard: "openedFromInvite", target: "loadingInvite" }, ...afterSignIn],
        onError: [
          { guard: "openedFromInvite", target: "loadingInvite" },
          { guard: "askedForSecondFactor", target: "secondFactor" },
          { guard: "askedForEnrolment", target: "enrolment" },
          // Not signed in yet is the usual start, not something to report.
          { guard: "signedOutQuietly", target: "signedOut" },
          { target: "signedOut", actions: "showFailure" },
        ],
      },
    },
    signedOut: {
      entry: "forgetSession",
      on: {
        "email.submitted": { target: "sendingCode", actions: assign({ email: ({ event }) => event.email }) },
      },
    },
    sendingCode: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "requestCode",
        src: "requestCode",
        input: ({ context }) => ({ email: context.email }),
        onDone: "codeSent",
        onError: [whenLocked, { target: "signedOut", actions: "showFailure" }],
      },
    },
    codeSent: {
      on: {
        "code.submitted": "verifyingCode",
        "code.resendRequested": "sendingCode",
        "email.changeRequested": { target: "signedOut", actions: "clearFailure" },
      },
    },
    verifyingCode: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "verifyCode",
        src: "verifyCode",
        input: ({ context, event }) => ({ email: context.email, code: (event as { code: string }).code }),
        onDone: afterSignIn,
        onError: [whenLocked, { target: "codeSent", actions: "showFailure" }],
      },
    },
    secondFactor: {
      on: {
        "totp.submitted": "checkingTotp",
        "passkey.chosen": "checkingPasskey",
        "recovery.chosen": { target: "recoveryCode", actions: "clearFailure" },
        "signOut.requested": "signingOut",
        "session.lost": { target: "signedOut", actions: "showLostSession" },
      },
    },
    /** The authenticator and passkeys are lost: one of the ten codes stands in once (decision 057). */
    recoveryCode: {
      on: {
        "recoveryCode.submitted": "checkingRecoveryCode",
        "recovery.cancelled": { target: "secondFactor", actions: "clearFailure" },
        "signOut.requested": "signingOut",
        "session.lost": { target: "signedOut", actions: "showLostSession" },
      },
    },
    checkingRecoveryCode: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "signInWithRecoveryCode",
        src: "signInWithRecoveryCode",
        input: ({ event }) => ({ code: (event as { code: string }).code }),
        // The server retired the lost factors: the session enrols a new one before the console opens.
        onDone: { target: "enrolment", actions: "markRecovered" },
        onError: [whenLost, whenLocked, { target: "recoveryCode", actions: "showFailure" }],
      },
    },
    checkingTotp: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "confirmTotp",
        src: "confirmTotp",
        input: ({ event }) => ({ code: (event as { code: string }).code }),
        onDone: afterSignIn,
        onError: [whenLost, whenLocked, { target: "secondFactor", actions: "showFailure" }],
      },
    },
    checkingPasskey: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "signInWithPasskey",
        src: "signInWithPasskey",
        onDone: afterSignIn,
        onError: [whenLost, whenLocked, { target: "secondFactor", actions: "showFailure" }],
      },
    },
    enrolment: {
      initial: "loadingSecret",
      on: {
        "signOut.requested": "signingOut",
        "session.lost": { target: "signedOut", actions: "showLostSession" },
      },
      states: {
        loadingSecret: {
          tags: ["busy"],
          invoke: {
            id: "startTotpEnrolment",
            src: "startTotpEnrolment",
            onDone: { target: "ready", actions: assign({ totp: ({ event }) => event.output }) },
            onError: [whenLost, { target: "secretFailed", actions: "showFailure" }],
          },
        },
        secretFailed: {
          on: {
            "secret.reloadRequested": { target: "loadingSecret", actions: "clearFailure" },
            "passkey.chosen": "registeringPasskey",
          },
        },
        ready: {
          on: {
            "totp.submitted": "confirmingTotp",
            "passkey.chosen": "registeringPasskey",
          },
        },
        confirmingTotp: {
          tags: ["busy"],
          entry: "clearFailure",
          invoke: {
            id: "confirmTotpEnrolment",
            src: "confirmTotpEnrolment",
            input: ({ event }) => ({ code: (event as { code: string }).code }),
            onDone: afterEnrolment,
            onError: [whenLost, whenLocked, { target: "ready", actions: "showFailure" }],
          },
        },
        registeringPasskey: {
          tags: ["busy"],
          entry: "clearFailure",
          invoke: {
            id: "registerPasskey",
            src: "registerPasskey",
            onDone: afterEnrolment,
            onError: [whenLost, { guard: "hasSecret", target: "ready", actions: "showFailure" }, { target: "secretFailed", actions: "showFailure" }],
          },
        },
      },
    },
    loadingInvite: {
      tags: ["busy"],
      invoke: {
        id: "loadInvite",
        src: "loadInvite",
        input: ({ context }) => ({ token: context.inviteToken ?? "" }),
        onDone: { target: "inviteReady", actions: assign({ invite: ({ event }) => event.output, email: ({ event }) => event.output.email }) },
        onError: { target: "inviteInvalid", actions: "showFailure" },
      },
    },
    inviteInvalid: {
      on: { "signIn.restarted": { target: "signedOut", actions: "clearFailure" } },
    },
    inviteReady: {
      on: { "inviteCode.requested": "sendingInviteCode" },
    },
    sendingInviteCode: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "requestInviteCode",
        src: "requestInviteCode",
        input: ({ context }) => ({ token: context.inviteToken ?? "" }),
        onDone: "inviteCodeSent",
        onError: [whenLocked, { target: "inviteReady", actions: "showFailure" }],
      },
    },
    inviteCodeSent: {
      on: {
        "code.submitted": "acceptingInvite",
        "code.resendRequested": "sendingInviteCode",
      },
    },
    acceptingInvite: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "acceptInvite",
        src: "acceptInvite",
        input: ({ context, event }) => ({ token: context.inviteToken ?? "", code: (event as { code: string }).code }),
        onDone: afterSignIn,
        onError: [whenLocked, { target: "inviteCodeSent", actions: "showFailure" }],
      },
    },
    /** The new codes show once; the console opens when the member says they are kept. */
    savingCodes: {
      on: { "codes.saved": { target: "signedIn", actions: assign({ recoveryCodes: undefined }) } },
    },
    signedIn: {
      on: { "signOut.requested": "signingOut", ...pageSessionLoss },
    },
    signingOut: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "signOut",
        src: "signOut",
        onDone: "signedOut",
        // A session already gone needs no more; one still valid must not look signed out on a shared device.
        onError: [
          { guard: "sessionLost", target: "signedOut" },
          { target: "signOutFailed", actions: "showFailure" },
        ],
      },
    },
    signOutFailed: {
      on: { "signOut.requested": "signingOut", ...pageSessionLoss },
    },
    locked: {
      on: { "signIn.restarted": { target: "signedOut", actions: "clearFailure" } },
    },
  },
});
