import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { createActor, fromCallback, fromPromise } from "xstate";
import {
  type AuthEvent,
  authMachine,
  type OtpChannel,
  type OtpSent,
  type PendingOtp,
  type SessionStart,
  type StoredAuth,
} from "../../../machines/auth.machine.ts";
import * as authApi from "../../api/auth.ts";
import { failedCall } from "../../api/failed-call.ts";
import { OTP_VALIDITY_MINUTES } from "#domain/accounts.ts";
import { OAuthPopupMessage } from "../../features/auth/oauth-message.ts";
import { clearSessionData, LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from "../../lib/storage.ts";
import { i18n } from "../i18n.ts";
import { showToast } from "../shell/notify.ts";
import { languageActor } from "../shell/shell-actors.ts";

/** The sign-in machine with its real effects: the API calls of src/api/auth.ts and the storage keys of docs/product-spec.md, part 3. */

const CLOCK_TICK_MS = 1000;

/**
 * Runs a call and rejects with a CallFailure the machine understands. The client has already shown
 * the error catalogue's toast; an answer that fails the shared contract is a fault of ours and gets a toast here.
 */
function failingAs<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await call(input);
    } catch (cause) {
      if (cause instanceof v.ValiError) showToast("error", i18n._(msg`The server's answer could not be read. Please try again.`));
      throw failedCall(cause);
    }
  });
}

const lang = () => languageActor.getSnapshot().context.locale;

function sent(request: authApi.OtpRequest, email: string | undefined): OtpSent {
  return { auth: request.auth, channel: request.channel, email: request.channel === "email" ? email : undefined, sentAt: Date.now() };
}

function session(answer: authApi.StartedSession): SessionStart {
  return { token: answer.token, isGuest: answer.is_guest, email: answer.email };
}

function forgetStoredOtpRequest(): void {
  for (const key of [SESSION_KEYS.auth, SESSION_KEYS.otpLastSent, SESSION_KEYS.otpAttempt]) sessionStore.remove(key);
}

/** A code sent in this tab before a reload, unless it has expired meanwhile. */
function storedOtp(now: number): PendingOtp | undefined {
  const auth = sessionStore.get(SESSION_KEYS.auth);
  const sentAt = Number(sessionStore.get(SESSION_KEYS.otpLastSent));
  if (!auth || !Number.isFinite(sentAt) || now - sentAt > OTP_VALIDITY_MINUTES * 60_000) return undefined;
  const email = sessionStore.get(SESSION_KEYS.email) ?? undefined;
  const attempts = Number.parseInt(sessionStore.get(SESSION_KEYS.otpAttempt) ?? "", 10);
  const channel: OtpChannel = email ? "email" : "sms";
  return { auth, channel, email, sentAt, attempts: Number.isNaN(attempts) ? 0 : attempts };
}

function readStoredAuth(): StoredAuth {
  const now = Date.now();
  const token = localStore.get(LOCAL_KEYS.token);
  return {
    session: token ? { isGuest: localStore.get(LOCAL_KEYS.isGuest) === "true" } : undefined,
    pendingOtp: token ? undefined : storedOtp(now),
    now,
  };
}

export const authActor = createActor(
  authMachine.provide({
    actions: {
      storeOtpRequest: (_, otp) => {
        sessionStore.setDebounced(SESSION_KEYS.auth, otp.auth);
        sessionStore.setDebounced(SESSION_KEYS.otpLastSent, String(otp.sentAt));
        sessionStore.setDebounced(SESSION_KEYS.otpAttempt, String(otp.attempts));
        // The stored e-mail tells, after a reload, that the code went by e-mail.
        if (otp.email) sessionStore.setDebounced(SESSION_KEYS.email, otp.email);
        else sessionStore.remove(SESSION_KEYS.email);
      },
      storeOtpAttempts: (_, { attempts }) => sessionStore.setDebounced(SESSION_KEYS.otpAttempt, String(attempts)),
      removeStoredOtpRequest: () => {
        forgetStoredOtpRequest();
        sessionStore.remove(SESSION_KEYS.email);
      },
      storeSession: (_, started) => {
        localStore.set(LOCAL_KEYS.token, started.token);
        localStore.set(LOCAL_KEYS.isGuest, String(started.isGuest));
        forgetStoredOtpRequest();
        if (started.email) sessionStore.setDebounced(SESSION_KEYS.email, started.email);
        else sessionStore.remove(SESSION_KEYS.email);
      },
      removeStoredSession: clearSessionData,
    },
    actors: {
      requestOtpByEmail: failingAs(async ({ email }: { email: string }) => sent(await authApi.requestOtpByEmail(email, lang()), email)),
      requestOtpBySms: failingAs(async ({ mobileNumber }: { mobileNumber: string }) => sent(await authApi.requestOtpBySms(mobileNumber, lang()), undefined)),
      resendOtpBySms: failingAs(async ({ auth }: { auth: string }) => sent(await authApi.resendOtpBySms(auth), undefined)),
      sendOtpToEmail: failingAs(async ({ auth, email }: { auth: string; email: string }) => sent(await authApi.sendOtpToEmail(auth, email), email)),
      confirmOtp: failingAs(async ({ auth, otp }: { auth: string; otp: string }) => session(await authApi.confirmOtp(auth, otp))),
      loginAsGuest: failingAs(async () => session(await authApi.loginAsGuest(lang()))),
      exchangeSocialCode: failingAs(async ({ code }: { code: string }) => session(await authApi.exchangeSocialCode(code))),
      revokeSession: fromPromise(() => authApi.logout()),
      clock: fromCallback<AuthEvent>(({ sendBack }) => {
        const tick = () => sendBack({ type: "clock.ticked", now: Date.now() });
        const timer = setInterval(tick, CLOCK_TICK_MS);
        return () => clearInterval(timer);
      }),
    },
  }),
);

/** The social sign-in popup (/oauth) posts its result here; only this origin is listened to. */
function receiveSocialSignIn(event: MessageEvent): void {
  if (event.origin !== window.location.origin) return;
  const result = v.safeParse(OAuthPopupMessage, event.data);
  if (!result.success) return;
  const message = result.output;
  authActor.send("token" in message ? { type: "social.returned", code: message.token } : { type: "social.failed" });
}

// The session starts when its code first loads (src/main.tsx: only where it is used), before any view reads it.
authActor.start();
authActor.send({ type: "storage.read", ...readStoredAuth() });
window.addEventListener("message", receiveSocialSignIn);
