import { RETENTION_DAYS } from "#domain/constants.ts";
import type { Db } from "../db/connection.ts";

const DAY_MS = 86_400_000;
/**
 * A notification names what it is about (a trip's decision, an exposure's day and place), so it is
 * kept no longer than the contact-tracing and border data it points to (docs/product-spec.md, part 9: 60 days);
 * its deliveries go with it.
 */
export const NOTIFICATIONS_KEPT_DAYS = Math.min(RETENTION_DAYS.contactTracing, RETENTION_DAYS.border);

export async function deleteOldNotifications(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATIONS_KEPT_DAYS * DAY_MS).toISOString();
  const old = db.selectFrom("notifications").select("id").where("created_at", "<", before);
  await db.deleteFrom("notification_deliveries").where("notification_id", "in", old).execute();
  const deleted = await db.deleteFrom("notifications").where("created_at", "<", before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
