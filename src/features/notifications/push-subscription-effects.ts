import { fromPromise } from "xstate";
import { type PushPermission, type PushStatus, type PushSubscriptionData, pushSubscriptionMachine } from "../../../machines/push-subscription.machine.ts";
import { loadPushPublicKey, registerPushSubscription, removePushSubscription } from "../../api/notifications.ts";
import { currentSubscription, forgetPushAccount, pushSupported, rememberPushAccount, switchedOnHere } from "./push-device.ts";

/** The VAPID key arrives as base64url text; the Push API takes its bytes everywhere (a string is not accepted by every browser). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

async function subscribe(publicKey: string): Promise<PushSubscriptionData> {
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error("The app's service worker is not installed.");
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, applicationServerKey)) return existing.toJSON();
  // A subscription made with an earlier server key cannot be reused: the browser refuses a second key.
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON();
}

/** The server stops first: if that fails nothing has changed, and the switch rightly stays on. */
async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

async function checkPush(accountId: string): Promise<PushStatus> {
  if (!pushSupported()) return { supported: false, permission: "default", subscribedHere: false };
  const permission = Notification.permission;
  const subscribedHere = permission === "granted" && switchedOnHere(accountId) && (await currentSubscription()) !== null;
  return { supported: true, permission, subscribedHere };
}

/** The subscribing machine with the browser's Push API and the server's calls, for the signed-in account. */
export function pushSubscriptionFor(accountId: string) {
  return pushSubscriptionMachine.provide({
    actors: {
      checkPush: fromPromise<PushStatus>(() => checkPush(accountId)),
      requestPermission: fromPromise<PushPermission>(() => Notification.requestPermission()),
      loadPublicKey: fromPromise<string>(() => loadPushPublicKey()),
      subscribe: fromPromise<PushSubscriptionData, { publicKey: string }>(({ input }) => subscribe(input.publicKey)),
      register: fromPromise<void, { subscription: PushSubscriptionData }>(({ input }) => registerPushSubscription(input.subscription)),
      unsubscribe: fromPromise<void>(() => unsubscribe()),
    },
    actions: {
      rememberDevice: () => rememberPushAccount(accountId),
      forgetDevice: forgetPushAccount,
    },
  });
}
