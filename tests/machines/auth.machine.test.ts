import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise } from "xstate";
import {
  type AuthEvent,
  authMachine,
  type OtpSent,
  type PendingOtp,
  resendSecondsLeft,
  type SessionStart,
  type StoredAuth,
  triesLeft,
} from "../../machines/auth.machine.ts";
import type { CallFailure } from "../../machines/call-failure.ts";
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_SECONDS } from "#domain/accounts.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);
const COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;
const byEmail: OtpSent = { auth: "auth-email", channel: "email", email: "flyer@example.com", sentAt: T0 };
const bySms: OtpSent = { auth: "auth-sms", channel: "sms", email: undefined, sentAt: T0 };
const toOtherEmail: OtpSent = { auth: "auth-other", channel: "email", email: "other@example.com", sentAt: T0 };
const flyer: SessionStart = { token: "flyer-token", isGuest: false, email: "flyer@example.com" };
const guest: SessionStart = { token: "guest-token", isGuest: true, email: undefined };
const throttled: CallFailure = { status: 429, code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." };
const wrongCode: CallFailure = {
  status: 422,
  code: "VALIDATION_FAILED",
  message: "The code is not valid.",
  fieldErrors: { otp: ["The code is not valid."] },
  details: { otp: "OTP_INVALID" },
};

/** What the effects were asked to do, in order. */
const effects: string[] = [];
const machine = authMachine.provide({
  actions: {
    storeOtpRequest: (_, otp) => effects.push(`store otp ${otp.auth} ${otp.attempts}`),
    storeOtpAttempts: (_, { attempts }) => effects.push(`store attempts ${attempts}`),
    removeStoredOtpRequest: () => effects.push("remove otp"),
    storeSession: (_, session) => effects.push(`store session ${session.token}`),
    removeStoredSession: () => effects.push("remove session"),
  },
  // The generated paths send the done and error events; the fakes never settle by themselves.
  actors: {
    requestOtpByEmail: fromPromise<OtpSent, { email: string }>(() => new Promise(() => {})),
    requestOtpBySms: fromPromise<OtpSent, { mobileNumber: string }>(() => new Promise(() => {})),
    resendOtpBySms: fromPromise<OtpSent, { auth: string }>(() => new Promise(() => {})),
    sendOtpToEmail: fromPromise<OtpSent, { auth: string; email: string }>(() => new Promise(() => {})),
    confirmOtp: fromPromise<SessionStart, { auth: string; otp: string }>(() => new Promise(() => {})),
    loginAsGuest: fromPromise<SessionStart, void>(() => new Promise(() => {})),
    exchangeSocialCode: fromPromise<SessionStart, { code: string }>(() => new Promise(() => {})),
    revokeSession: fromPromise<void, void>(() => new Promise(() => {})),
    clock: fromCallback<AuthEvent>(() => () => {}),
  },
});

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as AuthEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as AuthEvent;
const ACTOR_IDS = [
  "requestOtpByEmail",
  "requestOtpBySms",
  "resendOtpBySms",
  "resendOtpByEmail",
  "sendOtpToEmail",
  "confirmOtp",
  "loginAsGuest",
  "exchangeSocialCode",
  "revokeSession",
];

const userEvents: AuthEvent[] = [
  { type: "guest.chosen" },
  { type: "frequentFlyer.chosen" },
  { type: "accountType.changed" },
  { type: "mobile.chosen" },
  { type: "email.chosen" },
  { type: "otp.requestedByEmail", email: "flyer@example.com" },
  { type: "otp.requestedBySms", mobileNumber: "16705550100" },
  { type: "otp.submitted", otp: "123456" },
  { type: "otp.resendRequested" },
  { type: "otp.emailRequested", email: "other@example.com" },
  { type: "otp.destinationChanged" },
  { type: "social.returned", code: "hand-off-code" },
  { type: "social.failed" },
  { type: "logout.requested" },
  { type: "session.cleared" },
];
const actorEvents: AuthEvent[] = [
  done("requestOtpByEmail", byEmail),
  done("requestOtpBySms", bySms),
  done("resendOtpBySms", { ...bySms, auth: "auth-sms-2" }),
  done("resendOtpByEmail", byEmail),
  done("sendOtpToEmail", toOtherEmail),
  done("confirmOtp", flyer),
  done("loginAsGuest", guest),
  done("exchangeSocialCode", flyer),
  done("revokeSession"),
  ...ACTOR_IDS.map((id) => failed(id, throttled)),
  // A failure the effects could not describe (a bug, an unreadable answer) shows no message of its own.
  failed("loginAsGuest", new TypeError("Failed to parse")),
];

const pendingOf = (snapshot: AnyMachineSnapshot) => snapshot.context.pendingOtp as PendingOtp | undefined;
/** The clock moves within one cooldown, in two steps; time that never comes keeps the graph finite. */
const ticks = (snapshot: AnyMachineSnapshot): AuthEvent[] => {
  const sentAt = pendingOf(snapshot)?.sentAt ?? T0;
  return [
    { type: "clock.ticked", now: sentAt + COOLDOWN_MS / 2 },
    { type: "clock.ticked", now: sentAt + COOLDOWN_MS },
  ];
};
/**
 * A wrong code is tried on a fresh code and on the last try before the lock; the tries between
 * add no behaviour, only states (the restored input starts one try before the lock).
 */
const wrongCodeTries = (snapshot: AnyMachineSnapshot): AuthEvent[] => {
  const attempts = pendingOf(snapshot)?.attempts ?? 0;
  return attempts === 0 || attempts === OTP_MAX_WRONG_TRIES - 1 ? [failed("confirmOtp", wrongCode)] : [];
};
const events = (snapshot: AnyMachineSnapshot) => [...userEvents, ...actorEvents, ...wrongCodeTries(snapshot), ...ticks(snapshot)];
/** What the guards can tell apart; messages and labels ride along without making new states. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const pending = pendingOf(snapshot);
  return JSON.stringify([
    snapshot.value,
    snapshot.context.hasToken,
    snapshot.context.isGuest,
    pending?.channel,
    pending?.attempts,
    resendSecondsLeft(snapshot.context) > 0,
  ]);
};

const stored: Record<string, StoredAuth> = {
  nothing: { session: undefined, pendingOtp: undefined, now: T0 },
  guestSession: { session: { isGuest: true }, pendingOtp: undefined, now: T0 },
  // Sent by SMS half a cooldown before the reload, one wrong try before the lock.
  codeBeforeReload: { session: undefined, pendingOtp: { ...bySms, sentAt: T0 - COOLDOWN_MS / 2, attempts: OTP_MAX_WRONG_TRIES - 1 }, now: T0 },
};
const read = (what: StoredAuth): AuthEvent => ({ type: "storage.read", ...what });
const storageEvents = Object.values(stored).map(read);

const options = {
  machine,
  events: (snapshot: AnyMachineSnapshot) => [...storageEvents, ...events(snapshot)],
  serializeState,
};

describe("auth machine, generated paths", () => {
  testGeneratedPaths(options, {
    reset: () => {
      effects.length = 0;
    },
    check: (run, path) => {
      expectPredictedEnd(run, path);
      expectConsistent(run.snapshot, path.events);
    },
  });
});

/** What any path must leave true, whichever way it went. */
function expectConsistent(snapshot: AnyMachineSnapshot, path: readonly AuthEvent[]) {
  const pending = pendingOf(snapshot);
  const last: string | undefined = path.at(-1)?.type;
  if (snapshot.matches("signedIn")) {
    expect(pending).toBeUndefined();
    expect(snapshot.context.hasToken).toBe(true);
  }
  if (snapshot.matches("signedOut")) {
    expect(snapshot.context.hasToken).toBe(false);
    expect(snapshot.context.isGuest).toBe(false);
  }
  // The code waiting to be typed in is in the context exactly while the OTP screen shows.
  expect(pending !== undefined).toBe(snapshot.hasTag("otpForm"));
  if (pending) {
    expect(pending.attempts).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
    expect(
      snapshot.matches({ signedOut: { otpEntry: "resendable" } }) || !snapshot.matches({ signedOut: "otpEntry" }) || resendSecondsLeft(snapshot.context) > 0,
    ).toBe(true);
  }
  // Every session that starts is stored, every code that is sent is stored, and logging out forgets.
  if (last?.startsWith("xstate.done.actor.") && snapshot.matches("signedIn")) expect(effects.at(-1)).toMatch(/^store session /);
  if (last === "xstate.done.actor.revokeSession" || last === "xstate.error.actor.revokeSession") expect(effects.at(-1)).toBe("remove session");
  if (last === "otp.destinationChanged" && snapshot.matches({ signedOut: "frequentFlyer" })) expect(effects.at(-1)).toBe("remove otp");
}

describe("auth machine", () => {
  const start = (what: StoredAuth) => {
    const actor = createActor(machine).start();
    actor.send(read(what));
    return actor;
  };

  it("starts signed in when a token is stored, and tells guests apart", () => {
    const actor = start(stored.guestSession as StoredAuth);
    expect(actor.getSnapshot().value).toBe("signedIn");
    expect(actor.getSnapshot().context.isGuest).toBe(true);
    actor.stop();
  });

  it("keeps a code sent before a reload, with its tries and the rest of its cooldown", () => {
    const actor = start(stored.codeBeforeReload as StoredAuth);
    expect(actor.getSnapshot().value).toEqual({ signedOut: { otpEntry: "coolingDown" } });
    expect(resendSecondsLeft(actor.getSnapshot().context)).toBe(OTP_RESEND_COOLDOWN_SECONDS / 2);
    expect(triesLeft(actor.getSnapshot().context)).toBe(1);
    expect(actor.getSnapshot().can({ type: "otp.resendRequested" })).toBe(false);
    actor.send({ type: "clock.ticked", now: T0 + COOLDOWN_MS / 2 - 1 });
    expect(resendSecondsLeft(actor.getSnapshot().context)).toBe(1);
    actor.send({ type: "clock.ticked", now: T0 + COOLDOWN_MS / 2 });
    expect(actor.getSnapshot().can({ type: "otp.resendRequested" })).toBe(true);
    actor.stop();
  });

  it("counts wrong codes, stores the count, and refuses the code once it is locked", () => {
    effects.length = 0;
    const actor = start(stored.nothing as StoredAuth);
    actor.send({ type: "frequentFlyer.chosen" });
    actor.send({ type: "otp.requestedByEmail", email: "flyer@example.com" });
    actor.send(done("requestOtpByEmail", byEmail));
    for (let tries = 1; tries <= OTP_MAX_WRONG_TRIES; tries++) {
      actor.send({ type: "otp.submitted", otp: "000000" });
      actor.send(failed("confirmOtp", wrongCode));
      expect(actor.getSnapshot().context.failure).toEqual(wrongCode);
      expect(triesLeft(actor.getSnapshot().context)).toBe(OTP_MAX_WRONG_TRIES - tries);
    }
    expect(actor.getSnapshot().can({ type: "otp.submitted", otp: "123456" })).toBe(false);
    expect(effects).toEqual(["store otp auth-email 0", ...Array.from({ length: OTP_MAX_WRONG_TRIES }, (_, index) => `store attempts ${index + 1}`)]);
    // A new code may be tried again.
    actor.send({ type: "clock.ticked", now: T0 + COOLDOWN_MS });
    actor.send({ type: "otp.resendRequested" });
    actor.send(done("resendOtpByEmail", { ...byEmail, sentAt: T0 + COOLDOWN_MS }));
    expect(triesLeft(actor.getSnapshot().context)).toBe(OTP_MAX_WRONG_TRIES);
    expect(actor.getSnapshot().context.resent).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ signedOut: { otpEntry: "coolingDown" } });
    actor.stop();
  });

  it("sends an SMS sign-in's code to an e-mail address, then resends it there", () => {
    const actor = start(stored.nothing as StoredAuth);
    actor.send({ type: "frequentFlyer.chosen" });
    actor.send({ type: "mobile.chosen" });
    actor.send({ type: "otp.requestedBySms", mobileNumber: "16705550100" });
    actor.send(done("requestOtpBySms", bySms));
    actor.send({ type: "otp.emailRequested", email: "other@example.com" });
    expect(actor.getSnapshot().value).toEqual({ signedOut: "sendingToEmail" });
    actor.send(done("sendOtpToEmail", toOtherEmail));
    expect(actor.getSnapshot().context).toMatchObject({ emailSent: true, pendingOtp: { channel: "email", email: "other@example.com" } });
    expect(actor.getSnapshot().can({ type: "otp.emailRequested", email: "x@example.com" })).toBe(false);
    actor.send({ type: "clock.ticked", now: T0 + COOLDOWN_MS });
    actor.send({ type: "otp.resendRequested" });
    expect(actor.getSnapshot().value).toEqual({ signedOut: "resendingByEmail" });
    actor.stop();
  });

  it("gives the effects what the user typed", () => {
    const inputsSeen: unknown[] = [];
    const recording = machine.provide({
      actors: {
        requestOtpBySms: fromPromise<OtpSent, { mobileNumber: string }>(({ input }) => {
          inputsSeen.push(input);
          return new Promise(() => {});
        }),
        confirmOtp: fromPromise<SessionStart, { auth: string; otp: string }>(({ input }) => {
          inputsSeen.push(input);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(recording).start();
    actor.send(read(stored.nothing as StoredAuth));
    actor.send({ type: "frequentFlyer.chosen" });
    actor.send({ type: "mobile.chosen" });
    actor.send({ type: "otp.requestedBySms", mobileNumber: "16705550100" });
    actor.send(done("requestOtpBySms", bySms));
    actor.send({ type: "otp.submitted", otp: "654321" });
    expect(inputsSeen).toEqual([{ mobileNumber: "16705550100" }, { auth: "auth-sms", otp: "654321" }]);
    actor.stop();
  });
});
