import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext, screenshot } from "./support/browser.ts";

let clients = 0;

async function call(server: AppServer, method: string, url: string, body?: unknown, token?: string) {
  clients += 1;
  const headers: Record<string, string> = { "x-forwarded-for": `2001:db8::30:${clients.toString(16)}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(server.url + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A frequent flyer signed in by the e-mail code from the outbox, with a completed profile. */
export async function travellerWithProfile(server: AppServer, email: string, profile: Record<string, string>): Promise<string> {
  const requested = await call(server, "POST", "/api/v2/login/request-otp-via-email", { email, lang: "en" });
  const auth = (requested.body.data as { auth: string }).auth;
  const outbox = await call(server, "GET", `/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const [message] = outbox.body.data as { body: string }[];
  const otp = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  const confirmed = await call(server, "POST", "/api/v1/login/confirm-otp", { auth, otp });
  const token = (confirmed.body.data as { token: string }).token;
  const saved = await call(server, "POST", "/api/v2/me/logbook", { gender: "FEMALE", birth_date: "1990-04-12", ...profile }, token);
  expect(saved.status).toBe(200);
  return token;
}

/** Stores the session as the sign-in screen does, then opens the page. */
export async function openSignedIn(page: Page, token: string, at: string): Promise<void> {
  await page.goto("/help");
  await page.evaluate((token) => {
    localStorage.setItem("token", token);
    localStorage.setItem("is_guest", "false");
    localStorage.setItem("lang", "en");
  }, token);
  await page.goto(at);
}

async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
  await screenshot(page, name);
}

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });
const dialog = (page: Page) => page.getByRole("alertdialog");

/** A date `days` from today, as the date input takes it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** From the signed-in home: 'Declare a trip', the travel type and the arrival date; lands on the survey. */
export async function createTrip(page: Page, travelType: "US_CITIZEN" | "FOREIGN_CITIZEN" | "DOMESTIC" | "INTERNATIONAL", arrival: string) {
  await page.locator(`#travel_type-${travelType}`).check();
  await page.getByLabel("Date of arrival").fill(arrival);
  await page.getByRole("button", { name: "Start declaration" }).click();
  await page.waitForURL(/\/app\/trips\/[^/]+\/survey$/);
  await page.getByRole("heading", { name: "MVA survey" }).waitFor();
}

/** The MVA survey with a visitor's answers; submits it. */
export async function fillSurvey(page: Page): Promise<void> {
  await page.locator("#visitor_type-VISITOR").check();
  await page.locator("#origin_country").selectOption("JAPAN");
  await page.locator("#trip_count-1").check();
  await page.locator("#reasons_for_travel-DIVE").check();
  await page.locator("#travel_arrangement-INDIVIDUAL").check();
  await page.locator("#stay_place-HOTEL").check();
  await page.locator("#length_of_stay-SAIPAN").selectOption("NIGHTS_3");
}

/** Draws a stroke in the form's signature box. */
export async function sign(page: Page): Promise<void> {
  const canvas = page.locator(".signature-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const area = await canvas.boundingBox();
  if (!area) throw new Error("No signature box");
  await page.mouse.move(area.x + 20, area.y + area.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(area.x + 20 + step * 20, area.y + area.height / 2 + (step % 2 ? 15 : -15));
  await page.mouse.up();
}

/** The customs declaration's trip and declarant parts (what a reload must keep). */
export async function fillCustomsTrip(page: Page): Promise<void> {
  await page.locator("#trip-transport_type-AIR").check();
  await page.locator("#trip-flight_type-COMMERCIAL").check();
  await page.locator("#trip-airline").fill("United Airlines");
  await page.locator("#trip-flight_number").fill("UA 873");
  await page.locator("#trip-origin_country").fill("Japan");
  await page.locator("#trip-purpose_of_trip-PLEASURE").check();
}

/** The rest of a declaration with nothing to declare, signed and consented; submits it. */
export async function finishCustoms(page: Page): Promise<void> {
  await page.locator("#declarant-passport_number").fill("P1234567");
  await page.locator("#declarant-passport_country").selectOption("US");
  await page.locator("#declarant-address_in_commonwealth").fill("Hyatt Regency, Garapan");
  await page.locator("#declarant-occupation").fill("Teacher");
  await page.locator("#declarant-residence_country").fill("United States");
  await page.locator("#declarant-person_type-OTHER").check();
  await page.locator("#contact-phones-mobile-number").fill("16702345678");
  await page.locator("#contact-phones-mobile-confirm").fill("16702345678");
  for (const item of ["harmful_objects", "wildlife", "plants", "soil", "animal", "alcohol", "tobacco", "cigarettes", "merchandise", "excess_currency"]) {
    await page.locator(`#items-has_${item}-false`).check();
  }
  await sign(page);
  await page.getByLabel("I declare that the answers I have given on this form are true and complete.").check();
  await page.getByRole("button", { name: "Submit declaration" }).click();
}

describe("trips in Chromium", () => {
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAppServer(inject("webBuild"));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  describe("a domestic trip", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newPhoneContext(browser, server.url, { permissions: ["clipboard-read", "clipboard-write"] });
      page = await context.newPage();
    });
    afterAll(() => context.close());

    it("completes with the survey and the customs declaration, keeps what was typed through a reload, and shows its QR", async () => {
      const token = await travellerWithProfile(server, "lina.sablan@example.com", { name: "Lina", last_name: "Sablan" });
      await openSignedIn(page, token, "/app");
      const trips = page.getByRole("region", { name: "Trips" });
      await trips.getByText("You have no trip declared.", { exact: false }).waitFor();
      await snap(page, "trips-home-no-trip-en");
      await trips.getByRole("link", { name: "Declare a trip" }).click();
      await page.waitForURL("**/app/trips/new");
      await expectFitsThePhone(page);
      await page.getByRole("button", { name: "Start declaration" }).click();
      await page.getByRole("alert").first().waitFor();
      await snap(page, "trips-new-errors-en");
      await createTrip(page, "DOMESTIC", dayFromToday(3));
      // Domestic: the survey, the customs declaration and the QR only.
      expect(await page.locator(".trip-steps li").allTextContents()).toEqual(["MVA survey", "Customs declaration", "Trip QR"]);
      await fillSurvey(page);
      await expectFitsThePhone(page);
      await snap(page, "trips-survey-en");

      // Unsent answers: the browser's back button asks first, and staying keeps them.
      await page.goBack();
      await expect.poll(() => dialog(page).textContent()).toContain("has not been submitted");
      await snap(page, "trips-leave-question-en");
      await dialog(page).getByRole("button", { name: "Stay" }).click();
      await expect.poll(() => page.url()).toMatch(/\/survey$/);
      expect(await page.locator("#visitor_type-VISITOR").isChecked()).toBe(true);

      await page.getByRole("button", { name: "Submit survey" }).click();
      await page.waitForURL(/\/app\/trips\/[^/]+\/customs$/);
      await page.getByRole("heading", { name: "Customs declaration" }).waitFor();
      const tripUrl = page.url().replace(/\/customs$/, "");

      await fillCustomsTrip(page);
      // The draft is written after 500 quiet ms; the reload asks first (beforeunload), and the draft comes back.
      await page.waitForTimeout(700);
      const asked: string[] = [];
      page.once("dialog", (question) => {
        asked.push(question.type());
        void question.accept();
      });
      await page.reload();
      await page.getByRole("heading", { name: "Customs declaration" }).waitFor();
      expect(asked).toEqual(["beforeunload"]);
      expect((await page.locator("#trip-airline").inputValue()).toUpperCase()).toBe("UNITED AIRLINES");
      expect((await page.locator("#trip-flight_number").inputValue()).toUpperCase()).toBe("UA 873");
      expect(await page.locator("#trip-transport_type-AIR").isChecked()).toBe(true);
      expect(await page.locator("#trip-purpose_of_trip-PLEASURE").isChecked()).toBe(true);
      await snap(page, "trips-customs-restored-en");

      // Offline: the submit fails, says so, and keeps everything typed; online again it goes through.
      await context.setOffline(true);
      await finishCustoms(page);
      await page.getByRole("alert").filter({ hasText: "You seem to be offline." }).waitFor();
      expect((await page.locator("#trip-airline").inputValue()).toUpperCase()).toBe("UNITED AIRLINES");
      await snap(page, "trips-customs-offline-en");
      await context.setOffline(false);
      await page.getByRole("button", { name: "Submit declaration" }).click();
      await page.waitForURL(`${tripUrl}/qr`);
      await page.getByText("Your information has been submitted. Please allow us some time to confirm.").waitFor();
      await page.getByText("No remarks available").waitFor();
      await page.getByRole("img", { name: "Trip QR code" }).waitFor();
      await expectFitsThePhone(page);
      await snap(page, "trips-qr-en");

      // On paper: the code and the name only.
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("button", { name: "Download" }).isVisible()).toBe(false);
      expect(await page.getByText("No remarks available").isVisible()).toBe(false);
      expect(await page.getByText("LINA SABLAN").isVisible()).toBe(true);
      await snap(page, "trips-qr-print-en");
      await page.emulateMedia({ media: "screen" });

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download" }).click();
      expect((await download).suggestedFilename()).toBe("trip-qr.png");
      await toast(page, "Download Starting").waitFor();

      await page.getByRole("button", { name: "Copy link" }).click();
      await toast(page, "Link copied to clipboard").waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${server.url}/qr/[A-Za-z0-9_-]+$`));

      const email = page.getByLabel("Send by e-mail");
      expect(await email.inputValue()).toBe("lina.sablan@example.com");
      await email.fill("not-an-email");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await page.getByRole("alert").filter({ hasText: "Invalid Email" }).waitFor();
      await email.fill("lina.sablan@example.com");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await toast(page, "Email Sent").waitFor();

      // Just completed: leaving asks first.
      await page.getByRole("button", { name: "Home" }).click();
      await expect.poll(() => dialog(page).textContent()).toContain("Your trip declaration is complete.");
      await dialog(page).getByRole("button", { name: "Leave" }).click();
      await page.waitForURL(/\/app$/);
      await trips.getByText("Your information has been submitted. Please allow us some time to confirm.").waitFor();
      await trips.getByRole("link", { name: "Show trip QR" }).first().waitFor();
      await snap(page, "trips-home-complete-en");

      // The copied link shows the QR alone, on any device, with no call.
      const other = await newPhoneContext(browser, server.url);
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await otherPage.getByRole("img", { name: "Trip QR code" }).waitFor();
      await snap(otherPage, "trips-public-qr-en");
      await other.close();
    });
  });

  it("deletes a trip after the question, says so and goes home", async () => {
    const context = await newPhoneContext(browser, server.url);
    const page = await context.newPage();
    try {
      const token = await travellerWithProfile(server, "tomas.cruz@example.com", { name: "Tomas", last_name: "Cruz" });
      const created = await call(server, "POST", "/api/v1/visit-histories", { travel_type: "US_CITIZEN", is_domestic: 0, date_of_arrival: dayFromToday(5) }, token);
      expect(created.status).toBe(201);
      await openSignedIn(page, token, "/app");
      const trips = page.getByRole("region", { name: "Trips" });
      await trips.getByRole("link", { name: "Resume trip" }).waitFor();
      await snap(page, "trips-home-resume-en");
      await trips.getByRole("link", { name: "View trip" }).click();
      await page.getByRole("heading", { name: "Your trip" }).waitFor();
      await page.getByText("US Citizen").waitFor();
      await expectFitsThePhone(page);
      await snap(page, "trips-view-en");

      await page.getByRole("button", { name: "Delete trip" }).click();
      await expect.poll(() => dialog(page).textContent()).toContain("Are you sure you want to delete?");
      await dialog(page).getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("heading", { name: "Your trip" }).waitFor();
      await page.getByRole("button", { name: "Delete trip" }).click();
      await dialog(page).getByRole("button", { name: "Delete" }).click();
      await toast(page, "Successfully deleted trip").waitFor();
      await page.waitForURL(/\/app$/);
      await trips.getByText("You have no trip declared.", { exact: false }).waitFor();
      const left = await call(server, "GET", "/api/v1/visit-histories", undefined, token);
      expect(left.body.data).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
