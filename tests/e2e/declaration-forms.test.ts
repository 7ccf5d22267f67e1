import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForTheFile } from "./support/phone-session.ts";
import { nextPage, previousPage } from "./support/trip-forms.ts";
import { call, dayFromToday, expectFitsThePhone, openSignedIn, sign, snap, travellerWithProfile } from "./support/traveller.ts";

/** The messages the page's fields show, in page order. */
const fieldErrors = (page: Page) => page.locator(".form-page .field-error").allTextContents();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** How many pixels of the signature canvas carry ink. */
const ink = (page: Page) =>
  page.locator(".signature-canvas").evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let count = 0;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if ((pixels[alpha] ?? 0) > 0) count += 1;
    return count;
  });

describe("declaration forms in Chromium", () => {
  const phone = phoneForTheFile();
  let token: string;
  let tripId: string;

  beforeAll(async () => {
    const { server, page } = phone;
    const profile = { name: "Rosa", last_name: "Camacho", gender: "FEMALE", birth_date: "1985-03-09", passport: "P5550001", passport_country: "US" };
    token = await travellerWithProfile(server, "rosa.camacho@example.com", profile);
    const son = { first_name: "Tano", last_name: "Camacho", birth_date: "2016-07-20", gender: "MALE", passport: "P5550002", passport_country: "US" };
    expect((await call(server, "PUT", "/api/v2/me/families", { families: [son] }, token)).status).toBe(200);
    const trip = { travel_type: "DOMESTIC", is_domestic: 1, date_of_arrival: dayFromToday(2), origin_country: "Japan" };
    const created = await call(server, "POST", "/api/v1/visit-histories", trip, token);
    expect(created.status).toBe(201);
    tripId = created.body.uuid as string;
    // The first test opens the survey itself.
    await openSignedIn(page, token, "/help");
  });

  it("survey: marks each question; each page lists what is missing and focuses the first before the next; then stores the answers", async () => {
    const { server, page } = phone;
    await page.goto(`/app/trips/${tripId}/survey`);
    await page.locator("#visitor_type-VISITOR").waitFor();
    // Prefilled: the trip's origin names a market the survey offers.
    expect(await page.locator("#origin_country").inputValue()).toBe("JAPAN");

    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => focusedId(page)).toBe("visitor_type-VISITOR");
    expect(await fieldErrors(page)).toEqual(["Please choose one.", "Please choose one."]);
    expect(await page.locator(".error-summary a").count()).toBe(2);
    await expectFitsThePhone(page);
    await snap(page, "declaration-survey-errors-en");
    await page.locator("#visitor_type-VISITOR").check();
    await page.locator("#trip_count-6").check();
    await nextPage(page);

    expect(await page.locator("#planned_activities legend").textContent()).toContain("Optional");
    expect(await page.locator("#reasons_for_travel legend").textContent()).toContain("Required");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => focusedId(page)).toBe("reasons_for_travel-PLEASURE_VACATION");
    expect(await fieldErrors(page)).toEqual(["Please choose at least one."]);
    await page.locator("#reasons_for_travel-MEETING_CONFERENCE").check();
    await page.locator("#reasons_for_travel-GOLF").check();
    await page.locator("#planned_activities-DIVE").check();
    await nextPage(page);

    await page.getByRole("button", { name: "Submit survey" }).click();
    await expect.poll(() => focusedId(page)).toBe("travel_arrangement-PACKAGE_TOUR");
    expect(await fieldErrors(page)).toEqual(["Please choose one.", "Please choose one.", "Choose the length of stay on at least one island."]);
    await page.locator("#travel_arrangement-PACKAGE_TOUR").check();
    await page.locator("#stay_place-BED_AND_BREAKFAST").check();
    await page.locator("#length_of_stay-TINIAN").selectOption("NIGHTS_7_10");
    await page.getByRole("button", { name: "Submit survey" }).click();
    await page.waitForURL(/\/customs$/);

    const stored = await call(server, "GET", `/api/v1/visit-histories/${tripId}/survey`, undefined, token);
    expect((stored.body.data as { attributes: unknown }).attributes).toEqual({
      visitor_type: "VISITOR",
      origin_country: "JAPAN",
      reasons_for_travel: ["MEETING_CONFERENCE", "GOLF"],
      planned_activities: ["DIVE"],
      stay_place: "BED_AND_BREAKFAST",
      travel_arrangement: "PACKAGE_TOUR",
      trip_count: 6,
      length_of_stay: { SAIPAN: "NOT_APPLICABLE", TINIAN: "NIGHTS_7_10", ROTA: "NOT_APPLICABLE" },
    });
  });

  it("customs: starts from the profile, its family and the trip; the family count follows the passengers, up to 7", async () => {
    const { page } = phone;
    await page.locator("#trip-transport_type-SEA").waitFor();
    expect(await page.locator("#trip-origin_country").inputValue()).toBe("Japan");
    await page.locator("#trip-transport_type-SEA").check();
    await page.locator("#trip-vessel_name").fill("Saipan Express");
    await page.locator("#trip-purpose_of_trip-BUSINESS").check();
    await nextPage(page);

    expect(await page.locator("#declarant-first_name").inputValue()).toBe("ROSA");
    expect(await page.locator("#declarant-passport_number").inputValue()).toBe("P5550001");
    expect(await page.locator("#declarant-passport_country").inputValue()).toBe("US");
    await page.locator("#declarant-address_in_commonwealth").fill("Hafa Adai Hotel, Garapan");
    await page.locator("#declarant-occupation").fill("Engineer");
    await page.locator("#declarant-residence_country").fill("Japan");
    await page.locator("#declarant-person_type-RETURNING_RESIDENT").check();
    await nextPage(page);

    expect(await page.locator("#passengers-0-first_name").inputValue()).toBe("TANO");
    expect(await page.locator("#passengers-0-age").inputValue()).toMatch(/^\d+$/);
    const familyCount = page.locator("#declarant-family_count");
    expect(await familyCount.inputValue()).toBe("2");

    const add = page.getByRole("button", { name: "Add passenger" });
    for (let added = 0; added < 6; added++) await add.click();
    expect(await add.isDisabled()).toBe(true);
    expect(await familyCount.inputValue()).toBe("8");
    await page.locator("#passengers-6-birth_date").fill("2020-01-15");
    expect(Number(await page.locator("#passengers-6-age").inputValue())).toBeGreaterThanOrEqual(6);
    for (let passenger = 7; passenger > 1; passenger--) await page.getByRole("button", { name: `Remove passenger ${passenger}` }).click();
    expect(await familyCount.inputValue()).toBe("2");
    expect(await add.isDisabled()).toBe(false);
  });

  it("customs: non-English text, unanswered items and pairs that differ stop their page, each listed, the first focused", async () => {
    const { page } = phone;
    await previousPage(page);
    await page.locator("#declarant-occupation").fill("会社員");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => focusedId(page)).toBe("declarant-occupation");
    expect(await fieldErrors(page)).toEqual(["This form must be completed in English."]);
    await page.locator("#declarant-occupation").fill("Engineer");
    await nextPage(page);
    await nextPage(page);

    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => focusedId(page)).toBe("items-has_harmful_objects-true");
    expect(await fieldErrors(page)).toEqual(Array(10).fill("Answer yes or no."));
    await snap(page, "declaration-customs-errors-en");
    for (const item of ["harmful_objects", "wildlife", "plants", "soil", "animal", "tobacco", "merchandise"]) {
      await page.locator(`#items-has_${item}-false`).check();
    }
    expect(await page.locator("#quantities-tobacco_pounds").count()).toBe(0);
    await page.locator("#items-has_alcohol-true").check();
    await page.locator("#quantities-alcohol_wine_floz").fill("200");
    await page.getByRole("status").filter({ hasText: "Over the duty-free limit" }).waitFor();
    expect(await page.getByText("Duty-free up to 128 fl oz.").count()).toBe(1);
    await page.locator("#items-has_cigarettes-true").check();
    await page.locator("#quantities-cigarette_packs_us").fill("12");
    await page.locator("#items-has_cigarettes-false").check();
    expect(await page.locator("#quantities-cigarette_packs_us").count()).toBe(0);
    await page.locator("#items-has_excess_currency-true").check();
    expect(await page.locator("#currency-code").inputValue()).toBe("USD");
    await page.locator("#currency-amount").fill("5000");
    await page.getByRole("status").filter({ hasText: "declared only over USD 10,000" }).waitFor();
    await page.locator("#currency-amount").fill("12,500");
    await nextPage(page);

    expect(await page.locator("#contact-email").inputValue()).toBe("rosa.camacho@example.com");
    await page.locator("#contact-phones-home-number").fill("+1 (670) 555-0101");
    expect(await page.locator("#contact-phones-home-number").inputValue()).toBe("+16705550101");
    await page.locator("#contact-phones-home-confirm").fill("16705550101");
    await page.locator("#contact-confirm_email").fill("rosa@example.com");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => focusedId(page)).toBe("contact-phones-home-confirm");
    expect(await fieldErrors(page)).toEqual(["Home Phones don't match", "Email Address don't match"]);
    expect(await page.locator("#contact-phones-home-confirm").getAttribute("aria-invalid")).toBe("true");
    await expectFitsThePhone(page);
    await snap(page, "declaration-customs-contact-errors-en");
    await page.locator("#contact-phones-home-confirm").fill("+16705550101");
    await page.locator("#contact-confirm_email").fill("Rosa.Camacho@example.com");
    await nextPage(page);

    await page.getByRole("button", { name: "Submit declaration" }).click();
    await expect.poll(() => focusedId(page)).toBe("truthful_consent");
    expect(await fieldErrors(page)).toEqual(["You must declare that your answers are true and complete.", "Please sign the form to proceed."]);
  });

  it("customs: the signature survives a rotation and is asked for again once cleared; the declaration is stored", async () => {
    const { server, page } = phone;
    await page.locator("#truthful_consent").check();
    await sign(page);
    const signed = await ink(page);
    expect(signed).toBeGreaterThan(100);
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => ink(page)).toBeGreaterThan(100);
    await screenshot(page, "declaration-signature-landscape-en");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => ink(page)).toBeGreaterThan(100);
    await page.getByRole("button", { name: "Clear" }).click();
    expect(await ink(page)).toBe(0);
    await page.getByRole("button", { name: "Submit declaration" }).click();
    await expect.poll(() => focusedId(page)).toBe("signature-image");
    await sign(page);
    await snap(page, "declaration-customs-filled-en");

    await page.getByRole("button", { name: "Submit declaration" }).click();
    await page.waitForURL(/\/qr$/);
    const stored = await call(server, "GET", `/api/v1/visit-histories/${tripId}/customs`, undefined, token);
    const customs = (stored.body.data as { attributes: Record<string, unknown> }).attributes;
    expect(customs.trip).toMatchObject({ transport_type: "SEA", vessel_name: "Saipan Express", purpose_of_trip: "BUSINESS" });
    expect(customs.declarant).toMatchObject({ first_name: "ROSA", family_count: 2, occupation: "Engineer", person_type: "RETURNING_RESIDENT" });
    expect(customs.passengers).toEqual([expect.objectContaining({ first_name: "TANO", passport_number: "P5550002", gender: "MALE" })]);
    expect(customs.contact).toMatchObject({ email: "rosa.camacho@example.com", confirm_email: "rosa.camacho@example.com" });
    expect(customs.quantities).toMatchObject({ alcohol_wine_floz: 200, cigarette_packs_us: null });
    expect(customs.currency).toEqual({ amount: 12500, code: "USD" });
    expect(customs.signature).toMatchObject({ image: expect.stringMatching(/^data:image\/png;base64,/), printed_name: "ROSA CAMACHO" });
  });
});
