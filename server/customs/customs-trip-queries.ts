import type { Db } from "../db/connection.ts";
import type { TripRow } from "../trips/trip-queries.ts";

/** Core reads and writes of customs verification: trips and the photo reference, nothing of the agencies' stores. */

export function findTripByQr(db: Db, qrId: string): Promise<TripRow | undefined> {
  return db.selectFrom("visit_histories").selectAll().where("qr_id", "=", qrId).executeTakeFirst();
}

export function findTrip(db: Db, id: string): Promise<TripRow | undefined> {
  return db.selectFrom("visit_histories").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Of these trips, those not expired at `now`, newest arrival first. */
export async function unexpiredTrips(db: Db, ids: readonly string[], now: Date): Promise<TripRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom("visit_histories")
    .selectAll()
    .where("id", "in", ids)
    .where("expires_at", ">", now.toISOString())
    .orderBy("date_of_arrival", "desc")
    .orderBy("created_at", "desc")
    .execute();
}

/** Sets the officer's decision on a trip still PENDING; undefined when another decision got there first. */
export function decideTrip(db: Db, id: string, decision: { status: TripRow["status"]; remarks: string | null; now: Date }): Promise<TripRow | undefined> {
  return db
    .updateTable("visit_histories")
    .set({ status: decision.status, remarks: decision.remarks, updated_at: decision.now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "PENDING")
    .returningAll()
    .executeTakeFirst();
}

/** The traveller's profile photo reference ('name::url'), or null. */
export async function profilePhotoOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const user = await db.selectFrom("users").select("photo_url").where("id", "=", userId).executeTakeFirst();
  return user?.photo_url ?? null;
}
