import type { ExpressionBuilder, Updateable } from "kysely";
import { tripCodeOf } from "#domain/trip-code.ts";
import { SUBMITTED } from "#domain/trips.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

export type TripRow = CoreDatabase["visit_histories"];
export type TripChanges = Updateable<TripRow>;

export async function insertTrip(db: Db, trip: TripRow): Promise<void> {
  await db.insertInto("visit_histories").values(trip).execute();
}

/** A trip, only when it belongs to the given account: another's and an unknown id look the same. */
export function findOwnTrip(db: Db, userId: string, id: string): Promise<TripRow | undefined> {
  return db.selectFrom("visit_histories").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

/** The account's trips, newest first; `ongoingAt` keeps those not yet expired at that moment. */
export function listOwnTrips(db: Db, userId: string, options: { ongoingAt?: Date; limit: number }): Promise<TripRow[]> {
  let query = db.selectFrom("visit_histories").selectAll().where("user_id", "=", userId);
  if (options.ongoingAt) query = query.where("expires_at", ">", options.ongoingAt.toISOString());
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(options.limit).execute();
}

/** `isTripComplete` (domain/trips.ts) as a condition on the row, so the database finds complete trips among any number of drafts. */
function isComplete(eb: ExpressionBuilder<CoreDatabase, "visit_histories">, pandemicMode: boolean) {
  const declared = eb.and([eb("survey_status", "=", SUBMITTED), eb("customs_status", "=", SUBMITTED)]);
  if (!pandemicMode) return declared;
  return eb.and([declared, eb.or([eb("is_domestic", "=", 1), eb("health_declaration_status", "=", SUBMITTED), eb("attestation_status", "=", SUBMITTED)])]);
}

/** The account's newest complete trip that has not expired at `now`. */
export function findNewestCompleteTrip(db: Db, userId: string, now: Date, pandemicMode: boolean): Promise<TripRow | undefined> {
  return db
    .selectFrom("visit_histories")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .where((eb) => isComplete(eb, pandemicMode))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** How many of the account's trips have not expired at `now` and are not complete. */
export async function countOpenTrips(db: Db, userId: string, now: Date, pandemicMode: boolean): Promise<number> {
  const ongoing = db.selectFrom("visit_histories").where("user_id", "=", userId).where("expires_at", ">", now.toISOString());
  const count = (query: typeof ongoing) => query.select((eb) => eb.fn.countAll<number | string | bigint>().as("trips")).executeTakeFirstOrThrow();
  const [all, complete] = await Promise.all([count(ongoing), count(ongoing.where((eb) => isComplete(eb, pandemicMode)))]);
  return Number(all.trips) - Number(complete.trips);
}

export async function updateTrip(db: Db, id: string, changes: TripChanges): Promise<TripRow> {
  return db.updateTable("visit_histories").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Sets the trip's QR value and its short code unless it has one; answers the values it holds afterwards.
 * A QR ID whose code another trip holds is drawn again (decision 037), so a typed code finds one trip.
 */
export async function assignTripQr(db: Db, id: string, drawQrId: () => string): Promise<{ qr_id: string; trip_code: string | null }> {
  let qrId = drawQrId();
  while (await db.selectFrom("visit_histories").select("id").where("trip_code", "=", tripCodeOf(qrId)).executeTakeFirst()) qrId = drawQrId();
  await db
    .updateTable("visit_histories")
    .set({ qr_id: qrId, trip_code: tripCodeOf(qrId) })
    .where("id", "=", id)
    .where("qr_id", "is", null)
    .execute();
  const row = await db.selectFrom("visit_histories").select(["qr_id", "trip_code"]).where("id", "=", id).executeTakeFirstOrThrow();
  if (!row.qr_id) throw new Error("The trip's QR value was not stored");
  return { qr_id: row.qr_id, trip_code: row.trip_code };
}

export async function deleteTripRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom("visit_histories").where("id", "=", id).execute();
}

/**
 * The health parts of the account's trips, once the traveller has deleted their health data (decision 059).
 * A trip not yet reviewed forgets them and needs them again; a trip customs has reviewed keeps its
 * statuses (so its QR and the officer's decision stand) and records the day they were deleted.
 */
export async function clearHealthFormsOfTrips(db: Db, userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const withHealthForm = (where: ExpressionBuilder<CoreDatabase, "visit_histories">) =>
    where.or([where("health_declaration_form_uuid", "is not", null), where("attestation_form_uuid", "is not", null)]);
  await db
    .updateTable("visit_histories")
    .set({ health_declaration_form_uuid: null, health_declaration_status: null, attestation_form_uuid: null, attestation_status: null, updated_at: at })
    .where("user_id", "=", userId)
    .where("status", "=", "PENDING")
    .where(withHealthForm)
    .execute();
  await db
    .updateTable("visit_histories")
    .set({ health_declaration_form_uuid: null, attestation_form_uuid: null, health_deleted_at: at, updated_at: at })
    .where("user_id", "=", userId)
    .where("status", "!=", "PENDING")
    .where(withHealthForm)
    .execute();
}
