import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { phoneForTheFile } from "./support/phone-session.ts";
import { answerNoToEveryItem, fillCustomsTrip, nextPage, previousPage } from "./support/trip-forms.ts";
import { call, dayFromToday, expectFitsThePhone, openSignedIn, sign, snap, travellerWithProfile } from "./support/traveller.ts";

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** The stepper's items' distances from the page top: one value when they share one row. */
const stepperRows = (page: Page) =>
  page.locator(".trip-stepper .stepper-step").evaluateAll((steps) => [...new Set(steps.map((step) => (step as HTMLElement).offsetTop))]);

/** Whether the focused control's field starts below the sticky header, not behind it. */
const focusedFieldClearsTheHeader = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const field = focused?.closest(".form-field") ?? focused;
    const header = document.querySelector(".app-header");
    if (!field || !header) return false;
    return field.getBoundingClientRect().top >= header.getBoundingClientRect().bottom;
  });

const summaryLinks = (page: Page) => page.locator(".error-summary a");

describe("the declaration forms in short pages, in Chromium at phone size", () => {
  const phone = phoneForTheFile();
  let token: string;
  let tripId: string;

  beforeAll(async () => {
    const { server } = phone;
    token = await travellerWithProfile(server, "mei.tanaka@example.com", { name: "Mei", last_name: "Tanaka", passport: "TK2468101", passport_country: "JP" });
    // A foreign citizen's trip in pandemic mode has every step: six on the stepper.
    const trip = { travel_type: "FOREIGN_CITIZEN", is_domestic: 0, date_of_arrival: dayFromToday(2) };
    const created = await call(server, "POST", "/api/v1/visit-histories", trip, token);
    expect(created.status).toBe(201);
    tripId = created.body.uuid as string;
  });

  it("survey: the trip stepper fits one row in English and Japanese, the current step marked", async () => {
    const { page } = phone;
    for (const lang of ["ja", "en"]) {
      await openSignedIn(page, token, `/app/trips/${tripId}/survey`, { lang });
      await page.locator("#visitor_type-VISITOR").waitFor();
      expect(await page.locator(".trip-stepper .stepper-step").count()).toBe(6);
      expect(await stepperRows(page)).toHaveLength(1);
      expect(await page.locator(".trip-stepper [aria-current=step]").count()).toBe(1);
      expect(await page.locator(".trip-stepper .stepper-step").first().getAttribute("aria-current")).toBe("step");
      await expectFitsThePhone(page);
      await snap(page, `form-pages-survey-${lang}`);
    }
  });

  it("survey: Next on an unanswered page lists each problem at the top; a link focuses its field clear of the header; Back keeps the answers", async () => {
    const { server, page } = phone;
    await page.locator("#origin_country").selectOption("");
    await page.locator(".form-page-actions .button.primary").click();
    const summary = page.locator(".error-summary");
    await summary.waitFor();
    expect(await summary.getAttribute("role")).toBe("alert");
    // The page is still the first, its three questions at fault, the first focused.
    expect(await page.locator("#visitor_type-VISITOR").count()).toBe(1);
    expect(await summaryLinks(page).count()).toBe(3);
    await expect.poll(() => focusedId(page)).toBe("visitor_type-VISITOR");
    expect(await focusedFieldClearsTheHeader(page)).toBe(true);
    await snap(page, "form-pages-survey-errors-en");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await summaryLinks(page).nth(2).click();
    await expect.poll(() => focusedId(page)).toBe("trip_count-1");
    expect(await focusedFieldClearsTheHeader(page)).toBe(true);
    await summaryLinks(page).nth(1).click();
    await expect.poll(() => focusedId(page)).toBe("origin_country");
    expect(await focusedFieldClearsTheHeader(page)).toBe(true);

    await page.locator("#visitor_type-VISITOR").check();
    await page.locator("#origin_country").selectOption("JAPAN");
    await page.locator("#trip_count-2").check();
    await nextPage(page);
    expect(await page.locator(".error-summary").count()).toBe(0);
    expect(await page.locator(".form-page-progress li").evaluateAll((items) => items.map((item) => item.className))).toEqual(["done", "current", ""]);
    await page.locator("#reasons_for_travel-GOLF").check();
    await previousPage(page);
    expect(await page.locator("#visitor_type-VISITOR").isChecked()).toBe(true);
    expect(await page.locator("#trip_count-2").isChecked()).toBe(true);
    await nextPage(page);
    expect(await page.locator("#reasons_for_travel-GOLF").isChecked()).toBe(true);
    await nextPage(page);
    await page.locator("#travel_arrangement-INDIVIDUAL").check();
    await page.locator("#stay_place-HOTEL").check();
    await page.locator("#length_of_stay-SAIPAN").selectOption("NIGHTS_3");
    await page.getByRole("button", { name: "Submit survey" }).click();
    await page.waitForURL(/\/customs$/);

    const stored = await call(server, "GET", `/api/v1/visit-histories/${tripId}/survey`, undefined, token);
    expect((stored.body.data as { attributes: unknown }).attributes).toMatchObject({ visitor_type: "VISITOR", trip_count: 2, reasons_for_travel: ["GOLF"] });
    // The survey is done: its step is ticked, the customs declaration's is the current one.
    await page.locator("#trip-transport_type-AIR").waitFor();
    const steps = page.locator(".trip-stepper .stepper-step");
    expect(await steps.nth(0).getAttribute("class")).toContain("done");
    expect(await steps.nth(1).getAttribute("aria-current")).toBe("step");
    expect(await stepperRows(page)).toHaveLength(1);
  });

  it("customs: six pages; an amount typed as 1,234.5 is kept as 1234.5 and shown as 1,234.50; a visitor says so", async () => {
    const { server, page } = phone;
    expect(await page.locator(".form-page-progress li").count()).toBe(6);
    await snap(page, "form-pages-customs-trip-en");
    await fillCustomsTrip(page);
    await nextPage(page);
    await page.locator("#declarant-address_in_commonwealth").fill("Hyatt Regency, Garapan");
    await page.locator("#declarant-occupation").fill("Designer");
    await page.locator("#declarant-residence_country").fill("Japan");
    await page.locator("#declarant-person_type-VISITOR").check();
    await nextPage(page);
    await nextPage(page);
    await answerNoToEveryItem(page);
    await page.locator("#items-has_excess_currency-true").check();
    await page.locator("#currency-code").fill("JPY");
    await page.locator("#currency-amount").fill("1,234.5");
    await page.locator("#currency-code").focus();
    expect(await page.locator("#currency-amount").inputValue()).toBe("1,234.50");
    await snap(page, "form-pages-customs-items-en");
    await nextPage(page);
    await page.locator("#contact-phones-mobile-number").fill("819012345678");
    await page.locator("#contact-phones-mobile-confirm").fill("819012345678");
    await nextPage(page);
    await sign(page);
    await page.locator("#truthful_consent").check();
    await page.getByRole("button", { name: "Submit declaration" }).click();
    await page.waitForURL(/\/medical/);

    const stored = await call(server, "GET", `/api/v1/visit-histories/${tripId}/customs`, undefined, token);
    const customs = (stored.body.data as { attributes: Record<string, unknown> }).attributes;
    expect(customs.currency).toEqual({ amount: 1234.5, code: "JPY" });
    expect(customs.declarant).toMatchObject({ person_type: "VISITOR" });

    // Opened again to edit, the amount shows with two decimals.
    await page.goto(`/app/trips/${tripId}/customs`);
    await page.locator("#trip-transport_type-AIR").waitFor();
    for (let turn = 0; turn < 3; turn++) await nextPage(page);
    expect(await page.locator("#currency-amount").inputValue()).toBe("1,234.50");
  });

  it("customs in Japanese: the stepper on one row, a page's problems listed at its top", async () => {
    const { page } = phone;
    await openSignedIn(page, token, `/app/trips/${tripId}/customs`, { lang: "ja" });
    await page.locator("#trip-transport_type-AIR").waitFor();
    expect(await stepperRows(page)).toHaveLength(1);
    await page.locator("#trip-airline").fill("");
    await page.locator("#trip-flight_number").fill("");
    await page.locator(".form-page-actions .button.primary").click();
    await page.locator(".error-summary").waitFor();
    expect(await summaryLinks(page).count()).toBeGreaterThan(0);
    expect(await focusedFieldClearsTheHeader(page)).toBe(true);
    await expectFitsThePhone(page);
    await snap(page, "form-pages-customs-errors-ja");
  });

  it("customs: the server's refusal of a field on an earlier page opens that page, the problem listed and its field focused", async () => {
    const { page } = phone;
    await openSignedIn(page, token, `/app/trips/${tripId}/customs`);
    await page.locator("#trip-transport_type-AIR").waitFor();
    await page.locator("#trip-airline").fill("United Airlines");
    await page.locator("#trip-flight_number").fill("UA 873");
    for (let turn = 0; turn < 5; turn++) await nextPage(page);
    const refusal = { message: "The given data was invalid.", errors: { "contact.email": ["Invalid Email"] } };
    await page.route(`**/api/v1/visit-histories/${tripId}/customs`, (route) =>
      route.request().method() === "GET" ? route.continue() : route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify(refusal) }),
    );
    await page.getByRole("button", { name: "Submit declaration" }).click();
    await expect.poll(() => focusedId(page)).toBe("contact-email");
    expect(await focusedFieldClearsTheHeader(page)).toBe(true);
    expect(await summaryLinks(page).allTextContents()).toEqual([expect.stringContaining("Invalid Email")]);
    await page.unrouteAll();
  });
});
