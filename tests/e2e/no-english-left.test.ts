import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ESTABLISHMENT } from "../../server/db/seed.ts";
import { ADDRESSES } from "../../server/reference-data/address-data.ts";
import { newPhoneContext } from "./support/browser.ts";
import { serverAndChromium } from "./support/phone-session.ts";
import { openSignedIn, snap, travellerWithProfile, startForeignTrip } from "./support/traveller.ts";

const LANGUAGES = ["ja", "ko", "zh"] as const;
type Language = (typeof LANGUAGES)[number];
/** The traveller's phone speaks their language too: its date fields show the date as they write it. */
const PHONE_LOCALES: Record<Language, string> = { ja: "ja-JP", ko: "ko-KR", zh: "zh-CN" };

const TRAVELLER = { name: "Mina", last_name: "Park" };
const GUEST = { first: "Yuna", last: "Kang", email: "yuna.kang@example.com" };

/**
 * Latin words a translated screen may show: the language chooser's own names, abbreviations that
 * every language writes in Latin letters, and units. Names typed by people and places' names are
 * data, added below; anything else in Latin letters is English left in the screen.
 */
const ALLOWED = new Set([
  "English",
  "QR",
  "URL",
  "OTP",
  "SMS",
  "USD",
  "PNG",
  "JPG",
  "GIF",
  "MB",
  "MVA",
  "RT",
  "PCR",
  "COVID",
  "fl",
  "oz",
  "ID",
  "CNMI",
  ...[TRAVELLER.name, TRAVELLER.last_name, GUEST.first, GUEST.last].flatMap((name) => [name, name.toUpperCase()]),
  // The venue's name, its branch and label, and its initial where it has no logo.
  ...[DEMO_ESTABLISHMENT.name, DEMO_ESTABLISHMENT.branch, DEMO_ESTABLISHMENT.label, DEMO_ESTABLISHMENT.name.charAt(0)].flatMap(words),
  // The address reference data holds the official (English) names of islands and villages.
  ...ADDRESSES.flatMap((address) => words(address.name)),
]);

function words(text: string): string[] {
  return text.match(/[A-Za-z]+/g) ?? [];
}

/** The catalog's text for an English message, so the test waits for what the traveller reads. */
function catalog(lang: Language): Map<string, string> {
  const text = readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}.po`), "utf8");
  const messages = new Map<string, string>();
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    messages.set(JSON.parse(match[1] ?? '""') as string, JSON.parse(match[2] ?? '""') as string);
  }
  return messages;
}

/** The text on the screen a reader sees (hidden elements left out), with the placeholders of empty fields. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[placeholder], textarea[placeholder]")]
      .filter((field) => field.checkVisibility() && field.value === "")
      .map((field) => field.placeholder);
    return [document.body.innerText, ...placeholders].join("\n");
  });
}

/** The lines of the screen with English words in them, each with those words. */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await visibleText(page);
  return (
    text
      .split("\n")
      // E-mail addresses, web addresses, the app's version and the text size buttons (A−, A+) are no words.
      .map((line) => line.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\bv\d+(\.\d+)+|\bA[−+](?!\w)/g, " "))
      .flatMap((line) => {
        const english = words(line).filter((word) => !ALLOWED.has(word));
        return english.length > 0 ? [`${line.trim()}  ←  ${english.join(", ")}`] : [];
      })
  );
}

/** Waits until the screen has loaded what it shows (no page or list still loading). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

describe("the traveller's screens in Japanese, Korean and Chinese at phone size: no English left", () => {
  const session = serverAndChromium();
  let branchUuid: string;

  beforeAll(async () => {
    const demo = await session.server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow();
    branchUuid = demo.id;
  });

  it.each(LANGUAGES)("shows sign-in, home, profile, a new trip, its survey, medical records, the logbook and guest check-in in %s", async (lang) => {
    const { server } = session;
    const context = await newPhoneContext(session.browser, server.url, { locale: PHONE_LOCALES[lang] });
    const page = await context.newPage();
    const t = catalog(lang);
    const found = new Map<string, string[]>();
    async function check(screen: string): Promise<void> {
      await settled(page);
      found.set(screen, await englishLeft(page));
      await snap(page, `no-english-${screen}-${lang}`);
    }

    await context.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
    await page.goto("/app");
    await page.getByRole("button", { name: t.get("Frequent Flyer") }).waitFor();
    await check("sign-in");

    const email = `no-english.${lang}@example.com`;
    const token = await travellerWithProfile(server, email, TRAVELLER);
    const created = await startForeignTrip(server, token, 2);
    expect(created.status).toBe(201);
    const tripId = created.body.uuid as string;

    await openSignedIn(page, token, "/app", { lang });
    await page
      .locator(".header-title")
      .filter({ hasText: t.get("Home") })
      .waitFor();
    await check("home");

    await page.goto("/app/profile");
    await page.getByRole("heading", { name: t.get("Your profile") }).waitFor();
    await check("profile");

    await page.goto("/app/trips/new");
    await page
      .locator(".header-title")
      .filter({ hasText: t.get("New trip") })
      .waitFor();
    await check("new-trip");

    await page.goto(`/app/trips/${tripId}/survey`);
    await page.locator("form").first().waitFor();
    await check("survey");

    await page.goto("/app/medical-records");
    await page.getByText(t.get("No vaccination doses yet.") ?? "").waitFor();
    await check("medical-records");

    await page.goto("/digital-logbook");
    await page.locator("main").waitFor();
    await check("digital-logbook");

    // A guest on another phone: nothing stored but the language.
    await page.evaluate(() => {
      localStorage.removeItem("token");
      localStorage.removeItem("is_guest");
    });
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByText(t.get("You are about to enter") ?? "").waitFor();
    await check("guest-entry");

    await page.getByRole("button", { name: t.get("Continue as Guest"), exact: true }).click();
    await page.locator("#mobile_number").waitFor();
    await check("guest-details");

    await page
      .getByLabel(t.get("First name") ?? "", { exact: false })
      .first()
      .fill(GUEST.first);
    await page.getByRole("textbox", { name: new RegExp(`^${t.get("Last name")}`) }).fill(GUEST.last);
    await page.getByRole("textbox", { name: new RegExp(`^${t.get("Age")}`) }).fill("34");
    await page.getByRole("combobox", { name: new RegExp(`^${t.get("Gender")}`) }).selectOption("FEMALE");
    await page.locator("#mobile_number").fill("670-234-5678");
    await page.getByRole("textbox", { name: new RegExp(`^${t.get("Email")}`) }).fill(GUEST.email);
    await page.getByRole("combobox", { name: new RegExp(`^${t.get("Purpose")}`) }).selectOption("Business");
    await page.getByRole("button", { name: t.get("Next") }).click();
    await page.getByText(t.get("Do you experience any of the following?") ?? "").waitFor();
    await check("guest-symptoms");

    expect(Object.fromEntries(found)).toEqual({
      "sign-in": [],
      home: [],
      profile: [],
      "new-trip": [],
      survey: [],
      "medical-records": [],
      "digital-logbook": [],
      "guest-entry": [],
      "guest-details": [],
      "guest-symptoms": [],
    });
    await context.close();
  });
});
