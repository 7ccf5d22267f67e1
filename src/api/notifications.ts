import * as v from "valibot";
import { NotificationsAnswer, PushPublicKeyAnswer, PushToken } from "#domain/notifications.ts";
import { api } from "./client.ts";

/** POST /api/v1/registrant-set-fcm-token: this browser's push subscription, for the signed-in account. */
export async function registerPushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await api("/api/v1/registrant-set-fcm-token", { method: "POST", body: v.parse(PushToken, { token: subscription }) });
}

/** DELETE /api/v2/me/push-subscriptions: this browser no longer receives the account's pushes. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await api("/api/v2/me/push-subscriptions", { method: "DELETE", body: { endpoint } });
}

/** GET /api/v2/push/public-key: the key the browser subscribes with. */
export async function loadPushPublicKey(): Promise<string> {
  return v.parse(PushPublicKeyAnswer, await api("/api/v2/push/public-key")).public_key;
}

/** GET /api/v2/me/notifications: newest first, with the unread count. */
export async function listNotifications(): Promise<NotificationsAnswer> {
  return v.parse(NotificationsAnswer, await api("/api/v2/me/notifications"));
}

/** POST /api/v2/me/notifications/{id}/read */
export async function markNotificationRead(id: string): Promise<void> {
  await api(`/api/v2/me/notifications/${encodeURIComponent(id)}/read`, { method: "POST" });
}
