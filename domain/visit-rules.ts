/**
 * When visits end (decision 011 "Visits have an end"): a check-in lasts the branch's visit duration;
 * checking out or checking in elsewhere ends it at that moment. A visit is open while its end is ahead.
 */

const MINUTE_MS = 60_000;

export function visitEndsAt(startedAt: Date, visitMinutes: number): Date {
  return new Date(startedAt.getTime() + visitMinutes * MINUTE_MS);
}

export function isVisitOpen(endsAt: string | Date, now: Date): boolean {
  return new Date(endsAt).getTime() > now.getTime();
}
