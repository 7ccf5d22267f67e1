import type { BrowserContext, Page, Worker } from "playwright-core";
import type { PushPayload } from "#domain/notifications.ts";
import type { TestSubscription } from "../../support/push-service.ts";

/** What a phone's browser does with web push in the end-to-end tests: its push service, pushes shown, taps. */

/** What the app asked the browser's push service for (the stand-in notes it in the page's local storage). */
export interface SubscribeRequest {
  userVisibleOnly: boolean;
  /** base64url, as GET /api/v2/push/public-key gives the server's key. */
  applicationServerKey: string;
}

const ASKED = "e2e-push-subscribe-options";

/** The parts of a service worker's global scope used here (the project's TypeScript libraries have no worker types). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: { openWindow: (url: string | URL) => Promise<unknown> };
  WindowClient: { prototype: { focus: () => Promise<unknown> } };
  location: Location;
  dispatchEvent: (event: Event) => boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

/**
 * Headless Chromium here has no push service: the real `pushManager.subscribe` refuses with
 * "AbortError: Registration failed - permission denied" even with the permission granted (it
 * registers with Google's service, which this network and these flags forbid). So the browser's push
 * service, and nothing else, is replaced: subscribe and getSubscription answer a subscription at
 * `subscription.endpoint` (the tests' local push service) with keys the test generated, so that the
 * service decrypts what the server encrypts for them. The permission, the service worker, the app's
 * calls and the server are real. The subscription lives as long as the page's local storage.
 */
export async function useLocalPushService(context: BrowserContext, subscription: TestSubscription): Promise<void> {
  await context.addInitScript(
    ({ subscription, asked }) => {
      const fromBase64url = (text: string): ArrayBuffer => {
        const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
        return Uint8Array.from(binary, (character) => character.charCodeAt(0)).buffer;
      };
      const toBase64url = (key: BufferSource): string => {
        const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
        return btoa(String.fromCharCode(...bytes))
          .replaceAll("+", "-")
          .replaceAll("/", "_")
          .replace(/=+$/, "");
      };
      const subscribed = (options: PushSubscriptionOptionsInit) => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options,
        getKey: (name: PushEncryptionKeyName) => fromBase64url(name === "p256dh" ? subscription.keys.p256dh : subscription.keys.auth),
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(asked);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe(options: PushSubscriptionOptionsInit = {}) {
        if (Notification.permission !== "granted") throw new DOMException("Registration failed - permission denied", "NotAllowedError");
        const key = options.applicationServerKey;
        const request = {
          userVisibleOnly: options.userVisibleOnly === true,
          applicationServerKey: typeof key === "string" || !key ? (key ?? "") : toBase64url(key),
        };
        localStorage.setItem(asked, JSON.stringify(request));
        return subscribed(options) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        const stored = localStorage.getItem(asked);
        return stored ? (subscribed(JSON.parse(stored) as PushSubscriptionOptionsInit) as unknown as PushSubscription) : null;
      };
    },
    { subscription, asked: ASKED },
  );
}

/** What the app last asked the browser's push service for; undefined when it is not subscribed (or switched off). */
export async function subscribeRequest(page: Page): Promise<SubscribeRequest | undefined> {
  const stored = await page.evaluate((asked) => localStorage.getItem(asked), ASKED);
  return stored ? (JSON.parse(stored) as SubscribeRequest) : undefined;
}

/** The app's service worker at `origin`, started again if the browser had stopped it. */
export async function serviceWorkerOf(context: BrowserContext, origin: string): Promise<Worker> {
  // The newest: a worker the browser stopped may still be listed before the one it started since.
  const running = context
    .serviceWorkers()
    .filter((worker) => worker.url().startsWith(origin))
    .at(-1);
  return running ?? context.waitForEvent("serviceworker", { predicate: (worker) => worker.url().startsWith(origin) });
}

/**
 * A push as the browser's push service hands it to the service worker (CDP ServiceWorker.deliverPushMessage),
 * through `page`, which need not show the app: with the app's windows closed it stands for the phone's home screen.
 */
export async function deliverPush(context: BrowserContext, page: Page, origin: string, payload: PushPayload): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  const listed = new Promise<void>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
      registrations.push(...event.registrations);
      if (registrations.some((registration) => registration.scopeURL.startsWith(origin))) resolve();
    });
  });
  await cdp.send("ServiceWorker.enable");
  await listed;
  const registration = registrations.find((candidate) => candidate.scopeURL.startsWith(origin) && !candidate.isDeleted);
  if (!registration) throw new Error(`No service worker is registered for ${origin}`);
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registration.registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the service worker shows now (registration.getNotifications()). */
export function shownNotifications(worker: Worker): Promise<ShownNotification[]> {
  return worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    })),
  );
}

export interface Tap {
  /** The app windows the handler brought to the front (their addresses then). */
  focused: string[];
  /** The addresses the handler asked to open in a new window, absolute. */
  opened: string[];
}

/**
 * A tap on the shown notification with this tag: the worker's notificationclick handler runs on a
 * `notificationclick` event made in the worker. Only the browser may open or focus a window, and only
 * for a real tap, so clients.openWindow and WindowClient.focus are noted instead (focus answers the
 * window, as it does after a real tap); everything else the handler does (navigating an open window) is real.
 */
export function tapNotification(worker: Worker, tag: string): Promise<Tap> {
  return worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`No notification with the tag ${tag} is shown`);
    const tap: Tap = { focused: [], opened: [] };
    const extended: Promise<unknown>[] = [];
    const { openWindow } = scope.clients;
    const { focus } = scope.WindowClient.prototype;
    scope.clients.openWindow = async (url: string | URL) => {
      tap.opened.push(new URL(url, scope.location.origin).href);
      return null;
    };
    scope.WindowClient.prototype.focus = async function noteFocus(this: { url: string }) {
      tap.focused.push(this.url);
      return this;
    };
    const event = new NotificationEvent("notificationclick", { notification });
    // A made event may not be extended; the handler's promises are awaited here instead.
    Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => extended.push(promise) });
    try {
      scope.dispatchEvent(event);
      await Promise.all(extended);
    } finally {
      scope.clients.openWindow = openWindow;
      scope.WindowClient.prototype.focus = focus;
    }
    return tap;
  }, tag);
}
