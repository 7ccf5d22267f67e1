import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { customsForm, healthDeclarationForm, newTrip, surveyForm } from "../support/trip-fixtures.ts";
import { newPhoneContext, screenshot } from "./support/browser.ts";
import { serverAndChromium } from "./support/phone-session.ts";
import { mainContent } from "./support/tour-recorder.ts";
import { call, openSignedIn, travellerWithProfile } from "./support/traveller.ts";

/**
 * Decision 033: the traveller app, the portal and the public site look like one product at phone
 * size (390×844) in English, in Japanese and at the largest text size. On every screen nothing
 * reaches past the phone's right edge, a destructive action never wears the primary's blue fill,
 * and at most one button is primary. Screenshots: test-results/screenshots/design-system/<pass>/.
 */

const LARGEST_TEXT_INDEX = "8";
const PHONE_WIDTH = 390;

interface Pass {
  name: string;
  lang: "en" | "ja" | "ko";
  textIndex?: string;
}

const PASSES: Pass[] = [
  { name: "en", lang: "en" },
  { name: "ja", lang: "ja" },
  { name: "ko", lang: "ko" },
  { name: "en-largest-text", lang: "en", textIndex: LARGEST_TEXT_INDEX },
];

/** What the phone shows that reaches past its right edge (hidden and visually hidden elements aside). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.position === "fixed") continue;
      if (box.right > width + 0.5)
        found.push(`${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 40)}" ends at ${Math.round(box.right)}`);
    }
    return [document.documentElement.scrollWidth > width ? [`page is ${document.documentElement.scrollWidth} px wide`] : [], found.slice(0, 5)].flat();
  }, PHONE_WIDTH);
}

interface ButtonLook {
  text: string;
  background: string;
  destructive: boolean;
  primary: boolean;
}

/** Every visible button and button-like link, with its fill and role in the design system. */
function buttons(page: Page): Promise<ButtonLook[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a.button")]
      .filter((element) => element.offsetParent !== null && !element.closest(".app-header, .modal-backdrop"))
      .map((element) => ({
        text: element.textContent?.trim() ?? "",
        background: getComputedStyle(element).backgroundColor,
        destructive: element.matches(".destructive"),
        primary: element.matches(".primary"),
      })),
  );
}

/** How the page breaks its lines: a Korean word stays whole, a Japanese line starts with no small kana. */
const LINE_BREAKING: Record<Pass["lang"], { wordBreak: string; lineBreak: string }> = {
  en: { wordBreak: "normal", lineBreak: "auto" },
  ja: { wordBreak: "normal", lineBreak: "strict" },
  ko: { wordBreak: "keep-all", lineBreak: "auto" },
};

/** The English names of actions that destroy or end something: they must look destructive, not primary. */
const DESTRUCTIVE_NAME = /^(delete|remove|log ?out|sign out|clear|leave)\b/i;

/** The header title's words that are broken across lines (English: words are what spaces separate). */
function brokenTitleWords(page: Page): Promise<string[]> {
  return page.locator(".header-title").evaluate((title) => {
    const text = title.firstChild;
    if (!(text instanceof Text)) return [];
    const broken: string[] = [];
    for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
    }
    return broken;
  });
}

/** Japanese paragraphs whose last line holds a single character (its punctuation aside). */
function strandedCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stranded: string[] = [];
    for (const paragraph of document.querySelectorAll("main p")) {
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const characters: { character: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) characters.push({ character: text[index] ?? "", top: Math.round(rect.top) });
        }
      }
      const lastTop = characters.at(-1)?.top;
      const lines = new Set(characters.map((entry) => entry.top)).size;
      const lastLine = characters.filter((entry) => entry.top === lastTop && !/[。、！？」）\s]/.test(entry.character));
      if (lines > 1 && lastLine.length === 1) stranded.push(paragraph.textContent?.slice(-12) ?? "");
    }
    return stranded;
  });
}

async function expectOneProduct(page: Page, pass: Pass, screen: string, primaryFill: string): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  await screenshot(page, `design-system/${pass.name}/${screen}`, { animations: "disabled" });
  expect.soft(await overflowing(page), `${screen} (${pass.name}) fits the phone`).toEqual([]);
  if (pass.lang === "en") expect.soft(await brokenTitleWords(page), `${screen} (${pass.name}): header title words broken`).toEqual([]);
  if (pass.lang === "ja") expect.soft(await strandedCharacters(page), `${screen} (${pass.name}): a character alone on a paragraph's last line`).toEqual([]);
  const shown = await buttons(page);
  const destructive = shown.filter((button) => button.destructive || (pass.lang === "en" && DESTRUCTIVE_NAME.test(button.text)));
  expect
    .soft(
      destructive.filter((button) => button.background === primaryFill || button.primary),
      `${screen} (${pass.name}): destructive actions filled like the primary`,
    )
    .toEqual([]);
  const primaries = shown.filter((button) => button.background === primaryFill).map((button) => button.text);
  expect.soft(primaries.slice(1), `${screen} (${pass.name}): primary actions after "${primaries[0]}"`).toEqual([]);
}

describe("design system at phone size", () => {
  const session = serverAndChromium();

  it("installs as the commonwealth's app: named, with its crest as 192, 512 and maskable icons on the header's blue", async () => {
    const { server } = session;
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe("Commonwealth Travel Declaration");
    expect([manifest.theme_color, manifest.background_color]).toEqual(["#0b4f8a", "#0b4f8a"]);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of [...manifest.icons, { src: "/crest.svg" }, { src: "/apple-touch-icon.png" }]) {
      const answer = await fetch(`${server.url}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get("content-type"), icon.src).toMatch(/^image\/(png|svg\+xml)/);
    }
    const html = await (await fetch(`${server.url}/g/logbook/demo`)).text();
    expect(html).toContain('<meta name="theme-color" content="#0b4f8a"');
  });

  for (const pass of PASSES) {
    it(`guest check-in, sign-in, home, trip, logbook, profile, portal and public pages look like one product (${pass.name})`, {
      timeout: 240_000,
    }, async () => {
      const { server, browser } = session;
      const context = await newPhoneContext(browser, server.url, { extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${PASSES.indexOf(pass) + 10}` } });
      await context.addInitScript(({ lang, textIndex }) => {
        if (!localStorage.getItem("lang")) localStorage.setItem("lang", lang);
        if (textIndex) localStorage.setItem("textIndex", textIndex);
      }, pass);
      const page = await context.newPage();
      const open = async (at: string) => {
        await page.goto(at);
        await mainContent(page).waitFor();
        // The guest page's first screen painted from its HTML, and the app's copy of it, go once the app draws its own (decision 061).
        await page.locator("#door-shell, .door-screen").first().waitFor({ state: "detached" });
      };

      const branch = await server.database.db.selectFrom("establishments").select(["id"]).where("account_id", "is", null).executeTakeFirstOrThrow();
      await open(`/g/logbook/${branch.id}`);
      const primaryFill = await page
        .locator(".button.primary")
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(primaryFill).toBe("rgb(11, 79, 138)");
      await expectOneProduct(page, pass, "guest-entry", primaryFill);
      expect(
        await page.locator("main").evaluate((main) => ({ wordBreak: getComputedStyle(main).wordBreak, lineBreak: getComputedStyle(main).lineBreak })),
        `line breaking in ${pass.lang}`,
      ).toEqual(LINE_BREAKING[pass.lang]);
      await page.locator(".entry-actions .button").first().click();
      await page.locator("form").first().waitFor();
      await expectOneProduct(page, pass, "guest-details", primaryFill);
      await page.locator(".guest-form .button.primary").click();
      await expectOneProduct(page, pass, "guest-details-errors", primaryFill);

      await page.evaluate(() => localStorage.clear());
      await open("/app");
      await expectOneProduct(page, pass, "sign-in", primaryFill);
      await page.locator(".language-button").click();
      const languageTitle = page.locator("#language-title");
      await languageTitle.waitFor();
      const { color, background } = await languageTitle.evaluate((element) => ({
        color: getComputedStyle(element).color,
        background: getComputedStyle(element.closest(".modal") ?? element).backgroundColor,
      }));
      expect(color, "the language dialog's title is not drawn in the dialog's own colour").not.toBe(background);
      await screenshot(page, `design-system/${pass.name}/language-dialog`, { fullPage: false, animations: "disabled" });
      await page.keyboard.press("Escape");

      const token = await travellerWithProfile(server, `design-${pass.name}@example.com`, { name: "Aiko", last_name: "Reyes" });
      await openSignedIn(page, token, "/app", { lang: pass.lang });
      await mainContent(page).waitFor();
      await expectOneProduct(page, pass, "home", primaryFill);
      await open("/app/profile");
      await expectOneProduct(page, pass, "profile", primaryFill);
      await open("/app/trips/new");
      await expectOneProduct(page, pass, "new-trip", primaryFill);

      const created = await call(server, "POST", "/api/v1/visit-histories", newTrip(), token);
      const tripId = (created.body.data as { id: string }).id;
      await open(`/app/trips/${tripId}`);
      await expectOneProduct(page, pass, "trip-view", primaryFill);
      await open(`/app/trips/${tripId}/survey`);
      await expectOneProduct(page, pass, "trip-survey", primaryFill);
      expect((await call(server, "PUT", `/api/v1/visit-histories/${tripId}/survey`, surveyForm(), token)).status).toBe(200);
      await open(`/app/trips/${tripId}/customs`);
      await expectOneProduct(page, pass, "trip-customs", primaryFill);
      expect((await call(server, "PUT", `/api/v1/visit-histories/${tripId}/customs`, customsForm(), token)).status).toBe(200);
      await open(`/app/trips/${tripId}/medical?part=health-declaration`);
      await expectOneProduct(page, pass, "trip-health", primaryFill);
      expect((await call(server, "PUT", `/api/v1/visit-histories/${tripId}/health-declaration`, healthDeclarationForm(), token)).status).toBe(200);
      await open(`/app/trips/${tripId}/qr`);
      await expectOneProduct(page, pass, "trip-qr", primaryFill);
      await open("/digital-logbook");
      await expectOneProduct(page, pass, "logbook", primaryFill);
      await open("/digital-logbook/scan");
      await expectOneProduct(page, pass, "logbook-scan", primaryFill);
      await open("/app/medical-records");
      await expectOneProduct(page, pass, "medical-records", primaryFill);

      await page.evaluate(() => localStorage.removeItem("token"));
      await open("/establishment");
      await expectOneProduct(page, pass, "portal", primaryFill);
      await open("/memo");
      await expectOneProduct(page, pass, "memo", primaryFill);
      await open("/faqs");
      await expectOneProduct(page, pass, "faqs", primaryFill);
      await context.close();
    });
  }
});
