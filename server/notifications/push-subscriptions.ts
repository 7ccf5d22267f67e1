import { randomUUID } from "node:crypto";
import type { PushToken } from "#domain/notifications.ts";
import type { Db } from "../db/connection.ts";

/**
 * One row per endpoint: an endpoint another account registered moves to this one (the browser is
 * now signed in to it), with the keys it gives now.
 */
export async function saveSubscription(db: Db, userId: string, { endpoint, keys }: PushToken["token"], now: Date): Promise<void> {
  await db
    .insertInto("push_subscriptions")
    .values({ id: randomUUID(), user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("endpoint").doUpdateSet({ user_id: userId, p256dh: keys.p256dh, auth: keys.auth, created_at: now.toISOString() }))
    .execute();
}

/** This browser's subscription, switched off: only the signed-in account's own. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).execute();
}

/** Every subscription of the account: signing out ends every session, so no device should still be told anything. */
export async function removeSubscriptionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).execute();
}
