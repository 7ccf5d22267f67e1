import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { writeQrVideo } from "./support/qr-video.ts";
import { call, dialog, expectFitsThePhone, openSignedIn, signInAsGuest, snap, snapScreen, travellerWithProfile } from "./support/traveller.ts";

const EXIT_QUESTION = "Are you sure you want to exit in this form? The progress you have made will be completely deleted";
const NO_CAMERA = "No camera was found on this device.";
const NOT_ALLOWED = "Camera access was not allowed.";
// What a successful guest check-in leaves on the phone (decision 014).
const REMEMBERED = { name: "ANA", last_name: "CRUZ", age: 34, gender: "FEMALE", mobile_number: "+16702345678", purpose: "Business" };

// The public site's contacts, cached again by the sign-in screen: the server's, nobody's own.
const NOT_PERSONAL = ["site-info"];

/** What is stored on the phone, local and session, but the cached site contacts. */
const stored = (page: Page) =>
  page.evaluate(
    (skipped) => ({
      local: Object.fromEntries(Object.entries(localStorage).filter(([key]) => !skipped.includes(key))),
      session: { ...sessionStorage },
    }),
    NOT_PERSONAL,
  );

describe("the guest logbook's rough edges, in Chromium at phone size", () => {
  const phone = phoneForEachTest();
  let branch: { id: string; name: string };
  let fixtures: string;

  beforeAll(async () => {
    branch = await phone.server.database.db.selectFrom("establishments").select(["id", "name"]).orderBy("created_at").executeTakeFirstOrThrow();
    fixtures = mkdtempSync(path.join(tmpdir(), "guest-edges-e2e-"));
  });
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  /** A phone that has checked in as a guest before, in English. */
  async function rememberedGuestPhone(page: Page): Promise<void> {
    await page.goto("/help");
    await page.evaluate((details) => {
      localStorage.setItem("lang", "en");
      localStorage.setItem("textIndex", "1");
      localStorage.setItem("guest-details", JSON.stringify(details));
    }, REMEMBERED);
  }

  it("Confirm on the exit question deletes what the guest gave on this phone and leaves for the sign-in screen", async () => {
    const { page } = phone;
    await rememberedGuestPhone(page);
    await page.goto(`/g/logbook/${branch.id}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.locator("#name").fill("ANABEL");
    await page.getByRole("button", { name: "Back", exact: true }).first().click();
    // A titled question; its answer that deletes is drawn as destructive, not as the primary.
    const question = page.getByRole("alertdialog", { name: "Leave and delete?" });
    await question.getByText(EXIT_QUESTION).waitFor();
    await snapScreen(page, "guest-edges-exit-question");
    expect(await question.getByRole("button", { name: "Confirm" }).getAttribute("class")).toContain("destructive");
    await question.getByRole("button", { name: "Confirm" }).click();

    await page.waitForURL(/\/app$/);
    // Only the phone's language and text size stay (decision 005).
    expect(await stored(page)).toEqual({ local: { lang: "en", textIndex: "1" }, session: {} });
    await snap(page, "guest-edges-exit-left");

    // Back at the door, nobody is remembered and nothing typed comes back.
    await page.goto(`/g/logbook/${branch.id}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await page.locator("#name").waitFor();
    expect(await page.locator("#name").inputValue()).toBe("");
    expect(await page.getByRole("heading", { name: /^Check in as/ }).count()).toBe(0);
  });

  it("the header's back button takes a signed-in guest back without a question and keeps the session (decision 060)", async () => {
    const { page, server } = phone;
    const token = await signInAsGuest(server);
    await openSignedIn(page, token, "/digital-logbook", { guest: true });
    await page.getByRole("button", { name: "Back", exact: true }).first().click();
    // openSignedIn came through /help: that is the page before.
    await page.waitForURL("**/help");
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
    expect((await call(server, "GET", "/api/v1/me/profile", undefined, token)).status).toBe(200);
  });

  it("Next on an empty details form focuses the first field at fault, in page order, below the header", async () => {
    const { page } = phone;
    await page.goto(`/g/logbook/${branch.id}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("name");
    const headerBottom = await page.locator(".app-header").evaluate((header) => header.getBoundingClientRect().bottom);
    const fieldTop = await page.locator("#name").evaluate((field) => field.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
  });

  it("'Not you?' on the remembered guest's card forgets them and gives an empty form", async () => {
    const { page } = phone;
    await rememberedGuestPhone(page);
    await page.goto(`/g/logbook/${branch.id}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    const card = page.locator(".remembered-guest");
    await card.getByRole("heading", { name: "Check in as ANA CRUZ" }).waitFor();
    expect(await card.getByText("+1 670").count()).toBe(1);
    await expectFitsThePhone(page);
    await snap(page, "guest-edges-remembered-card");

    await card.getByRole("button", { name: "Not you?" }).click();
    await page.locator("#name").waitFor();
    expect(await page.locator("#name").inputValue()).toBe("");
    expect(await page.locator("#mobile_number").inputValue()).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("guest-details"))).toBeNull();
    await snap(page, "guest-edges-not-you-form");
  });

  it("'Continue with Web App' returns to the venue once signed in", async () => {
    const { page } = phone;
    await page.goto("/help");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.goto(`/g/logbook/${branch.id}`);
    await page.getByRole("button", { name: "Continue with Web App" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByRole("button", { name: "Guest Access" }).click();

    await page.waitForURL("**/digital-logbook/scan");
    await page.getByText("You are about to enter").waitFor();
    await page.getByRole("heading", { name: branch.name }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("venue"))).toBeNull();
    await snap(page, "guest-edges-web-app-back-at-venue");
  });

  it("the printable QR of a branch that does not exist says so and shows no QR", async () => {
    const { page } = phone;
    await page.goto(`/print/qr/${randomUUID()}/Corner%20Shop/a4`);
    await page.getByRole("heading", { name: "This branch does not exist" }).waitFor();
    expect(await page.getByRole("img", { name: /QR code to check in/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Print" }).count()).toBe(0);
    await page.getByRole("link", { name: "Establishment portal" }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "guest-edges-print-unknown-branch");
  });

  it("an unknown /digital-logbook/… address falls back to /app", async () => {
    const { page } = phone;
    // A known address for the server too: the app, not the not-found page's 404.
    const response = await page.goto("/digital-logbook/no-such-page");
    expect(response?.status()).toBe(200);
    await page.waitForURL(/\/app$/);
    expect(await page.getByText("The page that you are trying to access does not exists").count()).toBe(0);
  });

  describe("on the scan page", () => {
    let traveller: string;
    let purpose: string;

    beforeAll(async () => {
      traveller = await travellerWithProfile(phone.server, "rosa.edges@example.com", { name: "Rosa", last_name: "Camacho" });
      const purposes = await call(phone.server, "GET", "/api/v1/purpose");
      purpose = (purposes.body.data as string[])[0] ?? "";
    });

    it("without a camera says 'no camera', and 'Scan again' keeps the typed code and the purpose", async () => {
      // Chromium without a camera both fails with NotFoundError and reports the permission denied.
      const browser = await launchBrowser();
      try {
        const context = await newPhoneContext(browser, phone.server.url);
        const page = await context.newPage();
        await openSignedIn(page, traveller, "/digital-logbook/scan");
        await page.getByText(NO_CAMERA).waitFor();
        expect(await page.getByText(NOT_ALLOWED).count()).toBe(0);
        await snap(page, "guest-edges-no-camera");

        const checkInUrl = `${phone.server.url}/g/logbook/${branch.id}`;
        await page.getByRole("button", { name: "Type the code" }).click();
        await page.getByRole("textbox", { name: "QR code" }).fill(checkInUrl);
        await page.getByRole("button", { name: "Look up" }).click();
        await page.getByRole("heading", { name: branch.name }).waitFor();
        await page.getByLabel("Purpose of the visit").selectOption(purpose);
        await page.getByRole("button", { name: "Cancel" }).click();

        const typed = page.getByRole("textbox", { name: "QR code" });
        await typed.waitFor();
        expect(await typed.inputValue()).toBe(checkInUrl);
        await snap(page, "guest-edges-scan-again-typed");
        await page.getByRole("button", { name: "Look up" }).click();
        await page.getByRole("heading", { name: branch.name }).waitFor();
        await expect.poll(() => page.getByLabel("Purpose of the visit").inputValue()).toBe(purpose);
      } finally {
        await browser.close();
      }
    });

    it("with a camera the reader refused says 'not allowed'", async () => {
      const video = path.join(fixtures, "camera.y4m");
      writeQrVideo(video, `${phone.server.url}/g/logbook/${branch.id}`);
      const browser = await launchBrowser({ fakeCameraFile: video });
      try {
        const context = await newPhoneContext(browser, phone.server.url);
        const page = await context.newPage();
        await openSignedIn(page, traveller, "/digital-logbook/scan");
        await page.getByText(NOT_ALLOWED).waitFor();
        expect(await page.getByText(NO_CAMERA).count()).toBe(0);
        await snap(page, "guest-edges-camera-not-allowed");
      } finally {
        await browser.close();
      }
    });
  });
});
