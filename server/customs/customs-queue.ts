import { commonwealthDate, type Arrivals, type ArrivalTraveller, type CustomsShift, RECENT_DECISIONS } from "../../src/domain/customs-queue.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { arrivalDeclarations, arrivalGroups, declarantNames, lastDecidedTrips, tripsDecidedSince } from "../db/stores/customs/customs-queue-queries.ts";
import type { StaffActor } from "../staff/staff-sessions.ts";
import { CUSTOMS_PURPOSE, type CustomsContext } from "./customs-reads.ts";
import { sessionStartedAt, tripStatuses } from "./customs-trip-queries.ts";

type OfficerContext = CustomsContext & { actor: StaffActor };

/**
 * The officer's shift: travellers decided since they signed in (the sign-in session is the shift),
 * and their last decisions with each trip's status now, to open again. The names shown are audited
 * as one read; opening one is the audited read of a card.
 */
export async function officerShift(context: OfficerContext): Promise<CustomsShift> {
  const { db, stores, request, actor, now } = context;
  const since = await sessionStartedAt(db, actor.sessionId);
  const [processed, last] = await Promise.all([tripsDecidedSince(stores.customs, actor.staffId, since), lastDecidedTrips(stores.customs, actor.staffId, RECENT_DECISIONS)]);
  const ids = last.map((entry) => entry.visit_history_id);
  const [names, statuses] = await Promise.all([declarantNames(stores.customs, ids), tripStatuses(db, ids)]);
  const recent = last.flatMap((entry) => {
    const name = names.get(entry.visit_history_id);
    const status = statuses.get(entry.visit_history_id);
    return name !== undefined && status !== undefined ? [{ trip_id: entry.visit_history_id, name, status, decided_at: entry.decided_at }] : [];
  });
  if (recent.length) {
    await recordAudit(db, request, actor, { action: "customs.shift.read", recordType: "staff_decisions", shown: "names and statuses of the officer's own last decisions", purpose: CUSTOMS_PURPOSE }, now);
  }
  return { since, processed, recent };
}

/** The day's arrivals by flight or vessel: counts only, nobody named, so nothing to audit. */
export async function arrivalsOf(context: CustomsContext, date: string | undefined): Promise<Arrivals> {
  const day = date ?? commonwealthDate(context.now);
  return { date: day, groups: await arrivalGroups(context.stores.customs, day) };
}

/** One flight's or vessel's travellers: their names are shown, so the listing is audited. */
export async function arrivalTravellers(context: OfficerContext, group: { date: string; transport_type: "AIR" | "SEA"; carrier: string }): Promise<ArrivalTraveller[]> {
  const { db, stores, request, actor, now } = context;
  const rows = await arrivalDeclarations(stores.customs, group);
  const statuses = await tripStatuses(db, rows.map((row) => row.visit_history_id));
  const travellers = rows.flatMap((row) => {
    const status = statuses.get(row.visit_history_id);
    return status === undefined ? [] : [{ trip_id: row.visit_history_id, name: row.name, party_size: row.party_size, referral_count: row.referral_count, status }];
  });
  await recordAudit(
    db,
    request,
    actor,
    {
      action: "customs.arrivals.travellers",
      recordType: "arrival_group",
      recordId: `${group.date} ${group.transport_type} ${group.carrier}`,
      shown: "names, party sizes, referral counts and statuses of one flight's or vessel's declarations",
      purpose: CUSTOMS_PURPOSE,
    },
    now,
  );
  return travellers;
}
