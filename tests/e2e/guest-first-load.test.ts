import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "#domain/locales.ts";
import { createBranch } from "../api/logbook-support.ts";
import { newPhoneContext, screenshot } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";

/** What the first screen shows, element by element: its words and where they sit. */
const FIRST_SCREEN = [
  ".header-identity",
  ".header-title",
  ".language-button",
  ".entry-lead",
  ".establishment-name",
  ".establishment-branch",
  ".entry-terms",
  ".button.primary",
  ".button.secondary",
];

async function firstScreen(page: Page): Promise<{ text: string; box: { x: number; y: number; width: number; height: number } | null }[]> {
  return Promise.all(
    FIRST_SCREEN.map(async (selector) => {
      const element = page.locator(selector).filter({ visible: true }).first();
      return { text: (await element.textContent()) ?? "", box: await element.boundingBox() };
    }),
  );
}

describe("the guest check-in page's first load (decision 031)", () => {
  const session = phoneForEachTest();

  it("asks the server for the QR once, as the HTML arrives, and shows the venue from that answer", async () => {
    const { page, server } = session;
    const branch = await createBranch(server.database.db, { name: "Garapan Seaside Cafe", branch: "Beach Road" });
    const lookUps: { url: string; type: string }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/scan_qr?")) lookUps.push({ url: request.url(), type: request.resourceType() });
    });
    await page.goto(`/g/logbook/${branch.id}`);
    await expect.poll(() => page.getByRole("heading", { name: "Garapan Seaside Cafe" }).isVisible()).toBe(true);
    // One request, the HTML's preload (Chromium types it "other"), which the app's own look-up used
    // instead of asking again: the app's fetch would be a second request, of type "fetch".
    expect(lookUps).toEqual([{ url: `${server.url}/api/v1/scan_qr?uuid=${branch.id}`, type: "other" }]);
  });

  it("gets every script but the smallest brotli-compressed", async () => {
    const { page } = session;
    const scripts: Response[] = [];
    const noteScript = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    };
    page.on("response", noteScript);
    await page.goto("/app", { waitUntil: "networkidle" });
    // Bodies are read once the page has settled, and no later script is noted: none is read after the page closes.
    page.off("response", noteScript);
    const loaded = await Promise.all(
      scripts.map(async (response) => ({ encoding: response.headers()["content-encoding"] ?? "none", bytes: (await response.body()).length })),
    );
    expect(loaded.filter((script) => script.bytes >= 1024).length).toBeGreaterThan(2);
    // vite.config.ts leaves files under 1 KB as they are.
    expect(loaded.filter((script) => script.bytes >= 1024 && script.encoding !== "br")).toEqual([]);
  });

  it("paints the venue and the first screen from the HTML, in the device's language, exactly where the app then draws them (decision 061)", async () => {
    const { browser, server } = session;
    const branch = await createBranch(server.database.db, { name: "Garapan Seaside Cafe", branch: "Beach Road" });
    const address = `/g/logbook/${branch.id}`;
    const seen = async (locale: Locale, javaScriptEnabled: boolean) => {
      const context = await newPhoneContext(browser, server.url, { javaScriptEnabled, serviceWorkers: "block" });
      // The language the device chose: the app keeps it in its storage, the page's HTML reads the cookie.
      await context.addCookies([{ name: "lang", value: locale, url: server.url }]);
      await context.addInitScript((lang) => localStorage.setItem("lang", lang), locale);
      const page = await context.newPage();
      await page.goto(address);
      // With the app: once it has drawn its own screen in place of the painted one.
      if (javaScriptEnabled) await expect.poll(() => page.locator("#door-shell, .door-screen").count()).toBe(0);
      await page.locator(".establishment-name").filter({ visible: true }).waitFor();
      if (!javaScriptEnabled) await screenshot(page, `guest-first-paint-${locale}-phone`, { fullPage: false });
      const screen = await firstScreen(page);
      await context.close();
      return screen;
    };
    for (const locale of LOCALES) {
      const painted = await seen(locale, false);
      expect(painted.find((element) => element.text === "Garapan Seaside Cafe")?.box).not.toBeNull();
      expect(painted, locale).toEqual(await seen(locale, true));
    }
  });
});
