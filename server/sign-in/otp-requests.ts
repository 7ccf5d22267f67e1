import { randomUUID } from "node:crypto";
import { OTP_MAX_WRONG_TRIES, OTP_VALIDITY_MINUTES } from "#domain/accounts.ts";
import { FALLBACK_LOCALE, type Locale, toLocale } from "#domain/locales.ts";
import type { Db } from "../db/connection.ts";
import { hashOtpCode, newOtpCode, otpCodeMatches } from "./otp-codes.ts";

/** Who the code goes to; `mobileNumber` is the number of an SMS sign-in whose code was moved to e-mail. */
export interface OtpDestination {
  channel: "sms" | "email";
  destination: string;
  mobileNumber: string | null;
  language: Locale;
}

export interface IssuedOtp {
  auth: string;
  code: string;
  expiresAt: string;
}

/** A request the caller may still move to another channel or resend: unused and not expired. */
export interface PendingOtpRequest {
  id: string;
  /** The mobile number behind the request, when it has one (SMS, or SMS moved to e-mail). */
  mobileNumber: string | null;
  language: Locale;
}

export type OtpRejection = "invalid" | "expired" | "locked";

export type OtpConfirmation = { ok: true; identity: OtpDestination } | { ok: false; reason: OtpRejection };

const MINUTE_MS = 60_000;

/** A new request row with the hash of a new code; the code itself is returned only to be sent. */
export async function createOtpRequest(db: Db, secret: string, to: OtpDestination, now: Date): Promise<IssuedOtp> {
  const id = randomUUID();
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_VALIDITY_MINUTES * MINUTE_MS).toISOString();
  await db
    .insertInto("otp_requests")
    .values({
      id,
      channel: to.channel,
      destination: to.destination,
      mobile_number: to.mobileNumber,
      language: to.language,
      code_hash: hashOtpCode(secret, id, code),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { auth: id, code, expiresAt };
}

/** Takes a code that could not be delivered out of use. */
export async function withdrawOtpRequest(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable("otp_requests").set({ expires_at: now.toISOString() }).where("id", "=", id).execute();
}

export async function findPendingOtpRequest(db: Db, id: string, now: Date): Promise<PendingOtpRequest | undefined> {
  const row = await db
    .selectFrom("otp_requests")
    .select(["id", "channel", "destination", "mobile_number", "language"])
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    mobileNumber: row.channel === "sms" ? row.destination : row.mobile_number,
    language: toLocale(row.language) ?? FALLBACK_LOCALE,
  };
}

function rejectionOf(row: { used_at: string | null; wrong_tries: number; expires_at: string } | undefined, now: Date): OtpRejection {
  if (!row || row.used_at !== null) return "invalid";
  if (row.wrong_tries >= OTP_MAX_WRONG_TRIES) return "locked";
  if (row.expires_at <= now.toISOString()) return "expired";
  return "invalid";
}

/**
 * Checks a code against its request. Each try first takes one of the request's OTP_MAX_WRONG_TRIES
 * (atomically, so parallel guesses cannot share a try); a right code gives it back and marks the
 * request used, once only. The code that locks the request answers "locked" at once.
 */
export async function confirmOtpRequest(db: Db, secret: string, id: string, code: string, now: Date): Promise<OtpConfirmation> {
  const nowText = now.toISOString();
  const taken = await db
    .updateTable("otp_requests")
    .set((eb) => ({ wrong_tries: eb("wrong_tries", "+", 1) }))
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowText)
    .where("wrong_tries", "<", OTP_MAX_WRONG_TRIES)
    .returning(["channel", "destination", "mobile_number", "language", "code_hash", "wrong_tries"])
    .executeTakeFirst();
  if (!taken) {
    const row = await db.selectFrom("otp_requests").select(["used_at", "wrong_tries", "expires_at"]).where("id", "=", id).executeTakeFirst();
    return { ok: false, reason: rejectionOf(row, now) };
  }
  if (!otpCodeMatches(secret, id, code, taken.code_hash)) {
    return { ok: false, reason: taken.wrong_tries >= OTP_MAX_WRONG_TRIES ? "locked" : "invalid" };
  }
  const used = await db
    .updateTable("otp_requests")
    .set((eb) => ({ used_at: nowText, wrong_tries: eb("wrong_tries", "-", 1) }))
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    identity: {
      channel: taken.channel,
      destination: taken.destination,
      mobileNumber: taken.mobile_number,
      language: toLocale(taken.language) ?? FALLBACK_LOCALE,
    },
  };
}
