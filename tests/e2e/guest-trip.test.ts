import { describe, expect, it } from "vitest";
import { customsForm, healthDeclarationForm, newTrip, surveyForm } from "../support/trip-fixtures.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { createTrip, fillCustomsTrip, fillSurvey, finishCustoms } from "./support/trip-forms.ts";
import { call, dayFromToday, dialog, expectFitsThePhone, openSignedIn, signInAsGuest, snap, toast } from "./support/traveller.ts";

describe("a guest's trip in Chromium", () => {
  const phone = phoneForEachTest();

  it("declares a domestic trip from the home's trip area, typing what no profile gives, and sees the QR", async () => {
    const { server, page } = phone;
    const token = await signInAsGuest(server);
    await openSignedIn(page, token, "/app", { guest: true });
    await page.getByRole("heading", { name: "Hello, Guest!" }).waitFor();
    const trips = page.getByRole("region", { name: "Trips" });
    await trips.getByText("You have no trip declared.", { exact: false }).waitFor();
    await trips.getByRole("link", { name: "Declare a trip" }).click();
    await page.waitForURL("**/app/trips/new");

    await createTrip(page, "DOMESTIC", dayFromToday(2));
    await fillSurvey(page);
    await page.getByRole("button", { name: "Submit survey" }).click();
    await page.waitForURL(/\/app\/trips\/[^/]+\/customs$/);
    await page.getByRole("heading", { name: "Customs declaration" }).waitFor();
    const tripId = /\/app\/trips\/([^/]+)\/customs$/.exec(page.url())?.[1];

    // A guest has no profile to fill the declaration from: names, birth date, e-mail and the signature's name are typed.
    await fillCustomsTrip(page);
    await expectFitsThePhone(page);
    await snap(page, "guest-trip-customs-en");
    const typed = async (field: string, value: string) => {
      expect(await page.locator(field).inputValue()).toBe("");
      await page.locator(field).fill(value);
    };
    await finishCustoms(page, {
      declarant: async () => {
        await typed("#declarant-first_name", "Rosa");
        await typed("#declarant-last_name", "Camacho");
        await page.locator("#declarant-birth_date").fill("1985-07-20");
      },
      contact: async () => {
        await typed("#contact-email", "rosa.camacho@example.com");
        await page.locator("#contact-confirm_email").fill("rosa.camacho@example.com");
      },
      declaration: () => typed("#signature-printed_name", "Rosa Camacho"),
    });

    await page.waitForURL(`**/app/trips/${tripId}/qr`);
    await page.getByRole("img", { name: "Trip QR code" }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "guest-trip-qr-en");
    // Saving the QR works for a guest as for anyone.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("trip-qr.png");
    await toast(page, "Download Starting").waitFor();

    // Back home, the trip area shows the trip with its QR.
    await page.getByRole("button", { name: "Home" }).click();
    await dialog(page).getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/app$/);
    await trips.getByRole("link", { name: "Show trip QR" }).first().waitFor();

    // The server keeps the trip as the guest's own, complete, with its QR.
    const stored = await call(server, "GET", `/api/v1/visit-histories/${tripId}`, undefined, token);
    expect(stored.status).toBe(200);
    expect((stored.body.data as { attributes: Record<string, unknown> }).attributes).toMatchObject({
      travel_type: "DOMESTIC",
      is_domestic: true,
      survey_status: "SUBMITTED",
      customs_status: "SUBMITTED",
      is_completed: true,
      qr_id: expect.any(String),
    });
  });

  it("on an international trip with no test result, the alert goes back to the records to upload one, or on to the QR", async () => {
    const { server, page } = phone;
    const token = await signInAsGuest(server);
    const created = await call(server, "POST", "/api/v1/visit-histories", newTrip(), token);
    expect(created.status).toBe(201);
    const tripId = (created.body.data as { id: string }).id;
    for (const [segment, body] of [
      ["survey", surveyForm()],
      ["customs", customsForm()],
      ["health-declaration", healthDeclarationForm()],
    ] as const) {
      expect((await call(server, "PUT", `/api/v1/visit-histories/${tripId}/${segment}`, body, token)).status).toBe(200);
    }

    await openSignedIn(page, token, `/app/trips/${tripId}/medical?part=records`, { guest: true });
    await page.getByRole("button", { name: "Add a test result" }).waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await dialog(page).getByText("You haven't uploaded your RT-PCR or Antigen result.", { exact: false }).waitFor();
    await snap(page, "guest-trip-missing-result-en");

    // "Upload a result": back to the panel on the same page, its add form a tap away.
    await dialog(page).getByRole("button", { name: "Upload a result" }).click();
    await page.getByRole("button", { name: "Add a test result" }).click();
    await page.getByRole("heading", { name: "Add a test result" }).waitFor();
    expect(page.url()).toMatch(new RegExp(`/app/trips/${tripId}/medical\\?part=records$`));
    await page.getByRole("button", { name: "Cancel" }).click();

    // Still no result: continuing asks again, and Continue goes on to the QR.
    await page.getByRole("button", { name: "Continue" }).click();
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`**/app/trips/${tripId}/qr`);
    await page.getByRole("img", { name: "Trip QR code" }).waitFor();
  });
});
