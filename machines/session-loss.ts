import type { ErrorCode } from "#domain/error-codes.ts";
import type { CallFailure } from "./call-failure.ts";

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

/** For the sign-in flow's own calls, whose other 401s are steps still to take. */
export function isSessionLost(failure: CallFailure): boolean {
  return failure.status === 401 && STAFF_SESSION_LOST.has(failure.code);
}

/**
 * What a console page's refused call means for the staff session (decision 047): "resume" for a
 * shift session idle 30 minutes, which the second factor alone resumes on the same page (decision
 * 038); "signIn" for any other 401 (ended after 12 hours, signed out elsewhere, the account disabled
 * or its roles changed), as a page only runs in a complete session; undefined for the page's own
 * answers. A page never sees the 401s: the console shell takes them over.
 */
export type SessionLoss = "resume" | "signIn";

export function sessionLossOf(failure: CallFailure): SessionLoss | undefined {
  if (failure.status !== 401) return undefined;
  return failure.code === "REAUTHENTICATION_REQUIRED" ? "resume" : "signIn";
}
