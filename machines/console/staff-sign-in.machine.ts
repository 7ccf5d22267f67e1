import type * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import { type InviteAnswer, STAFF_ERRORS, type StaffMe, type TotpEnrolmentAnswer } from "#domain/staff/staff-accounts.ts";

export type StaffInvite = v.InferOutput<typeof InviteAnswer>["data"];
export type TotpSecret = v.InferOutput<typeof TotpEnrolmentAnswer>["data"];

/** Why a call failed, as the effects report it (the shape of staffCallFailure). */
export interface StaffFailure {
  /** 0 when the server was not reached. */
  status: number;
  message: string | undefined;
  /** STAFF_ERRORS, or PASSKEY_FAILED when the browser's passkey step was cancelled or failed. */
  error: string | undefined;
}

/** The browser refused or the member cancelled the passkey prompt: nothing reached the server. */
export const PASSKEY_FAILED = "passkey_failed";

/** 401 answers that end the console session: the member signs in again and sees why. */
const SESSION_LOST: readonly string[] = [STAFF_ERRORS.sessionEnded, STAFF_ERRORS.disabled, STAFF_ERRORS.signedOut];

export function isSessionLost(failure: StaffFailure): boolean {
  return failure.status === 401 && failure.error !== undefined && SESSION_LOST.includes(failure.error);
}

/** A 401 that keeps the session: a shift session idle 30 minutes, resumed by the second factor alone (decision 038). */
export function needsReauthentication(failure: StaffFailure): boolean {
  return failure.status === 401 && failure.error === STAFF_ERRORS.reauthenticate;
}

export interface StaffSignInContext {
  /** The invitation link's token, when the console was opened from one. */
  inviteToken: string | undefined;
  invite: StaffInvite | undefined;
  /** The address the sign-in code went to. */
  email: string;
  me: StaffMe | undefined;
  totp: TotpSecret | undefined;
  failure: StaffFailure | undefined;
}

export type StaffSignInEvent =
  | { type: "email.submitted"; email: string }
  | { type: "code.submitted"; code: string }
  | { type: "code.resendRequested" }
  | { type: "email.changeRequested" }
  | { type: "totp.submitted"; code: string }
  | { type: "passkey.chosen" }
  | { type: "secret.reloadRequested" }
  | { type: "inviteCode.requested" }
  | { type: "signIn.restarted" }
  | { type: "signOut.requested" }
  | { type: "session.lost"; failure: StaffFailure }
  | { type: "session.resumeRequired" };

const never = () => new Promise<never>(() => {});

function failureOf(event: unknown): StaffFailure {
  const error = (event as { error?: unknown }).error;
  if (typeof error === "object" && error !== null && "status" in error) return error as StaffFailure;
  return { status: 0, message: undefined, error: undefined };
}
const outputOf = (event: unknown) => (event as { output: StaffMe }).output;

/** Where a call that answers with the member goes: what the session still needs decides. */
const afterSignIn = [
  { guard: "isComplete", target: "#staffSignIn.signedIn", actions: "rememberMe" },
  { guard: "needsEnrolment", target: "#staffSignIn.enrolment", actions: "rememberMe" },
  { target: "#staffSignIn.secondFactor", actions: "rememberMe" },
] as const;
const whenLost = { guard: "sessionLost", target: "#staffSignIn.signedOut", actions: "showFailure" } as const;
const whenLocked = { guard: "accountLocked", target: "#staffSignIn.locked", actions: "showFailure" } as const;

/**
 * Staff sign-in (decision 018): an e-mailed code, then a second factor (authenticator app or passkey);
 * a member without one enrols first; an invitation link leads a new member to the same enrolment.
 * Wrong codes stay on their step with the server's message; a locked account shows why and waits;
 * a session ended anywhere (12 hours, disabled, signed out elsewhere) comes back to the e-mail step;
 * a shift session idle 30 minutes goes back to the second factor only (decision 038).
 */
export const staffSignInMachine = setup({
  types: {
    context: {} as StaffSignInContext,
    events: {} as StaffSignInEvent,
    input: {} as { inviteToken: string | undefined },
  },
  actions: {
    clearFailure: assign({ failure: undefined }),
    forgetSession: assign({ me: undefined, totp: undefined }),
    showFailure: assign({ failure: ({ event }) => failureOf(event) }),
    showLostSession: assign({ failure: ({ event }) => (event.type === "session.lost" ? event.failure : undefined) }),
    rememberMe: assign({ me: ({ event }) => outputOf(event) }),
    markResuming: assign({ me: ({ context }) => (context.me ? { ...context.me, stage: "second_factor" as const, resuming: true } : undefined), failure: undefined }),
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
    confirmTotpEnrolment: fromPromise<StaffMe, { code: string }>(never),
    registerPasskey: fromPromise<StaffMe>(never),
    signOut: fromPromise<void>(never),
  },
  guards: {
    openedFromInvite: ({ context }) => context.inviteToken !== undefined,
    isComplete: ({ event }) => outputOf(event).stage === "complete",
    needsEnrolment: ({ event }) => outputOf(event).stage === "enrolment",
    sessionLost: ({ event }) => isSessionLost(failureOf(event)),
    accountLocked: ({ event }) => failureOf(event).status === 423,
    askedForSecondFactor: ({ event }) => failureOf(event).error === STAFF_ERRORS.secondFactorRequired,
    askedForEnrolment: ({ event }) => failureOf(event).error === STAFF_ERRORS.enrolmentRequired,
    signedOutQuietly: ({ event }) => {
      const failure = failureOf(event);
      return failure.status === 401 && failure.error === STAFF_ERRORS.signedOut;
    },
    hasSecret: ({ context }) => context.totp !== undefined,
  },
}).createMachine({
  id: "staffSignIn",
  context: ({ input }) => ({ inviteToken: input.inviteToken, invite: undefined, email: "", me: undefined, totp: undefined, failure: undefined }),
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
        "signOut.requested": "signingOut",
        "session.lost": { target: "signedOut", actions: "showLostSession" },
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
            onDone: afterSignIn,
            onError: [whenLost, whenLocked, { target: "ready", actions: "showFailure" }],
          },
        },
        registeringPasskey: {
          tags: ["busy"],
          entry: "clearFailure",
          invoke: {
            id: "registerPasskey",
            src: "registerPasskey",
            onDone: afterSignIn,
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
    signedIn: {
      on: {
        "signOut.requested": "signingOut",
        "session.lost": { target: "signedOut", actions: "showLostSession" },
        "session.resumeRequired": { target: "secondFactor", actions: "markResuming" },
      },
    },
    signingOut: {
      tags: ["busy"],
      entry: "clearFailure",
      invoke: {
        id: "signOut",
        src: "signOut",
        onDone: "signedOut",
        // A session already gone needs no more; one still valid must not look signed out on a shared device.
        onError: [{ guard: "sessionLost", target: "signedOut" }, { target: "signOutFailed", actions: "showFailure" }],
      },
    },
    signOutFailed: {
      on: { "signOut.requested": "signingOut" },
    },
    locked: {
      on: { "signIn.restarted": { target: "signedOut", actions: "clearFailure" } },
    },
  },
});
