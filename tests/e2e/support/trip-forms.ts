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

/** The MVA survey with a visitor's answers, not yet submitted. */
export async function fillSurvey(page: Page): Promise<void> {
  await page.locator("#visitor_type-VISITOR").check();
  await page.locator("#origin_country").selectOption("JAPAN");
  await page.locator("#trip_count-1").check();
  await page.locator("#reasons_for_travel-DIVE").check();
  await page.locator("#travel_arrangement-INDIVIDUAL").check();
  await page.locator("#stay_place-HOTEL").check();
  await page.locator("#length_of_stay-SAIPAN").selectOption("NIGHTS_3");
}

/** The customs declaration's trip part (what a reload must keep). */
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
