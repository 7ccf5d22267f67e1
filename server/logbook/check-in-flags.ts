import { randomUUID } from "node:crypto";
import { burstDetail, type GeoPoint, implausibleTravel, isBurst, PLAUSIBILITY, travelDetail } from "#domain/check-in-plausibility.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

type FlagReason = CoreDatabase["visit_flags"]["reason"];

function placeOf(row: { latitude: number | null; longitude: number | null }): GeoPoint | undefined {
  return row.latitude === null || row.longitude === null ? undefined : { latitude: row.latitude, longitude: row.longitude };
}

async function travelFlag(db: Db, visit: CheckedIn, point: GeoPoint) {
  const since = new Date(new Date(visit.started_at).getTime() - PLAUSIBILITY.lookbackMs).toISOString();
  const rows = await db
    .selectFrom("visits")
    .innerJoin("establishments", "establishments.id", "visits.establishment_id")
    .select(["visits.id", "visits.establishment_id", "visits.started_at", "establishments.latitude", "establishments.longitude"])
    .where("visits.person_key", "=", visit.person_key)
    .where("visits.id", "!=", visit.id)
    .where("visits.started_at", ">=", since)
    .where("visits.started_at", "<=", visit.started_at)
    .where("establishments.latitude", "is not", null)
    .where("establishments.longitude", "is not", null)
    .execute();
  const earlier = rows.flatMap((row) => {
    const place = placeOf(row);
    return place ? [{ point: place, at: new Date(row.started_at), visitId: row.id, branchId: row.establishment_id }] : [];
  });
  const travel = implausibleTravel({ point, at: new Date(visit.started_at) }, earlier);
  return travel && travelDetail(travel);
}

/** A recorded check-in as the plausibility check reads it. */
export interface CheckedIn {
  id: string;
  person_key: string;
  started_at: string;
}

/** The branch of the check-in: without a place, there is no trip to judge. */
export interface CheckInBranch {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Flags a just-recorded check-in that looks implausible (the same person at distant branches too
 * soon, a burst at one branch) for staff to review. It never refuses the visit: contact tracing
 * needs every check-in, even a doubtful one. `checkInsAtBranch` is the branch's check-ins of the
 * burst window, this one included, which the check-in's batch has counted already.
 */
export async function flagCheckIn(db: Db, visit: CheckedIn, branch: CheckInBranch, checkInsAtBranch: number, now: Date): Promise<void> {
  const place = placeOf(branch);
  const found: Array<[FlagReason, string | undefined]> = [
    ["too_far_too_fast", place && (await travelFlag(db, visit, place))],
    ["burst_at_branch", isBurst(checkInsAtBranch) ? burstDetail(checkInsAtBranch) : undefined],
  ];
  const flags = found.flatMap(([reason, detail]) => (detail === undefined ? [] : [{ reason, detail }]));
  if (flags.length === 0) return;
  await db
    .insertInto("visit_flags")
    .values(flags.map((flag) => ({ id: randomUUID(), visit_id: visit.id, ...flag, created_at: now.toISOString() })))
    .execute();
}
