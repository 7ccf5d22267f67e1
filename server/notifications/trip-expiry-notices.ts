import type { Db } from "../db/connection.ts";
import type { Notifier } from "./notifier.ts";

const DAY_MS = 86_400_000;
/** How long before its end a trip's traveller is told: enough to declare a new trip if they stay on. */
export const TRIP_EXPIRY_NOTICE_DAYS = 3;

/**
 * Tells the traveller of each completed trip (it has a QR) whose declarations stop being current
 * within TRIP_EXPIRY_NOTICE_DAYS (at its `expires_at`, TRIP_VALID_DAYS after arrival), once per trip:
 * `day` is the last day it is current. Run daily, every such trip is seen at least once.
 */
export async function sendTripExpiryNotices(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const trips = await db
    .selectFrom("visit_histories")
    .select(["id", "user_id", "expires_at"])
    .where("user_id", "is not", null)
    .where("qr_id", "is not", null)
    .where("expires_at", ">", now.toISOString())
    .where("expires_at", "<=", new Date(now.getTime() + TRIP_EXPIRY_NOTICE_DAYS * DAY_MS).toISOString())
    .execute();
  for (const trip of trips) {
    if (!trip.user_id) continue;
    await notifier.notify({
      kind: "trip_expiring",
      userId: trip.user_id,
      subjectId: trip.id,
      params: { day: new Date(Date.parse(trip.expires_at) - 1).toISOString().slice(0, 10) },
      dedupeKey: `trip_expiring:${trip.id}`,
    });
  }
  return trips.length;
}
