import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { AppServer } from "./app-server.ts";
import { screenshot } from "./browser.ts";

/** What a traveller's browser and a caller of the API do in the end-to-end tests of every flow. */

let clients = 0;

/**
 * A JSON call to the real server. Each call names another client address (the tests' server trusts
 * the loopback proxy), so the per-address throttles see many travellers, as in real life.
 */
export async function call(server: AppServer, method: string, url: string, body?: unknown, token?: string) {
  clients += 1;
  const headers: Record<string, string> = { "x-forwarded-for": `2001:db8::${process.pid.toString(16)}:${clients.toString(16)}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(server.url + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The newest development-outbox message to `recipient` (the outbox lists the newest first). */
export async function lastMessageTo(server: AppServer, recipient: string): Promise<{ subject?: string; body: string } | undefined> {
  const outbox = await call(server, "GET", `/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (outbox.body.data as { subject?: string; body: string }[])[0];
}

/** A new frequent flyer's session, made the way the sign-in screen makes it: the e-mail code from the outbox. */
export async function signInByEmail(server: AppServer, email: string): Promise<string> {
  const requested = await call(server, "POST", "/api/v2/login/request-otp-via-email", { email, lang: "en" });
  const auth = (requested.body.data as { auth: string }).auth;
  const otp = /\b(\d{6})\b/.exec((await lastMessageTo(server, email))?.body ?? "")?.[1];
  const confirmed = await call(server, "POST", "/api/v1/login/confirm-otp", { auth, otp });
  return (confirmed.body.data as { token: string }).token;
}

/** A guest's session, as 'Guest Access' makes it. */
export async function signInAsGuest(server: AppServer): Promise<string> {
  const answer = await call(server, "POST", "/api/v1/guest/login", { lang: "en" });
  return (answer.body.data as { token: string }).token;
}

/** A frequent flyer signed in by the e-mail code from the outbox, with a completed profile. */
export async function travellerWithProfile(server: AppServer, email: string, profile: Record<string, string>): Promise<string> {
  const token = await signInByEmail(server, email);
  const saved = await call(server, "POST", "/api/v2/me/logbook", { gender: "FEMALE", birth_date: "1990-04-12", ...profile }, token);
  expect(saved.status).toBe(200);
  return token;
}

/** Stores the session as the sign-in screen does, then opens the page. */
export async function openSignedIn(page: Page, token: string, at: string, { lang = "en", guest = false } = {}): Promise<void> {
  await page.goto("/help");
  await page.evaluate(
    ({ token, lang, guest }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("is_guest", String(guest));
      localStorage.setItem("lang", lang);
    },
    { token, lang, guest },
  );
  await page.goto(at);
}

/** A full-page screenshot from the top, once fades and slides have ended (or were cancelled: a closing dialog's, when it leaves the page). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
  await screenshot(page, name);
}

/** What the phone's screen shows, with animations stopped: a dialog covers the screen, not the whole page. */
export async function snapScreen(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false, animations: "disabled" });
}

export async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

export const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

/** The app's question or notice in front of the page (confirmations, leave questions). */
export const dialog = (page: Page) => page.getByRole("alertdialog");

/** A date `days` from today (negative: ago), as a date input takes it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A foreign citizen's trip arriving `days` from today, started through the API as the traveller; the answer as `call` gives it. */
export const startForeignTrip = (server: AppServer, token: string, days: number) =>
  call(server, "POST", "/api/v1/visit-histories", { travel_type: "FOREIGN_CITIZEN", is_domestic: 0, date_of_arrival: dayFromToday(days) }, token);

/** Draws a stroke on the form's signature pad, as a finger or a mouse would. */
export async function sign(page: Page): Promise<void> {
  const pad = page.locator(".signature-canvas");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("The signature pad is not shown");
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? 15 : -15));
  await page.mouse.up();
}
