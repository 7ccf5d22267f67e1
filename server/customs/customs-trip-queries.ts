import type { Db } from "../db/connection.ts";
import type { TripRow } from "../trips/trip-queries.ts";

/** Core reads and writes of customs verification: trips and the photo reference, nothing of the agencies' stores. */

export function findTripByQr(db: Db, qrId: string): Promise<TripRow | undefined> {
  return db.selectFrom("visit_histories").selectAll().where("qr_id", "=", qrId).executeTakeFirst();
}

export function findTripByCode(db: Db, code: string): Promise<TripRow | undefined> {
  return db.selectFrom("visit_histories").selectAll().where("trip_code", "=", code).executeTakeFirst();
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

/** What the traveller sees of a decision: the status, the officer's free text and standard message. */
export interface TripDecision {
  status: TripRow["status"];
  remarks: string | null;
  message_code: TripRow["message_code"];
  message_params: string | null;
  now: Date;
}

/** Sets the officer's decision on a trip still PENDING; undefined when another decision got there first. */
export function decideTrip(db: Db, id: string, { now, ...decision }: TripDecision): Promise<TripRow | undefined> {
  return db
    .updateTable("visit_histories")
    .set({ ...decision, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "PENDING")
    .returningAll()
    .executeTakeFirst();
}

/** Changes a decided trip's decision, unless it changed since it was read; undefined then. */
export function changeTripDecision(db: Db, trip: TripRow, { now, ...decision }: TripDecision): Promise<TripRow | undefined> {
  return db
    .updateTable("visit_histories")
    .set({ ...decision, updated_at: now.toISOString() })
    .where("id", "=", trip.id)
    .where("status", "=", trip.status)
    .where("updated_at", "=", trip.updated_at)
    .returningAll()
    .executeTakeFirst();
}

/** Staff members' names by id, for the decisions' "who". */
export async function staffNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("staff_members")
    .select(["id", "display_name"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** The symptoms' titles in the four languages, in the order of the codes; a code no longer listed is its own title. */
export async function symptomTitles(db: Db, codes: readonly string[]): Promise<{ code: string; titles: { en: string; ja: string; ko: string; zh: string } }[]> {
  const rows = await db
    .selectFrom("symptoms")
    .select(["code", "title", "title_ja", "title_ko", "title_zh"])
    .where("code", "in", [...codes])
    .execute();
  const byCode = new Map(
    rows.map((row) => [row.code, { en: row.title, ja: row.title_ja || row.title, ko: row.title_ko || row.title, zh: row.title_zh || row.title }]),
  );
  return codes.map((code) => ({ code, titles: byCode.get(code) ?? { en: code, ja: code, ko: code, zh: code } }));
}

/** The traveller's profile photo reference ('name::url'), or null. */
export async function profilePhotoOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const user = await db.selectFrom("users").select("photo_url").where("id", "=", userId).executeTakeFirst();
  return user?.photo_url ?? null;
}

/** Each of these trips' review status and trip code, by id (trips since deleted are absent). */
export async function tripStatuses(db: Db, ids: readonly string[]): Promise<Map<string, Pick<TripRow, "status" | "trip_code">>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom("visit_histories").select(["id", "status", "trip_code"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, { status: row.status, trip_code: row.trip_code }]));
}

/** When the officer signed in: their shift began then. */
export async function sessionStartedAt(db: Db, sessionId: string): Promise<string> {
  const row = await db.selectFrom("staff_sessions").select("created_at").where("id", "=", sessionId).executeTakeFirstOrThrow();
  return row.created_at;
}
