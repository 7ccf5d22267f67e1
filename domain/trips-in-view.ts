import type { VisitHistory } from "./trips.ts";

/**
 * Which of the traveller's current trips the home puts first (issue 29.3). A trip the traveller can
 * travel on (complete, with its QR) comes before any draft, so a draft never hides a QR. Within each,
 * the trip arriving soonest from today comes first; trips whose arrival has passed (still current for
 * their 30 days) follow, the latest arrival first; the same day, the newer declaration first.
 */
export interface TripsInView {
  /** The trip that matters now. */
  first: VisitHistory | undefined;
  /** Every other current trip, in the same order. */
  others: VisitHistory[];
}

/** `today`: the traveller's calendar day, YYYY-MM-DD, as the arrival dates are written. */
export function tripsInView(trips: readonly VisitHistory[], today: string): TripsInView {
  const [first, ...others] = [...trips].sort((a, b) => compareTrips(a, b, today));
  return { first, others };
}

function compareTrips(a: VisitHistory, b: VisitHistory, today: string): number {
  const complete = Number(b.attributes.is_completed) - Number(a.attributes.is_completed);
  if (complete !== 0) return complete;
  const aDay = a.attributes.date_of_arrival.slice(0, 10);
  const bDay = b.attributes.date_of_arrival.slice(0, 10);
  const aAhead = aDay >= today;
  const bAhead = bDay >= today;
  if (aAhead !== bAhead) return aAhead ? -1 : 1;
  const byDay = aAhead ? aDay.localeCompare(bDay) : bDay.localeCompare(aDay);
  if (byDay !== 0) return byDay;
  return b.attributes.created_at.localeCompare(a.attributes.created_at);
}
