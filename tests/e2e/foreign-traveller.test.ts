import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { phoneForTheFile } from "./support/phone-session.ts";
import { documentPhoto } from "./support/photos.ts";
import { createTrip, nextPage } from "./support/trip-forms.ts";
import { call, dayFromToday, dialog, expectFitsThePhone, lastMessageTo, openSignedIn, sign, snap, toast, travellerWithProfile } from "./support/traveller.ts";

const EMAIL = "kenji.sato@example.com";

/** Survives a reload: accepts the browser's "leave site?" question the form's unsent answers raise. */
async function reloadKeepingDraft(page: Page): Promise<void> {
  // Drafts are written after 500 quiet milliseconds.
  await page.waitForTimeout(700);
  page.once("dialog", (question) => void question.accept());
  await page.reload();
}

describe("a foreign traveller with two passengers declares a whole trip in Chromium", () => {
  const phone = phoneForTheFile();

  it("survey, customs with a currency declaration, health declaration, attestation, a vaccination card, the QR and its e-mail", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, EMAIL, {
      name: "Kenji",
      last_name: "Sato",
      gender: "MALE",
      passport: "TK1234567",
      passport_country: "JP",
    });
    const families = await call(
      server,
      "PUT",
      "/api/v2/me/families",
      {
        families: [
          { first_name: "Yuki", last_name: "Sato", birth_date: "1988-06-01", gender: "FEMALE", passport: "TK7654321", passport_country: "JP" },
          { first_name: "Hana", last_name: "Sato", birth_date: "2016-03-09", gender: "FEMALE", passport: "TK5550001", passport_country: "JP" },
        ],
      },
      token,
    );
    expect(families.status).toBe(200);

    await openSignedIn(page, token, "/app");
    await page.getByRole("region", { name: "Trips" }).getByRole("link", { name: "Declare a trip" }).click();
    await createTrip(page, "FOREIGN_CITIZEN", dayFromToday(1));
    const tripId = /\/app\/trips\/([^/]+)\//.exec(page.url())?.[1] ?? "";
    // In pandemic mode a foreign traveller's trip has every part.
    await expect.poll(() => page.locator(".trip-stepper .stepper-step").allTextContents()).toEqual(["Survey", "Customs", "Health", "Vaccine", "Records", "QR"]);

    await page.locator("#visitor_type-VISITOR").check();
    await page.locator("#origin_country").selectOption("JAPAN");
    await page.locator("#trip_count-2").check();
    await nextPage(page);
    await page.locator("#reasons_for_travel-PLEASURE_VACATION").check();
    await page.locator("#planned_activities-DIVE").check();
    await nextPage(page);
    await page.locator("#travel_arrangement-PACKAGE_TOUR").check();
    await page.locator("#stay_place-HOTEL").check();
    await page.locator("#length_of_stay-SAIPAN").selectOption("NIGHTS_4");
    // A reload half-way through the survey keeps every answer; it starts again from the first page.
    await reloadKeepingDraft(page);
    await page.getByRole("heading", { name: "MVA survey" }).waitFor();
    expect(await page.locator("#trip_count-2").isChecked()).toBe(true);
    await nextPage(page);
    await nextPage(page);
    expect(await page.locator("#travel_arrangement-PACKAGE_TOUR").isChecked()).toBe(true);
    expect(await page.locator("#length_of_stay-SAIPAN").inputValue()).toBe("NIGHTS_4");
    await page.getByRole("button", { name: "Submit survey" }).click();

    // Customs: one declaration for the family, the two passengers prefilled from the profile.
    await page.waitForURL(/\/customs$/);
    await page.locator("#trip-transport_type-AIR").check();
    await page.locator("#trip-flight_type-COMMERCIAL").check();
    await page.locator("#trip-airline").fill("United Airlines");
    await page.locator("#trip-flight_number").fill("UA 828");
    await page.locator("#trip-origin_country").fill("Japan");
    await page.locator("#trip-purpose_of_trip-PLEASURE").check();
    await nextPage(page);
    expect(await page.locator("#declarant-passport_number").inputValue()).toBe("TK1234567");
    await page.locator("#declarant-address_in_commonwealth").fill("Kensington Hotel, San Roque");
    await page.locator("#declarant-occupation").fill("Architect");
    await page.locator("#declarant-residence_country").fill("Japan");
    await page.locator("#declarant-person_type-OTHER").check();
    await nextPage(page);
    expect(await page.locator("#passengers-0-first_name").inputValue()).toBe("YUKI");
    expect(await page.locator("#passengers-1-first_name").inputValue()).toBe("HANA");
    expect(await page.locator("#declarant-family_count").inputValue()).toBe("3");
    await nextPage(page);
    for (const item of ["harmful_objects", "wildlife", "plants", "soil", "animal", "alcohol", "tobacco", "cigarettes", "merchandise"]) {
      await page.locator(`#items-has_${item}-false`).check();
    }
    await page.locator("#items-has_excess_currency-true").check();
    await page.locator("#currency-amount").fill("15000");
    await reloadKeepingDraft(page);
    await page.locator("#trip-airline").waitFor();
    await nextPage(page);
    expect(await page.locator("#declarant-occupation").inputValue()).toBe("Architect");
    await nextPage(page);
    expect(await page.locator("#passengers-1-first_name").inputValue()).toBe("HANA");
    await nextPage(page);
    expect(await page.locator("#currency-amount").inputValue()).toBe("15,000.00");
    await nextPage(page);
    await page.locator("#contact-phones-mobile-number").fill("+819012345678");
    await page.locator("#contact-phones-mobile-confirm").fill("+819012345678");
    await page.locator("#contact-confirm_email").fill(EMAIL);
    await nextPage(page);
    await sign(page);
    await page.locator("#truthful_consent").check();
    await expectFitsThePhone(page);
    await snap(page, "foreign-traveller-customs-en");
    await page.getByRole("button", { name: "Submit declaration" }).click();

    await page.waitForURL(/part=health-declaration/);
    await page.getByLabel("None of the above").check();
    await sign(page);
    await page.getByRole("button", { name: "Submit" }).click();

    await page.waitForURL(/part=attestation/);
    await page.getByLabel("I am fully vaccinated").check();
    await page.getByLabel("I have read the Privacy Act statement and agree to it.").check();
    await sign(page);
    await page.getByRole("button", { name: "Submit" }).click();

    // The vaccination card goes up through the file tab; no RT-PCR or antigen result, so the alert asks first.
    await page.waitForURL(/part=records/);
    await page.getByRole("button", { name: "Add a vaccination dose" }).click();
    const dose = page.getByRole("form", { name: "Add a vaccination dose" });
    await dose.locator("#dose-dose_type").selectOption({ label: "Covid-19 dose" });
    await dose.locator("#dose-product_name").fill("COMIRNATY");
    await dose.locator("#dose-lot_number").fill("FK1234");
    await dose.locator("#dose-date_administered").fill(dayFromToday(-90));
    await dose.locator("#dose-site").fill("Tokyo Medical Center");
    await dose.locator("input[type=file]").setInputFiles({ name: "vaccine-card.png", mimeType: "image/png", buffer: await documentPhoto(300, 190) });
    await dose.getByRole("img", { name: "Uploaded image vaccine-card.png" }).waitFor();
    await dose.getByRole("button", { name: "Save" }).click();
    await toast(page, "Saved!").waitFor();
    await page.getByRole("region", { name: "Vaccination doses" }).getByText("COMIRNATY").waitFor();
    await snap(page, "foreign-traveller-records-en");
    await page.getByRole("button", { name: "Continue" }).click();
    await dialog(page).filter({ hasText: "You haven't uploaded your RT-PCR or Antigen result. You may upload your results via menu." }).waitFor();
    await snap(page, "foreign-traveller-missing-result-en");
    await dialog(page).getByRole("button", { name: "Continue" }).click();

    await page.waitForURL(`**/app/trips/${tripId}/qr`);
    await page.getByRole("img", { name: "Trip QR code" }).waitFor();
    await page.getByText("Please allow us some time to confirm.", { exact: false }).waitFor();
    await snap(page, "foreign-traveller-qr-en");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await toast(page, "Email Sent").waitFor();

    // What the agencies received: the trip complete, the family's one customs declaration with its currency.
    const trip = await call(server, "GET", `/api/v1/visit-histories/${tripId}`, undefined, token);
    expect((trip.body.data as { attributes: Record<string, unknown> }).attributes).toMatchObject({
      is_domestic: false,
      is_completed: true,
      survey_status: "SUBMITTED",
      customs_status: "SUBMITTED",
      health_declaration_status: "SUBMITTED",
      attestation_status: "SUBMITTED",
      status: "PENDING",
    });
    // The e-mail links to the page of this trip's QR (at the configured public address).
    const qrId = (trip.body.data as { attributes: { qr_id: string } }).attributes.qr_id;
    expect(qrId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await lastMessageTo(server, EMAIL))?.body).toContain(`/qr/${qrId}`);
    const customs = await call(server, "GET", `/api/v1/visit-histories/${tripId}/customs`, undefined, token);
    const declared = (customs.body.data as { attributes: Record<string, unknown> }).attributes;
    expect(declared).toMatchObject({
      currency: { amount: 15000, code: "USD" },
      declarant: { first_name: "KENJI", family_count: 3, occupation: "Architect" },
      items: { has_excess_currency: true, has_alcohol: false },
    });
    expect((declared.passengers as { first_name: string }[]).map((passenger) => passenger.first_name)).toEqual(["YUKI", "HANA"]);
    const doses = await call(server, "GET", "/api/v1/me/vaccinations", undefined, token);
    expect((doses.body.data as { attributes: { card_image: string } }[])[0]?.attributes.card_image).toMatch(/^vaccine-card\.png::\/api\/v1\/uploads\//);
  });
});
