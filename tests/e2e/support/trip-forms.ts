import type { Page } from "playwright-core";
import { sign } from "./traveller.ts";

/** What a traveller types into the trip declaration's forms in the end-to-end tests. */

/** The answers to the create page's two questions that make each travel type. */
export const TRAVEL_TYPE_ANSWERS = {
  US_CITIZEN: { citizenship: "CITIZEN_OR_RESIDENT", origin: "UNITED_STATES" },
  FOREIGN_CITIZEN: { citizenship: "VISITOR", origin: "UNITED_STATES" },
  DOMESTIC: { citizenship: "CITIZEN_OR_RESIDENT", origin: "COMMONWEALTH" },
  INTERNATIONAL: { citizenship: "VISITOR", origin: "ABROAD" },
} as const;

/** On the create page: the travel type (as its two answers) and the arrival date, 'Start declaration'; lands on the survey. */
export async function createTrip(page: Page, travelType: keyof typeof TRAVEL_TYPE_ANSWERS, arrival: string) {
  const { citizenship, origin } = TRAVEL_TYPE_ANSWERS[travelType];
  await page.locator(`#citizenship-${citizenship}`).check();
  await page.locator(`#origin-${origin}`).check();
  await page.getByLabel("Date of arrival").fill(arrival);
  await page.getByRole("button", { name: "Start declaration" }).click();
  await page.waitForURL(/\/app\/trips\/[^/]+\/survey$/);
  await page.getByRole("heading", { name: "MVA survey" }).waitFor();
}

/** 'Next' on a declaration form's page; resolves once the next page shows (its "Page n of m" changed). */
export async function nextPage(page: Page): Promise<void> {
  const count = page.locator(".form-page-count");
  const before = await count.textContent();
  await page.locator(".form-page-actions .button.primary").click();
  await page.waitForFunction((shown) => document.querySelector(".form-page-count")?.textContent !== shown, before);
}

/** 'Back' on a declaration form's page; resolves once the page before shows. */
export async function previousPage(page: Page): Promise<void> {
  const count = page.locator(".form-page-count");
  const before = await count.textContent();
  await page.locator(".form-page-actions .button.secondary").click();
  await page.waitForFunction((shown) => document.querySelector(".form-page-count")?.textContent !== shown, before);
}

/** The MVA survey with a visitor's answers, page by page, up to its last page (not yet submitted). */
export async function fillSurvey(page: Page): Promise<void> {
  await page.locator("#visitor_type-VISITOR").check();
  await page.locator("#origin_country").selectOption("JAPAN");
  await page.locator("#trip_count-1").check();
  await nextPage(page);
  await page.locator("#reasons_for_travel-DIVE").check();
  await nextPage(page);
  await page.locator("#travel_arrangement-INDIVIDUAL").check();
  await page.locator("#stay_place-HOTEL").check();
  await page.locator("#length_of_stay-SAIPAN").selectOption("NIGHTS_3");
}

/** The customs declaration's first page, its trip part (what a reload must keep). */
export async function fillCustomsTrip(page: Page): Promise<void> {
  await page.locator("#trip-transport_type-AIR").check();
  await page.locator("#trip-flight_type-COMMERCIAL").check();
  await page.locator("#trip-airline").fill("United Airlines");
  await page.locator("#trip-flight_number").fill("UA 873");
  await page.locator("#trip-origin_country").fill("Japan");
  await page.locator("#trip-purpose_of_trip-PLEASURE").check();
}

/** What a test types on a customs page besides what finishCustoms types there (a guest has no profile to start from). */
export interface CustomsExtras {
  declarant?: () => Promise<void>;
  contact?: () => Promise<void>;
  declaration?: () => Promise<void>;
}

/**
 * From the trip page, the rest of a declaration with nothing to declare, page by page: the
 * declarant, no passenger added, the ten items answered No, a mobile number, signed and
 * consented; submits it.
 */
export async function finishCustoms(page: Page, extras: CustomsExtras = {}): Promise<void> {
  await nextPage(page);
  await extras.declarant?.();
  await page.locator("#declarant-passport_number").fill("P1234567");
  await page.locator("#declarant-passport_country").selectOption("US");
  await page.locator("#declarant-address_in_commonwealth").fill("Hyatt Regency, Garapan");
  await page.locator("#declarant-occupation").fill("Teacher");
  await page.locator("#declarant-residence_country").fill("United States");
  await page.locator("#declarant-person_type-OTHER").check();
  await nextPage(page);
  await nextPage(page);
  await answerNoToEveryItem(page);
  await nextPage(page);
  await extras.contact?.();
  await page.locator("#contact-phones-mobile-number").fill("16702345678");
  await page.locator("#contact-phones-mobile-confirm").fill("16702345678");
  await nextPage(page);
  await extras.declaration?.();
  await sign(page);
  await page.getByLabel("I declare that the answers I have given on this form are true and complete.").check();
  await page.getByRole("button", { name: "Submit declaration" }).click();
}

export const CUSTOMS_ITEMS = ["harmful_objects", "wildlife", "plants", "soil", "animal", "alcohol", "tobacco", "cigarettes", "merchandise", "excess_currency"];

/** On the items page: No to each of the ten questions. */
export async function answerNoToEveryItem(page: Page): Promise<void> {
  for (const item of CUSTOMS_ITEMS) await page.locator(`#items-has_${item}-false`).check();
}
