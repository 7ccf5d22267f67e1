import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext, screenshot } from "./support/browser.ts";

let clients = 0;

async function call(server: AppServer, method: string, url: string, body?: unknown, token?: string) {
  clients += 1;
  const headers: Record<string, string> = { "x-forwarded-for": `2001:db8::5:${clients.toString(16)}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(server.url + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A frequent flyer signed in by the e-mail code from the outbox, with a completed profile. */
async function travellerWithProfile(server: AppServer, email: string, profile: Record<string, string>): Promise<string> {
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
async function openSignedIn(page: Page, token: string, at: string): Promise<void> {
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

/** A datetime-local value `hours` before now, in the browser's time zone (the test's and the browser's are the same machine's). */
function hoursAgoLocal(hours: number): string {
  const then = new Date(Date.now() - hours * 3_600_000);
  return new Date(then.getTime() - then.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Draws a short stroke on the signature pad, as a finger or a mouse would. */
async function sign(page: Page): Promise<void> {
  const pad = page.locator(".signature-canvas");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("The signature pad is not shown");
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 ? -20 : 20));
  await page.mouse.up();
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

describe("medical records in Chromium", () => {
  let server: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cardPng: Buffer;

  beforeAll(async () => {
    server = await startAppServer(inject("webBuild"));
    browser = await launchBrowser();
    // A real photo-like PNG: noise, so the server's re-encode has something to do.
    const noise = Buffer.alloc(320 * 200 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    cardPng = await sharp(noise, { raw: { width: 320, height: 200, channels: 3 } }).png().toBuffer();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await newPhoneContext(browser, server.url);
    page = await context.newPage();
  });

  it("adds a vaccination dose with a PNG through the file tab (a refused date keeps what was typed), sees it listed after a reload, and deletes it after confirming", async () => {
    const token = await travellerWithProfile(server, "lina.santos@example.com", { name: "Lina", last_name: "Santos" });
    await openSignedIn(page, token, "/app");
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Medical records" }).click();
    await page.waitForURL("**/app/medical-records");
    await page.getByText("No vaccination doses yet.").waitFor();
    await page.getByText("No test results yet.").waitFor();
    await expectFitsThePhone(page);
    await snap(page, "medical-records-empty-en");

    await page.getByRole("button", { name: "Add a vaccination dose" }).click();
    const form = page.getByRole("form", { name: "Add a vaccination dose" });
    await form.getByRole("button", { name: "Save" }).click();
    // Nothing is sent until the form is complete: each missing part says so.
    await form.getByText("Please choose one.").waitFor();
    await form.getByText("Upload an image of the document.").waitFor();
    await snap(page, "medical-records-dose-errors-en");

    await form.locator("#dose-dose_type").selectOption({ label: "Covid-19 dose" });
    await form.locator("#dose-product_name").fill("COMIRNATY");
    await form.locator("#dose-lot_number").fill("FK1234");
    await form.locator("#dose-date_administered").fill(daysAgo(-2));
    await form.locator("#dose-site").fill("Commonwealth Health Center, Saipan");
    await form.locator("input[type=file]").setInputFiles({ name: "vaccine-card.png", mimeType: "image/png", buffer: cardPng });
    await form.getByRole("img", { name: "Uploaded image vaccine-card.png" }).waitFor();
    // The server refuses a date still to come: its message shows on the field and nothing typed is lost.
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("The date cannot be in the future.").waitFor();
    expect(await form.locator("#dose-lot_number").inputValue()).toBe("FK1234");
    await form.getByRole("img", { name: "Uploaded image vaccine-card.png" }).waitFor();
    await form.locator("#dose-date_administered").fill(daysAgo(60));
    await expectFitsThePhone(page);
    await snap(page, "medical-records-dose-form-en");
    await form.getByRole("button", { name: "Save" }).click();
    await form.waitFor({ state: "detached" });
    await toast(page, "Saved!").waitFor();

    const doses = page.getByRole("region", { name: "Vaccination doses" });
    await doses.getByRole("heading", { name: "Covid-19 dose" }).waitFor();
    await doses.getByText("COMIRNATY").waitFor();
    await doses.getByText("FK1234").waitFor();
    await doses.getByRole("img", { name: "Vaccine card of the Covid-19 dose" }).waitFor();
    await snap(page, "medical-records-dose-listed-en");

    // Kept by the server, not only shown.
    await page.reload();
    await doses.getByText("COMIRNATY").waitFor();
    const stored = await call(server, "GET", "/api/v1/me/vaccinations", undefined, token);
    expect((stored.body.data as { attributes: { lot_number: string; card_image: string } }[]).map((dose) => dose.attributes.lot_number)).toEqual([
      "FK1234",
    ]);

    await doses.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete?").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await doses.getByText("COMIRNATY").waitFor();
    await doses.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Successfully deleted").waitFor();
    await doses.getByText("No vaccination doses yet.").waitFor();
    const after = await call(server, "GET", "/api/v1/me/vaccinations", undefined, token);
    expect(after.body.data).toEqual([]);
  });

  it("shows an RT-PCR result taken more than 48 hours before arrival as not valid and a recent one as valid; deleting all health information empties the lists", async () => {
    const token = await travellerWithProfile(server, "kenji.mori@example.com", { name: "Kenji", last_name: "Mori" });
    const today = new Date().toISOString().slice(0, 10);
    await openSignedIn(page, token, "/app/medical-records");
    const results = page.getByRole("region", { name: "RT-PCR and antigen results" });

    async function addResult(test: string, result: string, takenAt: string): Promise<void> {
      await results.getByRole("button", { name: "Add a test result" }).click();
      const form = page.getByRole("form", { name: "Add a test result" });
      await form.locator("#result-test_type").selectOption({ label: test });
      await form.locator("#result-result").selectOption({ label: result });
      await form.locator("#result-taken_at").fill(takenAt);
      await form.locator("input[type=file]").setInputFiles({ name: "result.png", mimeType: "image/png", buffer: cardPng });
      await form.getByRole("img", { name: "Uploaded image result.png" }).waitFor();
      await form.getByRole("button", { name: "Save" }).click();
      await form.waitFor({ state: "detached" });
    }

    await addResult("RT-PCR", "Negative", hoursAgoLocal(72));
    await results.getByRole("heading", { name: "RT-PCR: Negative" }).waitFor();
    const created = await call(server, "POST", "/api/v1/visit-histories", { travel_type: "INTERNATIONAL", is_domestic: 0, date_of_arrival: today }, token);
    expect(created.status).toBe(201);
    await page.goto(`/app/trips/${created.body.uuid as string}/medical?part=records`);
    await results.getByText("Too old for your arrival").waitFor();
    await results.getByText("RT-PCR results count for 48 hours before arrival.", { exact: false }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "medical-records-step-too-old-en");

    await addResult("RT-PCR", "Negative", hoursAgoLocal(2));
    await results.getByText("Valid for your arrival").waitFor();
    await results.getByText("Too old for your arrival").waitFor();
    await snap(page, "medical-records-step-valid-en");

    // From the menu page, all of it can go at once.
    await page.goto("/app/medical-records");
    await results.getByText("Sample taken").first().waitFor();
    await page.getByRole("button", { name: "Delete my health information" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Your health information has been deleted.").waitFor();
    await results.getByText("No test results yet.").waitFor();
    expect((await call(server, "GET", "/api/v1/me/test-results", undefined, token)).body.data).toEqual([]);
  });

  it("declares health and attests in the trip flow: none of the above, exactly one exception, cleared when fully vaccinated, agreed and signed", async () => {
    const token = await travellerWithProfile(server, "mele.tuilagi@example.com", { name: "Mele", last_name: "Tuilagi" });
    const created = await call(
      server,
      "POST",
      "/api/v1/visit-histories",
      { travel_type: "FOREIGN_CITIZEN", is_domestic: 0, date_of_arrival: new Date().toISOString().slice(0, 10) },
      token,
    );
    const tripId = created.body.uuid as string;
    await openSignedIn(page, token, `/app/trips/${tripId}/medical?part=health-declaration`);

    await page.getByText("Do you have, or have you had in the past 14 days, any of the following?").waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").filter({ hasText: "Please select atleast 1" }).waitFor();
    await page.getByRole("alert").filter({ hasText: "Please sign the form to proceed." }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "health-declaration-errors-en");
    await page.getByLabel("None of the above").check();
    await sign(page);
    await expect.poll(() => page.getByLabel("Printed name").inputValue()).toBe("MELE TUILAGI");
    await snap(page, "health-declaration-signed-en");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/part=attestation/);

    await page.getByLabel("I am not fully vaccinated").check();
    const exceptions = page.getByRole("group", { name: /Exception/ });
    await exceptions.getByLabel("Medical reason").check();
    await exceptions.getByLabel("Sea crew member").check();
    // Ticking one unticks the other: exactly one exception.
    expect(await exceptions.getByRole("checkbox", { checked: true }).count()).toBe(1);
    await expect.poll(() => exceptions.getByLabel("Sea crew member").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").filter({ hasText: "You must agree to the Privacy Act statement." }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "attestation-not-fully-vaccinated-en");

    await page.getByLabel("I am fully vaccinated").check();
    await exceptions.waitFor({ state: "detached" });
    await page.getByLabel("I have read the Privacy Act statement and agree to it.").check();
    await sign(page);
    await snap(page, "attestation-fully-vaccinated-en");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/part=records/);

    const declaration = await call(server, "GET", `/api/v1/visit-histories/${tripId}/health-declaration`, undefined, token);
    expect((declaration.body.data as { attributes: { symptoms: string[] } }).attributes.symptoms).toEqual(["NONE_OF_THE_ABOVE"]);
    const attestation = await call(server, "GET", `/api/v1/visit-histories/${tripId}/attestation`, undefined, token);
    expect((attestation.body.data as { attributes: Record<string, unknown> }).attributes).toMatchObject({
      vaccination_status: "FULLY_VACCINATED",
      exceptions: [],
      privacy_act_agreement: true,
      signature: { printed_name: "MELE TUILAGI" },
    });
  });
});
