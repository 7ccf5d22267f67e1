import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import {
  ConfirmOtp,
  GuestLogin,
  MessageAnswer,
  OtpRequested,
  RequestOtpByEmail,
  RequestOtpBySms,
  ResendOtpBySms,
  SendOtpToEmail,
  SessionStarted,
} from "#domain/accounts.ts";
import type { FieldRefusal } from "#domain/field-refusals.ts";
import { FALLBACK_LOCALE } from "#domain/locales.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { fieldRefusal } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { accountForIdentity } from "./otp-accounts.ts";
import { rememberSignInAddress, signedInFromLately } from "./known-sign-in-addresses.ts";
import { keyedHash } from "./otp-codes.ts";
import { confirmOtpRequest, findPendingOtpRequest, type OtpDestination, type OtpRejection } from "./otp-requests.ts";
import { sendNewOtp } from "./otp-sending.ts";
import { revokeAllSessions, signedInUser, startSession } from "./sessions.ts";
import { removeSubscriptionsOf } from "../notifications/push-subscriptions.ts";
import { type ThrottleCheck, type ThrottleRule, throttleHits } from "../security/throttle.ts";

const WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
/**
 * Per-address limits leave room for travellers behind one shared address (an airport's Wi-Fi).
 * Codes to one recipient are counted per recipient and client address, and per recipient with a
 * cap four times higher (decision 020): one address that uses up its own allowance for a stranger's
 * address leaves the stranger's own requests untouched, while all addresses together still send a
 * recipient no more than the 20 messages an hour the old per-destination limit allowed. An address
 * that confirmed a code to the recipient in the last day is held to its own allowance only.
 */
const LIMITS = {
  codesPerRecipientAndAddress: { name: "otp-recipient-address", limit: 5, windowMs: HOUR_MS },
  codesPerRecipient: { name: "otp-recipient", limit: 20, windowMs: HOUR_MS },
  codesPerAddress: { name: "otp-address", limit: 20, windowMs: WINDOW_MS },
  confirmsPerAddress: { name: "otp-confirm-address", limit: 30, windowMs: WINDOW_MS },
  guestsPerAddress: { name: "guest-address", limit: 20, windowMs: WINDOW_MS },
} satisfies Record<string, ThrottleRule>;

const SENT_MESSAGES = { sms: "OTP has been sent to your mobile number.", email: "OTP has been sent to your email." } as const;
const REJECTIONS: Record<OtpRejection, FieldRefusal> = { invalid: "OTP_INVALID", expired: "OTP_EXPIRED", locked: "OTP_LOCKED" };

/** docs/product-spec.md, part 7 sign-in: codes by SMS and e-mail, confirmation, guest sign-in and logout. */
export function loginRoutes(app: FastifyInstance, { db, sender, serverSecret, clock }: Services): void {
  const sending = { db, secret: serverSecret, sender, log: app.log };

  async function limit(reply: FastifyReply, checks: ThrottleCheck[], now: Date): Promise<void> {
    const retryAfter = await throttleHits(db, checks, now);
    if (retryAfter === undefined) return;
    reply.header("retry-after", String(retryAfter));
    throw new HttpError(429, "TOO_MANY_REQUESTS");
  }

  const byAddress = (rule: ThrottleRule, request: FastifyRequest): ThrottleCheck[] => [{ rule, key: keyedHash(serverSecret, request.ip) }];

  const recipientOf = (to: OtpDestination) => `${to.channel}:${to.destination}`;

  async function sendCode(request: FastifyRequest, reply: FastifyReply, to: OtpDestination, now: Date) {
    const recipient = recipientOf(to);
    const checks: ThrottleCheck[] = [{ rule: LIMITS.codesPerRecipientAndAddress, key: keyedHash(serverSecret, `${recipient}\n${request.ip}`) }];
    if (!(await signedInFromLately(db, serverSecret, recipient, request.ip, now))) {
      checks.push({ rule: LIMITS.codesPerRecipient, key: keyedHash(serverSecret, recipient) });
    }
    await limit(reply, checks, now);
    const issued = await sendNewOtp(sending, to, now);
    return { message: SENT_MESSAGES[to.channel], data: { auth: issued.auth, channel: to.channel, expires_at: issued.expiresAt } };
  }

  async function pendingRequestWithNumber(auth: string, now: Date) {
    const pending = await findPendingOtpRequest(db, auth, now);
    if (!pending) throw fieldRefusal("auth", "SIGN_IN_REQUEST_GONE");
    if (!pending.mobileNumber) throw fieldRefusal("auth", "NO_MOBILE_NUMBER");
    return { ...pending, mobileNumber: pending.mobileNumber };
  }

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/login/request-otp",
    summary: "Send a sign-in code by SMS; the answer is the same whether or not an account exists",
    tags: ["sign-in"],
    body: RequestOtpBySms,
    response: OtpRequested,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limit(reply, byAddress(LIMITS.codesPerAddress, request), now);
      const to = { channel: "sms", destination: body.mobile_number, mobileNumber: null, language: body.lang ?? FALLBACK_LOCALE } as const;
      return sendCode(request, reply, to, now);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/login/request-otp-via-sms",
    summary: "Send a new code by SMS for a pending sign-in; the earlier code keeps working until it expires",
    tags: ["sign-in"],
    body: ResendOtpBySms,
    response: OtpRequested,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limit(reply, byAddress(LIMITS.codesPerAddress, request), now);
      const pending = await pendingRequestWithNumber(body.auth, now);
      const to = { channel: "sms", destination: pending.mobileNumber, mobileNumber: null, language: pending.language } as const;
      return sendCode(request, reply, to, now);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v2/login/request-otp-via-email",
    summary: "Send a sign-in code by e-mail; the answer is the same whether or not an account exists",
    tags: ["sign-in"],
    body: RequestOtpByEmail,
    response: OtpRequested,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limit(reply, byAddress(LIMITS.codesPerAddress, request), now);
      const to = { channel: "email", destination: body.email, mobileNumber: null, language: body.lang ?? FALLBACK_LOCALE } as const;
      return sendCode(request, reply, to, now);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/login/verify-email-via-number",
    summary: "Send the code of a pending SMS sign-in to an e-mail address instead; the e-mail is what the code then proves",
    tags: ["sign-in"],
    body: SendOtpToEmail,
    response: OtpRequested,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limit(reply, byAddress(LIMITS.codesPerAddress, request), now);
      const pending = await pendingRequestWithNumber(body.auth, now);
      const to = { channel: "email", destination: body.email, mobileNumber: pending.mobileNumber, language: pending.language } as const;
      return sendCode(request, reply, to, now);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/login/confirm-otp",
    summary: "Confirm a code: signs in to the account of the proven e-mail or number, creating it on first sign-in",
    tags: ["sign-in"],
    body: ConfirmOtp,
    response: SessionStarted,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limit(reply, byAddress(LIMITS.confirmsPerAddress, request), now);
      const confirmation = await confirmOtpRequest(db, serverSecret, body.auth, body.otp, now);
      if (!confirmation.ok) throw fieldRefusal("otp", REJECTIONS[confirmation.reason]);
      await rememberSignInAddress(db, serverSecret, recipientOf(confirmation.identity), request.ip, now);
      const account = await accountForIdentity(db, confirmation.identity, now);
      const token = await startSession(db, account, now);
      return { data: { token, is_guest: false, ...(account.email ? { email: account.email } : {}) } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/guest/login",
    summary: "Start a guest session: a new guest account without a profile",
    tags: ["sign-in"],
    body: v.optional(GuestLogin, {}),
    response: SessionStarted,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limit(reply, byAddress(LIMITS.guestsPerAddress, request), now);
      const guest = { id: randomUUID(), is_guest: 1 };
      await db
        .insertInto("users")
        .values({ ...guest, language: body.lang ?? FALLBACK_LOCALE, created_at: now.toISOString(), updated_at: now.toISOString() })
        .execute();
      return { data: { token: await startSession(db, guest, now), is_guest: true } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/logout",
    summary: "Sign out: ends every session of the signed-in user and removes its push subscriptions",
    tags: ["sign-in"],
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: user }) => {
      const now = clock();
      await revokeAllSessions(db, user.userId, now);
      // No device of a signed-out account may still be told about it.
      await removeSubscriptionsOf(db, user.userId);
      return { message: "Signed out." };
    },
  });
}
