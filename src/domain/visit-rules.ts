/**
 * When visits end (issue 4 "Visits have an end"): a check-in lasts the branch's visit duration;
 * checking out or checking in elsewhere ends it at that moment. A visit is open while its end is ahead.
 */

const MINUTE_MS = 60_000;

export function visitEndsAt(startedAt: Date, visitMinutes: number): Date {
  return new Date(startedAt.getTime() + visitMinutes * MINUTE_MS);
}

export function isVisitOpen(endsAt: string | Date, now: Date): boolean {
  return new Date(endsAt).getTime() > now.getTime();
}

/** Whose visit it is, for "one open visit per person": the account when signed in, else the mobile number. */
export function userPersonKey(userId: string): string {
  return `user:${userId}`;
}

/** The number is E.164 (the MobileNumber field), so one phone is one key however it was typed; the key keeps its digits. */
export function mobilePersonKey(mobileNumber: string): string {
  return `mobile:${mobileNumber.replace(/\D/g, "")}`;
}
