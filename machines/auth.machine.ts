import { assign, fromCallback, fromPromise, setup } from "xstate";
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_SECONDS } from "#domain/accounts.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";

export type OtpChannel = "sms" | "email";

export interface OtpSent {
  auth: string;
  channel: OtpChannel;
  /** The address the code went to; undefined when it went to a mobile number. */
  email: string | undefined;
  /** When the code was sent (ms since the epoch): the resend cooldown counts from here. */
  sentAt: number;
}

/** A code that was sent and waits to be typed in (session keys auth, otp-last-sent, otp-attempt, email). */
export interface PendingOtp extends OtpSent {
  /** Wrong tries on this code; the server locks it after OTP_MAX_WRONG_TRIES. */
  attempts: number;
}

export interface SessionStart {
  token: string;
  isGuest: boolean;
  email: string | undefined;
}

/** What this device has stored: the app reads it at start (reload keeps the session). */
export interface StoredAuth {
  /** Present when a session token is held. */
  session: { isGuest: boolean } | undefined;
  /** A code sent before the page was reloaded. */
  pendingOtp: PendingOtp | undefined;
  now: number;
}

export interface AuthContext {
  /** A session token is stored on this device. */
  hasToken: boolean;
  isGuest: boolean;
  pendingOtp: PendingOtp | undefined;
  /** The clock as last reported: drives the resend cooldown. */
  now: number;
  /** The last address or number typed in, to fill the form again. */
  email: string | undefined;
  mobileNumber: string | undefined;
  /** The code was sent again by the resend button ('Sent'). */
  resent: boolean;
  /** The code of an SMS sign-in went to an e-mail address ('Email Sent'). */
  emailSent: boolean;
  /** Why the last sign-in call failed; the form words it by what the answer names (decision 042). */
  failure: CallFailure | undefined;
}

export type AuthEvent =
  | ({ type: "storage.read" } & StoredAuth)
  | { type: "guest.chosen" }
  | { type: "frequentFlyer.chosen" }
  | { type: "accountType.changed" }
  | { type: "mobile.chosen" }
  | { type: "email.chosen" }
  | { type: "otp.requestedByEmail"; email: string }
  | { type: "otp.requestedBySms"; mobileNumber: string }
  | { type: "otp.submitted"; otp: string }
  | { type: "otp.resendRequested" }
  | { type: "otp.emailRequested"; email: string }
  | { type: "otp.destinationChanged" }
  | { type: "clock.ticked"; now: number }
  | { type: "social.returned"; code: string }
  | { type: "social.failed" }
  | { type: "logout.requested" }
  | { type: "session.cleared" };

/** Whole seconds until the code may be sent again; 0 when it may. */
export function resendSecondsLeft(context: Pick<AuthContext, "pendingOtp" | "now">): number {
  if (!context.pendingOtp) return 0;
  const waitMs = context.pendingOtp.sentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000 - context.now;
  return Math.max(0, Math.ceil(waitMs / 1000));
}

export function triesLeft(context: Pick<AuthContext, "pendingOtp">): number {
  return Math.max(0, OTP_MAX_WRONG_TRIES - (context.pendingOtp?.attempts ?? 0));
}

const failed = (error: unknown) => ({ failure: failureOf(error) });

/** The answer the server gives a social sign-in hand-off that is not valid: the popup's own failure reads the same. */
const SOCIAL_LINK_INVALID: CallFailure = { status: 422, code: "VALIDATION_FAILED", message: undefined, details: { code: "SIGN_IN_LINK_INVALID" } };

// Effects the app must provide; until then they never settle.
const never = () => new Promise<never>(() => {});

type CodeSentEvent = { event: { output: OtpSent } };

/** What every "a code went out" transition does: show it with its cooldown, and keep the request for a reload. */
function codeSent(flags: { resent: boolean; emailSent?: boolean }) {
  return [
    { type: "recordSentCode", params: ({ event }: CodeSentEvent) => ({ sent: event.output, ...flags }) },
    { type: "storeOtpRequest", params: ({ event }: CodeSentEvent) => ({ ...event.output, attempts: 0 }) },
  ] as const;
}

/**
 * Sign-in (docs/product-spec.md, parts 2 and 4): guest access, or a frequent flyer's one-time password sent by
 * e-mail or SMS (resend by SMS, or send the SMS sign-in's code by e-mail), or social sign-in;
 * confirming the code is also how a new account is activated. Signing in stores the session,
 * signing out revokes it. `signedIn`, `isGuest` and `session.cleared` are what the profile
 * actor relies on.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actions: {
    storeOtpRequest: (_, _params: PendingOtp) => {},
    storeOtpAttempts: (_, _params: { attempts: number }) => {},
    removeStoredOtpRequest: () => {},
    dropOtpRequest: assign({ pendingOtp: undefined, resent: false, emailSent: false, failure: undefined }),
    storeSession: (_, _params: SessionStart) => {},
    removeStoredSession: () => {},
    recordSentCode: assign((_, { sent, ...flags }: { sent: OtpSent; resent?: boolean; emailSent?: boolean }) => ({
      pendingOtp: { ...sent, attempts: 0 },
      now: sent.sentAt,
      failure: undefined,
      ...flags,
    })),
    recordWrongTry: assign({
      pendingOtp: ({ context }) => context.pendingOtp && { ...context.pendingOtp, attempts: context.pendingOtp.attempts + 1 },
    }),
    showFailure: assign((_, params: { failure: CallFailure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: undefined }),
    startSession: assign((_, params: SessionStart) => ({
      hasToken: true,
      isGuest: params.isGuest,
      pendingOtp: undefined,
      resent: false,
      emailSent: false,
      failure: undefined,
    })),
    endSession: assign({ hasToken: false, isGuest: false, pendingOtp: undefined, resent: false, emailSent: false, failure: undefined }),
  },
  actors: {
    requestOtpByEmail: fromPromise<OtpSent, { email: string }>(never),
    requestOtpBySms: fromPromise<OtpSent, { mobileNumber: string }>(never),
    resendOtpBySms: fromPromise<OtpSent, { auth: string }>(never),
    sendOtpToEmail: fromPromise<OtpSent, { auth: string; email: string }>(never),
    confirmOtp: fromPromise<SessionStart, { auth: string; otp: string }>(never),
    loginAsGuest: fromPromise<SessionStart, void>(never),
    exchangeSocialCode: fromPromise<SessionStart, { code: string }>(never),
    revokeSession: fromPromise<void, void>(never),
    // Sends clock.ticked while the resend button waits; the app supplies a real timer.
    clock: fromCallback<AuthEvent>(() => () => {}),
  },
  guards: {
    sessionStored: ({ event }) => event.type === "storage.read" && event.session !== undefined,
    codeStored: ({ event }) => event.type === "storage.read" && event.pendingOtp !== undefined,
    cooldownOver: ({ context }) => resendSecondsLeft(context) === 0,
    sentBySms: ({ context }) => context.pendingOtp?.channel === "sms",
    codeUsable: ({ context }) => triesLeft(context) > 0,
    codeRejected: (_, params: { error: unknown }) => {
      // The server refused the code itself and named why (wrong, expired or locked): it counts as a try.
      const failure = failureOf(params.error);
      return failure.status === 422 && failure.details?.otp !== undefined;
    },
  },
}).createMachine({
  id: "auth",
  context: {
    hasToken: false,
    isGuest: false,
    pendingOtp: undefined,
    now: 0,
    email: undefined,
    mobileNumber: undefined,
    resent: false,
    emailSent: false,
    failure: undefined,
  },
  initial: "restoring",
  on: {
    // Storage was cleared elsewhere: a 403 that ended the session, account deletion, /logout.
    "session.cleared": { target: ".signedOut", actions: "endSession" },
  },
  states: {
    // Waits for the app to say what is stored: a reload keeps the session, and a code sent before it.
    restoring: {
      on: {
        "storage.read": [
          {
            guard: "sessionStored",
            target: "signedIn",
            actions: assign(({ event }) => ({ hasToken: true, isGuest: event.session?.isGuest ?? false, now: event.now })),
          },
          {
            guard: "codeStored",
            target: "signedOut.otpEntry",
            actions: assign(({ event }) => ({ pendingOtp: event.pendingOtp, email: event.pendingOtp?.email, now: event.now })),
          },
          { target: "signedOut", actions: assign({ now: ({ event }) => event.now }) },
        ],
      },
    },
    signedOut: {
      initial: "choosingAccountType",
      states: {
        choosingAccountType: {
          tags: ["accountTypes"],
          on: {
            "guest.chosen": { target: "signingInAsGuest", actions: "clearFailure" },
            "frequentFlyer.chosen": { target: "frequentFlyer", actions: "clearFailure" },
          },
        },
        signingInAsGuest: {
          tags: ["accountTypes", "busy"],
          invoke: {
            id: "loginAsGuest",
            src: "loginAsGuest",
            onDone: {
              target: "#auth.signedIn",
              actions: [
                { type: "storeSession", params: ({ event }) => event.output },
                { type: "startSession", params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: "choosingAccountType",
              actions: { type: "showFailure", params: ({ event }) => failed(event.error) },
            },
          },
        },
        frequentFlyer: {
          initial: "emailEntry",
          on: {
            "accountType.changed": { target: "choosingAccountType", actions: "clearFailure" },
            "social.returned": { target: "exchangingSocialCode", actions: "clearFailure" },
            "social.failed": { actions: { type: "showFailure", params: { failure: SOCIAL_LINK_INVALID } } },
          },
          states: {
            emailEntry: {
              tags: ["emailForm"],
              on: {
                "otp.requestedByEmail": {
                  target: "requestingByEmail",
                  actions: [assign({ email: ({ event }) => event.email }), "clearFailure"],
                },
                "mobile.chosen": { target: "mobileEntry", actions: "clearFailure" },
              },
            },
            requestingByEmail: {
              tags: ["emailForm", "busy"],
              invoke: {
                id: "requestOtpByEmail",
                src: "requestOtpByEmail",
                input: ({ context }) => ({ email: context.email ?? "" }),
                onDone: { target: "#auth.signedOut.otpEntry", actions: codeSent({ resent: false, emailSent: false }) },
                onError: { target: "emailEntry", actions: { type: "showFailure", params: ({ event }) => failed(event.error) } },
              },
            },
            mobileEntry: {
              tags: ["mobileForm"],
              on: {
                "otp.requestedBySms": {
                  target: "requestingBySms",
                  actions: [assign({ mobileNumber: ({ event }) => event.mobileNumber }), "clearFailure"],
                },
                "email.chosen": { target: "emailEntry", actions: "clearFailure" },
              },
            },
            requestingBySms: {
              tags: ["mobileForm", "busy"],
              invoke: {
                id: "requestOtpBySms",
                src: "requestOtpBySms",
                input: ({ context }) => ({ mobileNumber: context.mobileNumber ?? "" }),
                onDone: { target: "#auth.signedOut.otpEntry", actions: codeSent({ resent: false, emailSent: false }) },
                onError: { target: "mobileEntry", actions: { type: "showFailure", params: ({ event }) => failed(event.error) } },
              },
            },
          },
        },
        exchangingSocialCode: {
          tags: ["emailForm", "busy"],
          invoke: {
            id: "exchangeSocialCode",
            src: "exchangeSocialCode",
            input: ({ event }) => ({ code: event.type === "social.returned" ? event.code : "" }),
            onDone: {
              target: "#auth.signedIn",
              actions: [
                { type: "storeSession", params: ({ event }) => event.output },
                { type: "startSession", params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: "frequentFlyer",
              actions: { type: "showFailure", params: ({ event }) => failed(event.error) },
            },
          },
        },
        otpEntry: {
          tags: ["otpForm"],
          initial: "coolingDown",
          on: {
            "otp.submitted": { guard: "codeUsable", target: "confirming", actions: "clearFailure" },
            "otp.emailRequested": {
              guard: "sentBySms",
              target: "sendingToEmail",
              actions: [assign({ email: ({ event }) => event.email }), "clearFailure"],
            },
            "otp.destinationChanged": [
              { guard: "sentBySms", target: "frequentFlyer.mobileEntry", actions: ["removeStoredOtpRequest", "dropOtpRequest"] },
              { target: "frequentFlyer", actions: ["removeStoredOtpRequest", "dropOtpRequest"] },
            ],
          },
          states: {
            coolingDown: {
              always: { guard: "cooldownOver", target: "resendable" },
              invoke: { src: "clock" },
              on: { "clock.ticked": { actions: assign({ now: ({ event }) => event.now }) } },
            },
            resendable: {
              on: {
                "otp.resendRequested": [
                  { guard: "sentBySms", target: "#auth.signedOut.resendingBySms", actions: "clearFailure" },
                  { target: "#auth.signedOut.resendingByEmail", actions: "clearFailure" },
                ],
              },
            },
          },
        },
        confirming: {
          tags: ["otpForm", "busy"],
          invoke: {
            id: "confirmOtp",
            src: "confirmOtp",
            input: ({ context, event }) => ({
              auth: context.pendingOtp?.auth ?? "",
              otp: event.type === "otp.submitted" ? event.otp : "",
            }),
            onDone: {
              target: "#auth.signedIn",
              actions: [
                { type: "storeSession", params: ({ event }) => event.output },
                { type: "startSession", params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: { type: "codeRejected", params: ({ event }) => ({ error: event.error }) },
                target: "otpEntry",
                actions: [
                  "recordWrongTry",
                  { type: "storeOtpAttempts", params: ({ context }) => ({ attempts: context.pendingOtp?.attempts ?? 0 }) },
                  { type: "showFailure", params: ({ event }) => failed(event.error) },
                ],
              },
              { target: "otpEntry", actions: { type: "showFailure", params: ({ event }) => failed(event.error) } },
            ],
          },
        },
        resendingBySms: {
          tags: ["otpForm", "busy"],
          invoke: {
            id: "resendOtpBySms",
            src: "resendOtpBySms",
            input: ({ context }) => ({ auth: context.pendingOtp?.auth ?? "" }),
            onDone: { target: "otpEntry", actions: codeSent({ resent: true }) },
            onError: { target: "otpEntry", actions: { type: "showFailure", params: ({ event }) => failed(event.error) } },
          },
        },
        resendingByEmail: {
          tags: ["otpForm", "busy"],
          invoke: {
            id: "resendOtpByEmail",
            src: "requestOtpByEmail",
            input: ({ context }) => ({ email: context.pendingOtp?.email ?? "" }),
            onDone: { target: "otpEntry", actions: codeSent({ resent: true }) },
            onError: { target: "otpEntry", actions: { type: "showFailure", params: ({ event }) => failed(event.error) } },
          },
        },
        sendingToEmail: {
          tags: ["otpForm", "busy"],
          invoke: {
            id: "sendOtpToEmail",
            src: "sendOtpToEmail",
            input: ({ context }) => ({ auth: context.pendingOtp?.auth ?? "", email: context.email ?? "" }),
            onDone: { target: "otpEntry", actions: codeSent({ emailSent: true, resent: false }) },
            onError: { target: "otpEntry", actions: { type: "showFailure", params: ({ event }) => failed(event.error) } },
          },
        },
      },
    },
    signedIn: {
      on: { "logout.requested": "loggingOut" },
    },
    // Logging out ends the session on this device even when the server cannot be told.
    loggingOut: {
      invoke: {
        id: "revokeSession",
        src: "revokeSession",
        onDone: { target: "signedOut", actions: ["removeStoredSession", "endSession"] },
        onError: { target: "signedOut", actions: ["removeStoredSession", "endSession"] },
      },
    },
  },
});
