import { commonwealthDate, type Arrivals, type ArrivalTraveller, type CustomsShift, RECENT_DECISIONS } from "#domain/customs-queue.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { arrivalDeclarations, arrivalGroups, lastDecidedTrips, tripsDecidedSince } from "../db/stores/customs/customs-queue-queries.ts";
import type { StaffActor } from "../staff/staff-sessions.ts";
import { CUSTOMS_PURPOSE, type CustomsContext } from "./customs-service.ts";
import { sessionStartedAt, tripStatuses } from "./customs-trip-queries.ts";

type OfficerContext = CustomsContext & { actor: StaffActor };

/**
 * The officer's shift: travellers decided since they signed in (the sign-in session is the shift),
 * and their last decisions by trip code with each trip's status now, to open again. Nobody's name is
 * shown, so the list is no read to audit; opening one is the audited read of a card.
 */
export async function officerShift(context: OfficerContext): Promise<CustomsShift> {
  const { db, stores, actor } = context;
  const since = await sessionStartedAt(db, actor.sessionId);
  const [processed, last] = await Promise.all([
    tripsDecidedSince(stores.customs, actor.staffId, since),
    lastDecidedTrips(stores.customs, actor.staffId, RECENT_DECISIONS),
  ]);
  const trips = await tripStatuses(
    db,
    last.map((entry) => entry.visit_history_id),
  );
  const recent = last.flatMap((entry) => {
    const trip = trips.get(entry.visit_history_id);
    return trip ? [{ trip_id: entry.visit_history_id, trip_code: trip.trip_code, status: trip.status, decided_at: entry.decided_at }] : [];
  });
  return { since, processed, recent };
}

/** The day's arrivals by flight or vessel: counts only, nobody named, so nothing to audit. */
export async function arrivalsOf(context: CustomsContext, date: string | undefined): Promise<Arrivals> {
  const day = date ?? commonwealthDate(context.now);
  return { date: day, groups: await arrivalGroups(context.stores.customs, day) };
}

/**
 * One flight's or vessel's declarations: trip codes and counts, no names. Which trips of a flight are
 * referred is still the customs store's to know, so the listing is audited as one read of the flight.
 */
export async function arrivalTravellers(
  context: OfficerContext,
  group: { date: string; transport_type: "AIR" | "SEA"; carrier: string },
): Promise<ArrivalTraveller[]> {
  const { db, stores, request, actor, now } = context;
  const rows = await arrivalDeclarations(stores.customs, group);
  const trips = await tripStatuses(
    db,
    rows.map((row) => row.visit_history_id),
  );
  const travellers = rows.flatMap((row) => {
    const trip = trips.get(row.visit_history_id);
    return trip
      ? [{ trip_id: row.visit_history_id, trip_code: trip.trip_code, party_size: row.party_size, referral_count: row.referral_count, status: trip.status }]
      : [];
  });
  await recordAudit(
    db,
    request,
    actor,
    {
      action: "customs.arrivals.travellers",
      recordType: "arrival_group",
      recordId: `${group.date} ${group.transport_type} ${group.carrier}`,
      shown: "trip codes, party sizes, referral counts and statuses of one flight's or vessel's declarations",
      purpose: CUSTOMS_PURPOSE,
    },
    now,
  );
  return travellers;
}
