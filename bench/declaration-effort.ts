import type { Browser, Locator, Page } from "playwright-core";
import type { AppServer } from "../tests/e2e/support/app-server.ts";
import { newPhoneContext } from "../tests/e2e/support/browser.ts";
import { returningTraveller, TANO } from "../tests/e2e/support/returning-traveller.ts";
import { TRAVEL_TYPE_ANSWERS } from "../tests/e2e/support/trip-forms.ts";
import { dayFromToday, openSignedIn, sign, travellerWithProfile } from "../tests/e2e/support/traveller.ts";

/**
 * A keystroke-level estimate for a phone (Card, Moran and Newell's operators): pointing at a control
 * and tapping it, a character typed on a phone keyboard (about 30 words a minute), reading each new
 * screen before acting on it, and drawing a signature; to which the app's own waits, as measured, are added.
 */
const SECONDS = { tap: 1.1, character: 0.4, screen: 1.35, signature: 3 };

export interface DeclarationEffort {
  taps: number;
  characters: number;
  screens: number;
  appWaitSeconds: number;
  estimateSeconds: number;
}

/** Counts what a traveller does, the way a person would do it, while the browser does it. */
class Effort {
  taps = 0;
  characters = 0;
  screens = 0;
  signatures = 0;
  waitMs = 0;

  async tap(target: Locator): Promise<void> {
    this.taps += 1;
    await target.click();
  }

  async tick(target: Locator): Promise<void> {
    this.taps += 1;
    await target.check();
  }

  /** One tap into the field, then each character (a date as its eight digits). */
  async type(target: Locator, text: string): Promise<void> {
    this.taps += 1;
    this.characters += (await target.getAttribute("type")) === "date" ? text.replaceAll("-", "").length : text.length;
    await target.fill(text);
  }

  /** A select opens its list, then one choice. */
  async choose(target: Locator, value: string): Promise<void> {
    this.taps += 2;
    await target.selectOption(value);
  }

  async sign(page: Page): Promise<void> {
    this.signatures += 1;
    await sign(page);
  }

  /** A new screen: the time until it is there is the app's; then the traveller reads it. */
  async screen(shown: Promise<unknown>): Promise<void> {
    const started = performance.now();
    await shown;
    this.waitMs += performance.now() - started;
    this.screens += 1;
  }

  /** 'Next' or 'Back' within a paged form: a tap, and the next page to read. */
  async turnPage(page: Page, button: Locator): Promise<void> {
    const before = await page.locator(".form-page-count").textContent();
    await this.tap(button);
    await this.screen(page.waitForFunction((shown) => document.querySelector(".form-page-count")?.textContent !== shown, before));
  }

  result(): DeclarationEffort {
    const appWaitSeconds = this.waitMs / 1000;
    const estimateSeconds =
      this.taps * SECONDS.tap + this.characters * SECONDS.character + this.screens * SECONDS.screen + this.signatures * SECONDS.signature + appWaitSeconds;
    return { taps: this.taps, characters: this.characters, screens: this.screens, appWaitSeconds, estimateSeconds };
  }
}

const next = (page: Page) => page.locator(".form-page-actions .button.primary");

/** From home's 'Declare a trip' to the trip's QR. */
async function declare(
  page: Page,
  effort: Effort,
  travel: keyof typeof TRAVEL_TYPE_ANSWERS,
  steps: { createPage?: () => Promise<void>; survey: () => Promise<void>; customs: () => Promise<void> },
) {
  await page.goto("/app");
  await effort.screen(page.getByRole("link", { name: /Declare (a|another) trip/ }).waitFor());
  await effort.tap(page.getByRole("link", { name: /Declare (a|another) trip/ }));
  await effort.screen(page.getByRole("button", { name: "Start declaration" }).waitFor());
  await steps.createPage?.();
  const { citizenship, origin } = TRAVEL_TYPE_ANSWERS[travel];
  await effort.tick(page.locator(`#citizenship-${citizenship}`));
  await effort.tick(page.locator(`#origin-${origin}`));
  await effort.type(page.getByLabel("Date of arrival"), dayFromToday(20));
  await effort.tap(page.getByRole("button", { name: "Start declaration" }));
  await effort.screen(page.getByRole("heading", { name: "MVA survey" }).waitFor());
  await steps.survey();
  await effort.tap(page.getByRole("button", { name: "Submit survey" }));
  await effort.screen(page.getByRole("heading", { name: "Customs declaration" }).waitFor());
  await steps.customs();
  await effort.tick(page.getByLabel("I declare that the answers I have given on this form are true and complete."));
  await effort.sign(page);
  await effort.tap(page.getByRole("button", { name: "Submit declaration" }));
  await effort.screen(page.waitForURL(/\/qr$/));
}

/** A visitor's first declaration: every answer given, the passport typed. */
async function firstDeclaration(page: Page): Promise<DeclarationEffort> {
  const effort = new Effort();
  await declare(page, effort, "INTERNATIONAL", {
    survey: async () => {
      await effort.tick(page.locator("#visitor_type-VISITOR"));
      await effort.choose(page.locator("#origin_country"), "JAPAN");
      await effort.tick(page.locator("#trip_count-1"));
      await effort.turnPage(page, next(page));
      await effort.tick(page.locator("#reasons_for_travel-PLEASURE_VACATION"));
      await effort.turnPage(page, next(page));
      await effort.tick(page.locator("#travel_arrangement-INDIVIDUAL"));
      await effort.tick(page.locator("#stay_place-HOTEL"));
      await effort.choose(page.locator("#length_of_stay-SAIPAN"), "NIGHTS_4");
    },
    customs: async () => {
      await effort.tick(page.locator("#trip-transport_type-AIR"));
      await effort.tick(page.locator("#trip-flight_type-COMMERCIAL"));
      await effort.type(page.locator("#trip-airline"), "United");
      await effort.type(page.locator("#trip-flight_number"), "UA 873");
      await effort.type(page.locator("#trip-origin_country"), "Japan");
      await effort.tick(page.locator("#trip-purpose_of_trip-PLEASURE"));
      await effort.turnPage(page, next(page));
      await effort.type(page.locator("#declarant-passport_number"), "TR1234567");
      await effort.choose(page.locator("#declarant-passport_country"), "JP");
      await effort.type(page.locator("#declarant-address_in_commonwealth"), "Hyatt, Garapan");
      await effort.type(page.locator("#declarant-occupation"), "Nurse");
      await effort.type(page.locator("#declarant-residence_country"), "Japan");
      await effort.tick(page.locator("#declarant-person_type-OTHER"));
      await effort.turnPage(page, next(page));
      await effort.turnPage(page, next(page));
      await effort.tap(page.getByRole("button", { name: "Answer No to every question not answered yet" }));
      await effort.turnPage(page, next(page));
      await effort.type(page.locator("#contact-phones-mobile-number"), "+81 90 1234 5678");
      await effort.type(page.locator("#contact-phones-mobile-confirm"), "+81 90 1234 5678");
      await effort.turnPage(page, next(page));
    },
  });
  return effort.result();
}

/** A returning traveller's next trip with their son, started from the last one: every answer checked, none typed again. */
async function repeatDeclaration(page: Page): Promise<DeclarationEffort> {
  const effort = new Effort();
  await declare(page, effort, "INTERNATIONAL", {
    createPage: () => effort.tick(page.getByLabel(/Start from my trip arriving/)),
    survey: async () => {
      await effort.turnPage(page, next(page));
      await effort.turnPage(page, next(page));
    },
    customs: async () => {
      await effort.turnPage(page, next(page));
      await effort.turnPage(page, next(page));
      await effort.turnPage(page, next(page));
      await effort.tap(page.getByRole("button", { name: "Answer No to every question not answered yet" }));
      await effort.turnPage(page, next(page));
      await effort.turnPage(page, next(page));
    },
  });
  return effort.result();
}

export interface DeclarationEfforts {
  first: DeclarationEffort;
  repeat: DeclarationEffort;
}

/** Both declarations in Chromium on a phone, against `server` with pandemic mode switched off, each by a traveller of its own. */
export async function measureDeclarationEffort(browser: Browser, server: AppServer): Promise<DeclarationEfforts> {
  // The declaration between outbreaks: pandemic mode off, so a visitor's trip asks for the survey and customs only.
  await server.database.db.updateTable("settings").set({ value: "false" }).where("code", "=", "pandemic_mode").execute();
  const context = await newPhoneContext(browser, server.url);
  const page = await context.newPage();
  try {
    const visitor = await travellerWithProfile(server, "aiko.tanaka@example.com", { name: "Aiko", last_name: "Tanaka", passport_country: "JP" });
    await openSignedIn(page, visitor, "/app");
    const first = await firstDeclaration(page);

    const { token: returning } = await returningTraveller(server, [TANO], "INTERNATIONAL");
    await context.clearCookies();
    await openSignedIn(page, returning, "/app");
    const repeat = await repeatDeclaration(page);
    return { first, repeat };
  } finally {
    await context.close();
  }
}
