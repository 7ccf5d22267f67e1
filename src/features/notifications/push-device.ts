import { registerPushSubscription } from "../../api/notifications.ts";
import { LOCAL_KEYS, localStore } from "../../lib/storage.ts";

/** Web push needs a service worker, the Push API and notifications (not in iOS Safari before 16.4, nor outside an installed app there). */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The browser's current subscription, if the app's service worker holds one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function switchedOnHere(accountId: string): boolean {
  return localStore.get(LOCAL_KEYS.pushAccount) === accountId;
}

export function rememberPushAccount(accountId: string): void {
  localStore.set(LOCAL_KEYS.pushAccount, accountId);
}

export function forgetPushAccount(): void {
  localStore.remove(LOCAL_KEYS.pushAccount);
}

let sentWithSession: string | undefined;

/**
 * At sign-in (and each profile load), the subscription goes to the server again, since signing out
 * removed it there; but only for the account that switched pushes on on this device, so a shared
 * phone does not hand one traveller's pushes to the next. Once per session and subscription.
 */
export async function resendPushSubscription(accountId: string): Promise<void> {
  if (!pushSupported() || Notification.permission !== "granted" || !switchedOnHere(accountId)) return;
  const subscription = await currentSubscription();
  const sent = `${localStore.get(LOCAL_KEYS.token)} ${subscription?.endpoint}`;
  if (!subscription || sent === sentWithSession) return;
  await registerPushSubscription(subscription.toJSON());
  sentWithSession = sent;
}
