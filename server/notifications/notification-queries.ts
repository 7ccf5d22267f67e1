import type { Selectable } from "kysely";
import * as v from "valibot";
import { type NotificationItem, NotificationParams, NOTIFICATIONS_PAGE_SIZE } from "#domain/notifications.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

type NotificationRow = Selectable<CoreDatabase["notifications"]>;

function itemOf(row: NotificationRow): NotificationItem {
  let params: unknown;
  try {
    params = JSON.parse(row.params);
  } catch {
    params = {};
  }
  const parsed = v.safeParse(NotificationParams, params);
  return {
    id: row.id,
    kind: row.kind,
    subject_id: row.subject_id,
    params: parsed.success ? parsed.output : {},
    created_at: row.created_at,
    read_at: row.read_at,
  };
}

/** The account's newest notifications and how many of all of them are unread (the home's badge). */
export async function listNotifications(db: Db, userId: string): Promise<{ data: NotificationItem[]; unread: number }> {
  const rows = await db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .execute();
  const unread = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return { data: rows.map(itemOf), unread: Number(unread.count) };
}

/** Marks one of the account's own notifications read (the first time only); undefined when it is not theirs or not there. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<NotificationItem | undefined> {
  await db
    .updateTable("notifications")
    .set({ read_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .execute();
  const row = await db.selectFrom("notifications").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && itemOf(row);
}
