import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { SiteInfo } from "#domain/site-info.ts";
import { PUBLIC_PAGES } from "#domain/public-pages/public-pages.ts";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext, screenshot } from "./support/browser.ts";
import { openSignedIn, travellerWithProfile } from "./support/traveller.ts";

// A deployment's own settings, none of them the development defaults: the pages must show these.
const SITE: SiteInfo = {
  landing_url: "https://travel.example.org/welcome",
  support_email: "help-desk@travel.example.org",
  hotlines: [
    { kind: "other", name: "Health hotline", number: "+1 670 555 0150" },
    { kind: "emergency", name: "Coast guard", number: "+1 670 555 0199" },
    { kind: "emergency", name: "Police, fire and ambulance", number: "911" },
  ],
};
const ROUTES = Object.values(PUBLIC_PAGES).map((page) => page.path);
const OTHER_LANGUAGES = ["ja", "ko", "zh"] as const;

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer(inject("webBuild"), { site: SITE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A phone whose reader chose `lang`, as the language chooser stores it. */
async function phoneIn(lang: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, server.url);
  await context.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
  // The landing site is another server; this one stands in for it.
  await context.route("https://travel.example.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Landing</title><h1>Landing</h1>" }));
  return { context, page: await context.newPage() };
}

interface PageText {
  sections: string[];
  blocks: string[];
}

/** The page's text from its content modules (not the app's own labels), once it has loaded. */
async function readPage(page: Page, route: string): Promise<PageText> {
  await page.goto(route);
  await page.locator(".page-content").first().waitFor();
  return page.evaluate(() => ({
    sections: [...document.querySelectorAll(".page-content section")].map((section) => section.id),
    blocks: [...document.querySelectorAll("[data-text-block]")].map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
  }));
}

describe("the public information site in Chromium, with a deployment's own landing address, mailbox and hotlines", () => {
  const english = new Map<string, PageText>();

  it("shows every public page in English, complete, with the run-time mailbox filled in", async () => {
    const { context, page } = await phoneIn("en");
    for (const route of ROUTES) {
      const text = await readPage(page, route);
      expect(text.sections.length, route).toBeGreaterThan(0);
      expect(
        text.blocks.filter((block) => block === ""),
        route,
      ).toEqual([]);
      // Placeholders and link markup never reach the reader.
      expect(
        text.blocks.filter((block) => /\{\w+\}|\]\(/.test(block)),
        route,
      ).toEqual([]);
      english.set(route, text);
    }
    await page.goto("/support");
    const mailbox = page.locator(`a[href="mailto:${SITE.support_email}"]`).first();
    await mailbox.waitFor();
    expect(await mailbox.textContent()).toBe(SITE.support_email);
    await context.close();
  });

  for (const lang of OTHER_LANGUAGES) {
    it(`shows every public page in ${lang} with all of its text translated (no English left)`, async () => {
      expect(english.size).toBe(ROUTES.length);
      const { context, page } = await phoneIn(lang);
      for (const route of ROUTES) {
        const text = await readPage(page, route);
        const englishText = english.get(route);
        expect(await page.evaluate(() => document.documentElement.lang), route).toBe(lang);
        // The same sections as in English, each with its text…
        expect(text.sections, route).toEqual(englishText?.sections);
        expect(
          text.blocks.filter((block) => block === ""),
          route,
        ).toEqual([]);
        // …and none of it the English text.
        const englishBlocks = new Set(englishText?.blocks);
        expect(
          text.blocks.filter((block) => englishBlocks.has(block)),
          `${route} in ${lang}`,
        ).toEqual([]);
        if (lang === "ja" || (lang === "ko" && route === "/privacy-statement")) await screenshot(page, `public-${route.slice(1)}-${lang}`);
      }
      await context.close();
    });
  }

  it("lists the configured hotlines as tap-to-call links, emergency lines first, with the names the text knows translated", async () => {
    for (const lang of ["en", "ko"]) {
      const { context, page } = await phoneIn(lang);
      await page.goto("/hotlines");
      const lines = page.locator(".hotline-list a");
      await lines.first().waitFor();
      const shown = await lines.evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute("href"),
          number: link.querySelector(".hotline-number")?.textContent,
          name: link.querySelector(".hotline-name")?.textContent,
        })),
      );
      const names = lang === "en" ? ["Coast guard", "Police, fire and ambulance", "Health hotline"] : ["Coast guard", "경찰·소방·구급", "보건 상담 전화"];
      expect(shown).toEqual([
        { href: "tel:+16705550199", number: "+1 670 555 0199", name: names[0] },
        { href: "tel:911", number: "911", name: names[1] },
        { href: "tel:+16705550150", number: "+1 670 555 0150", name: names[2] },
      ]);
      // The development numbers are nowhere.
      expect(await page.locator('a[href="tel:+16705550100"]').count()).toBe(0);
      if (lang === "en") await screenshot(page, "public-hotlines-en");
      await context.close();
    }
  });

  it("shows the footer with the year, the version, the owner and the contact and support links", async () => {
    const { context, page } = await phoneIn("en");
    await page.goto("/faqs");
    const footer = page.locator("footer.site-footer");
    await footer.waitFor();
    const text = (await footer.textContent()) ?? "";
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(text).toContain("v2.0.17");
    expect(text).toContain("Government of the Commonwealth");
    expect(text).toContain("Powered by");
    expect(await footer.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact-us");
    await footer.getByRole("link", { name: "Support" }).click();
    await page.waitForURL("**/support");
    await context.close();
  });

  it("sends '/', '/logout' and Back to home to the configured landing address", async () => {
    const { context, page } = await phoneIn("en");
    await page.goto("/");
    await page.waitForURL(SITE.landing_url);
    await page.goto("/logout");
    await page.waitForURL(SITE.landing_url);
    await page.goto("/app");
    const backToHome = page.getByRole("link", { name: "Back to home" });
    await expect.poll(() => backToHome.getAttribute("href")).toBe(SITE.landing_url);
    await backToHome.click();
    await page.waitForURL(SITE.landing_url);
    await context.close();
  });

  it("steps through the tour one part at a time, and offers it on the signed-in home until it has been opened", async () => {
    const token = await travellerWithProfile(server, "tour.taker@example.com", { name: "Ana", last_name: "Cruz" });
    const { context, page } = await phoneIn("en");
    await openSignedIn(page, token, "/app");
    await page.getByRole("heading", { name: "Hello, ANA!" }).waitFor();
    expect(await page.locator("footer.site-footer").textContent()).toContain("v2.0.17");
    await page.getByRole("link", { name: "Take the tour" }).click();

    await page.waitForURL("**/tour");
    const status = page.locator(".step-count");
    await expect.poll(() => status.textContent()).toBe("Step 1 of 5");
    const visibleTitles = () => page.locator(".step-through li:not([hidden]) .step-title").allTextContents();
    expect(await visibleTitles()).toEqual(["Your home page"]);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    for (let step = 2; step <= 5; step += 1) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => status.textContent()).toBe(`Step ${step} of 5`);
    }
    expect(await visibleTitles()).toEqual(["Language, text size and help"]);
    await page.getByRole("button", { name: "Previous" }).click();
    expect(await visibleTitles()).toEqual(["Your profile and family"]);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("link", { name: "Open the app" }).click();

    await page.getByRole("heading", { name: "Hello, ANA!" }).waitFor();
    expect(await page.getByRole("link", { name: "Take the tour" }).count()).toBe(0);
    await context.close();
  });
});
