import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PushPayload } from "#domain/notifications.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { type TestPushService, type TestSubscription, startPushService } from "../support/push-service.ts";
import { createStaff } from "../support/staff.ts";
import { customsForm, healthDeclarationForm, newTrip, surveyForm } from "../support/trip-fixtures.ts";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { deliverPush, serviceWorkerOf, shownNotifications, subscribeRequest, tapNotification, useLocalPushService } from "./support/push-browser.ts";
import { call, dialog, expectFitsThePhone, lastMessageTo, openSignedIn, snap } from "./support/traveller.ts";

const REMARKS = "Open the bag with the spirits at desk 3.";
/** Hiragana or katakana: Japanese, not Chinese, and not English. */
const KANA = /[\u3040-\u30ff]/;
const SWITCH = "Notifications on this device";

interface Traveller {
  id: string;
  token: string;
}

/** A new frequent flyer signed in with the e-mailed code in `lang` (the account's language), with a completed profile. */
async function travellerIn(server: AppServer, email: string, lang: string, name: string): Promise<Traveller> {
  const requested = await call(server, "POST", "/api/v2/login/request-otp-via-email", { email, lang });
  const auth = (requested.body.data as { auth: string }).auth;
  const otp = /\b(\d{6})\b/.exec((await lastMessageTo(server, email))?.body ?? "")?.[1];
  const confirmed = await call(server, "POST", "/api/v1/login/confirm-otp", { auth, otp });
  const token = (confirmed.body.data as { token: string }).token;
  const saved = await call(server, "POST", "/api/v2/me/logbook", { name, last_name: "Santos", gender: "FEMALE", birth_date: "1990-04-12" }, token);
  expect(saved.status).toBe(200);
  const profile = await call(server, "GET", "/api/v1/me/profile", undefined, token);
  return { id: (profile.body.data as { id: string }).id, token };
}

/** A trip declared through the API with every part, complete with its QR, as the trip screens submit them. */
async function completedTrip(server: AppServer, traveller: Traveller): Promise<VisitHistory> {
  const created = await call(server, "POST", "/api/v1/visit-histories", newTrip(), traveller.token);
  expect(created.status).toBe(201);
  const trip = created.body.data as VisitHistory;
  const parts: [string, unknown][] = [
    ["survey", surveyForm()],
    ["customs", customsForm()],
    ["health-declaration", healthDeclarationForm()],
  ];
  let answer = trip;
  for (const [segment, form] of parts) {
    const submitted = await call(server, "PUT", `/api/v1/visit-histories/${trip.id}/${segment}`, form, traveller.token);
    expect(submitted.status).toBe(200);
    answer = submitted.body.data as VisitHistory;
  }
  return answer;
}

/** A customs officer's decision through the console's API, with the session the console would hold. */
async function decide(server: AppServer, tripId: string, decision: string, remarks?: string): Promise<void> {
  const officer = await createStaff(server.database.db, ["customs_officer"]);
  const response = await fetch(`${server.url}/api/staff/customs/trips/${tripId}/decision`, {
    method: "POST",
    headers: { cookie: officer.cookie, "content-type": "application/json" },
    body: JSON.stringify({ decision, remarks }),
  });
  expect(response.status).toBe(200);
}

const storedSubscriptions = (server: AppServer, userId: string) =>
  server.database.db.selectFrom("push_subscriptions").select(["endpoint", "p256dh", "auth"]).where("user_id", "=", userId).execute();

describe("web push notifications in Chromium", () => {
  let pushService: TestPushService;
  let server: AppServer;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    pushService = await startPushService();
    // The local push service is plain http on loopback: the server sends there only because it is trusted, as in development.
    server = await startAppServer(inject("webBuild"), { pushTrustedOrigins: [pushService.origin] });
    origin = new URL(server.url).origin;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await pushService?.close();
  });

  /** A phone that allows notifications, its browser's push service replaced by the local one (see useLocalPushService). */
  async function phoneWithPush(subscription: TestSubscription): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newPhoneContext(browser, server.url);
    await context.grantPermissions(["notifications"]);
    await useLocalPushService(context, subscription);
    return { context, page: await context.newPage() };
  }

  const notificationsSwitch = (page: Page, name?: string) => page.getByRole("switch", name ? { name } : {});

  it("a traveller switches notifications on; customs' decision reaches the phone encrypted and discreet, the notifications screen and the home's badge; a push shows with the app closed and a tap opens the trip; a gone subscription is removed", async () => {
    const subscription = pushService.subscribe();
    const { context, page } = await phoneWithPush(subscription);
    const traveller = await travellerIn(server, "mia.santos@example.com", "en", "Mia");
    const trip = await completedTrip(server, traveller);

    // Off at first, then on: the browser is asked with the server's key, and the server keeps the subscription.
    await openSignedIn(page, traveller.token, "/app/notifications");
    const toggle = notificationsSwitch(page, SWITCH);
    // Usable once the app has looked at the browser (permission, service worker, no subscription yet).
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await expectFitsThePhone(page);
    await snap(page, "notifications-off-phone");
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect.poll(() => storedSubscriptions(server, traveller.id)).toEqual([{ endpoint: subscription.endpoint, ...subscription.keys }]);
    const publicKey = ((await call(server, "GET", "/api/v2/push/public-key")).body as { public_key: string }).public_key;
    expect(await subscribeRequest(page)).toEqual({ userVisibleOnly: true, applicationServerKey: publicKey });
    await snap(page, "notifications-on-phone");

    // Customs decides: the push service gets the notification, signed with the server's key, decrypted with the phone's.
    await decide(server, trip.id, "FOR_INSPECTION", REMARKS);
    await expect.poll(() => pushService.accepted(subscription).length).toBe(1);
    const [first] = pushService.accepted(subscription);
    expect(first?.push.vapid?.publicKey).toBe(publicKey);
    const payload = first?.payload as PushPayload;
    expect(payload).toEqual({ title: expect.any(String), body: expect.any(String), tag: expect.any(String), url: `/app/trips/${trip.id}` });
    expect(`${payload.title} ${payload.body}`).toMatch(/customs/i);
    // A lock screen shows it: the officer's remarks stay in the app.
    expect(JSON.stringify(payload)).not.toContain("desk 3");

    // The notifications screen lists it, unread; the home's badge counts it.
    await page.reload();
    const items = page.getByRole("region", { name: "Your notifications" }).getByRole("listitem");
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toMatch(/customs/i);
    await snap(page, "notifications-with-items-phone");
    expect(await items.first().getByRole("img", { name: "Unread" }).count()).toBe(1);
    await page.goto("/app");
    await page.getByRole("link", { name: "Notifications" }).getByRole("img", { name: "1 unread notification" }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "home-notifications-badge-phone");

    // Opening it shows the trip and marks it read: the badge goes.
    await page.goto("/app/notifications");
    await items.first().getByRole("button").click();
    await page.waitForURL(`${origin}/app/trips/${trip.id}`);
    const readAt = () => server.database.db.selectFrom("notifications").select("read_at").where("user_id", "=", traveller.id).executeTakeFirstOrThrow();
    await expect.poll(async () => (await readAt()).read_at).not.toBeNull();
    const counted = page.waitForResponse((response) => response.url().endsWith("/api/v2/me/notifications"));
    await page.goto("/app");
    expect((await counted).status()).toBe(200);
    await page.getByRole("link", { name: "Notifications", exact: true }).waitFor();
    expect(await page.getByRole("img", { name: /unread notification/ }).count()).toBe(0);

    // A push while the app is open: shown, the home's badge asks again, and a tap brings the app's window to the front at the trip.
    const shown = { title: payload.title, body: payload.body, tag: payload.tag, icon: `${origin}/icon.svg`, data: { url: payload.url } };
    const recounted = page.waitForResponse((response) => response.url().endsWith("/api/v2/me/notifications"), { timeout: 60_000 });
    // The browser may have stopped the idle worker and started another for the push: ask whichever runs now. On a
    // loaded machine the devtools' delivery is sometimes lost before a worker takes it: it is sent again, as a
    // push service retries, and the tag keeps it one notification.
    await expect
      .poll(
        async () => {
          const now = await shownNotifications(await serviceWorkerOf(context, origin));
          if (now.length === 0) await deliverPush(context, page, origin, payload);
          return now;
        },
        { timeout: 60_000, interval: 3_000, message: "the push shown with the app open" },
      )
      .toEqual([shown]);
    expect((await recounted).status()).toBe(200);
    const worker = await serviceWorkerOf(context, origin);
    expect(await tapNotification(worker, payload.tag)).toEqual({ focused: [`${origin}/app`], opened: [] });
    await page.waitForURL(`${origin}/app/trips/${trip.id}`);
    expect(await shownNotifications(worker)).toEqual([]);

    // The app closed (only another page open, as the phone's home screen): shown, and a tap opens the app at the trip.
    const homeScreen = await context.newPage();
    await page.close();
    await deliverPush(context, homeScreen, origin, payload);
    // The browser may stop the worker once its last window closes and start another for the push: ask whichever runs now.
    await expect
      .poll(async () => shownNotifications(await serviceWorkerOf(context, origin)), { timeout: 30_000, message: "the push shown with the app closed" })
      .toEqual([shown]);
    const woken = await serviceWorkerOf(context, origin);
    expect(await tapNotification(woken, payload.tag)).toEqual({ focused: [], opened: [`${origin}/app/trips/${trip.id}`] });

    // The push service says the subscription is gone: the next decision's push removes it.
    const second = await completedTrip(server, traveller);
    pushService.answerNext(410);
    await decide(server, second.id, "CLEARED");
    await expect.poll(() => storedSubscriptions(server, traveller.id)).toEqual([]);
    expect(pushService.received.filter((push) => push.endpoint === subscription.endpoint).map((push) => push.status)).toEqual([201, 410]);
    const deliveries = await server.database.db
      .selectFrom("notification_deliveries")
      .innerJoin("notifications", "notifications.id", "notification_deliveries.notification_id")
      .select(["notifications.subject_id", "notification_deliveries.channel", "notification_deliveries.status"])
      .where("notifications.user_id", "=", traveller.id)
      .orderBy("notification_deliveries.created_at")
      .execute();
    expect(deliveries).toEqual([
      { subject_id: trip.id, channel: "push", status: "sent" },
      { subject_id: second.id, channel: "push", status: "gone" },
    ]);
    await context.close();
  }, 180_000);

  /** The last step of a trip declared through the API: the records page's Continue, past the missing-result question, to the trip's QR. */
  async function finishTripInTheApp(page: Page, trip: VisitHistory): Promise<void> {
    await page.goto(`/app/trips/${trip.id}/medical?part=records`);
    await page.getByRole("button", { name: "Continue" }).click();
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`**/app/trips/${trip.id}/qr`);
    await page.getByRole("img", { name: "Trip QR code" }).waitFor();
  }

  const offer = (page: Page) => page.getByRole("region", { name: "Get notified when customs decides on your trip?" });

  it("offers once, after a trip is completed, to switch notifications on: 'Turn on' subscribes, 'Not now' does not, and neither is asked again", async () => {
    const subscription = pushService.subscribe();
    const { context, page } = await phoneWithPush(subscription);
    const traveller = await travellerIn(server, "lia.reyes@example.com", "en", "Lia");
    await openSignedIn(page, traveller.token, "/app");
    await finishTripInTheApp(page, await completedTrip(server, traveller));
    await offer(page).getByRole("button", { name: "Turn on" }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "push-offer-phone");
    await offer(page).getByRole("button", { name: "Turn on" }).click();
    await offer(page).getByRole("status").filter({ hasText: "Notifications are on. You will hear when customs decides on your trip." }).waitFor();
    await expect.poll(() => storedSubscriptions(server, traveller.id)).toEqual([{ endpoint: subscription.endpoint, ...subscription.keys }]);
    // The next completed trip on this phone: no offer.
    await finishTripInTheApp(page, await completedTrip(server, traveller));
    expect(await offer(page).count()).toBe(0);
    await context.close();

    const declining = await phoneWithPush(pushService.subscribe());
    const other = await travellerIn(server, "noa.cruz@example.com", "en", "Noa");
    await openSignedIn(declining.page, other.token, "/app");
    await finishTripInTheApp(declining.page, await completedTrip(server, other));
    await offer(declining.page).getByRole("button", { name: "Not now" }).click();
    await expect.poll(() => offer(declining.page).count()).toBe(0);
    await finishTripInTheApp(declining.page, await completedTrip(server, other));
    expect(await offer(declining.page).count()).toBe(0);
    expect(await storedSubscriptions(server, other.id)).toEqual([]);
    await declining.context.close();
  });

  it("a Japanese account's push arrives in Japanese; switched off, the subscription is removed", async () => {
    const subscription = pushService.subscribe();
    const { context, page } = await phoneWithPush(subscription);
    const traveller = await travellerIn(server, "yui.tanaka@example.com", "ja", "Yui");
    const trip = await completedTrip(server, traveller);

    await openSignedIn(page, traveller.token, "/app/notifications", { lang: "ja" });
    // The screen's words are Japanese here: the one switch on the screen.
    const toggle = notificationsSwitch(page);
    await toggle.click();
    await expect.poll(() => storedSubscriptions(server, traveller.id)).toEqual([{ endpoint: subscription.endpoint, ...subscription.keys }]);

    await decide(server, trip.id, "CLEARED");
    await expect.poll(() => pushService.accepted(subscription).length).toBe(1);
    const payload = pushService.accepted(subscription)[0]?.payload as PushPayload;
    expect(`${payload.title} ${payload.body}`).toMatch(KANA);
    expect(payload.url).toBe(`/app/trips/${trip.id}`);

    await page.reload();
    // The screen's words are Japanese: the list by its class.
    await expect.poll(() => page.locator(".notification-list > li").count()).toBe(1);
    await snap(page, "notifications-with-items-ja-phone");

    // Switched off: the browser unsubscribes and the server forgets the subscription.
    await toggle.click();
    await expect.poll(() => storedSubscriptions(server, traveller.id)).toEqual([]);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => subscribeRequest(page)).toBeUndefined();
    await context.close();
  });
});
