import type { ErrorCode } from "#domain/error-codes.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";

/**
 * Every rule for a lost session, for both halves (decision 042): which refusals end a traveller's or
 * an establishment's session, which end a staff member's, and which only ask a staff member to
 * confirm it is them again.
 */

const TRAVELLER_SESSION_ENDED: ReadonlySet<ErrorCode | undefined> = new Set(["SESSION_EXPIRED", "SESSION_INVALID", "GUEST_SESSION_ENDED"]);

/** A traveller's or an establishment's session is gone: the app forgets it and signs out. */
export function endedSession(failure: CallFailure): boolean {
  return failure.status === 403 && TRAVELLER_SESSION_ENDED.has(failure.code);
}

/** 401 answers that end the console session: the member signs in again and sees why. */
const STAFF_SESSION_LOST: ReadonlySet<ErrorCode | undefined> = new Set(["STAFF_SESSION_ENDED", "ACCOUNT_DISABLED", "STAFF_SIGNED_OUT"]);

export function isSessionLost(failure: CallFailure): boolean {
  return failure.status === 401 && STAFF_SESSION_LOST.has(failure.code);
}

/** A 401 that keeps the session: a shift session idle 30 minutes, resumed by the second factor alone (decision 038). */
export function needsReauthentication(failure: CallFailure): boolean {
  return failure.status === 401 && failure.code === "REAUTHENTICATION_REQUIRED";
}

/**
 * A console page's guard: any 401 means the staff session is gone (idle, expired, signed out
 * elsewhere, account disabled or roles changed); the page stops and the console shell, which hears
 * every refused staff call, sends the member to sign in or asks for the second factor.
 */
export const sessionGone = (_: unknown, params: { error: unknown }) => failureOf(params.error).status === 401;
