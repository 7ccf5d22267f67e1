import { beforeAll, describe, expect, it } from "vitest";
import { phoneForEachTest } from "./support/phone-session.ts";
import { documentPhoto } from "./support/photos.ts";
import {
  call,
  dayFromToday,
  dialog,
  expectFitsThePhone,
  openSignedIn,
  sign,
  snap,
  toast,
  travellerWithProfile,
  startForeignTrip,
} from "./support/traveller.ts";

/** A datetime-local value `hours` before now, in the browser's time zone (the test's and the browser's are the same machine's). */
function hoursAgoLocal(hours: number): string {
  const then = new Date(Date.now() - hours * 3_600_000);
  return new Date(then.getTime() - then.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

describe("medical records in Chromium", () => {
  const phone = phoneForEachTest();
  let cardPng: Buffer;

  beforeAll(async () => {
    cardPng = await documentPhoto(320, 200);
  });

  it("adds a vaccination dose with a PNG through the file tab (a refused date keeps what was typed), sees it listed after a reload, and deletes it after confirming", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "lina.santos@example.com", { name: "Lina", last_name: "Santos" });
    await openSignedIn(page, token, "/app");
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Medical records" }).click();
    await page.waitForURL("**/app/medical-records");
    await page.getByText("No vaccination doses yet.").waitFor();
    await page.getByText("No test results yet.").waitFor();
    await expectFitsThePhone(page);
    await snap(page, "medical-records-empty-en");

    await page.getByRole("button", { name: "Add a vaccination dose" }).click();
    const form = page.getByRole("form", { name: "Add a vaccination dose" });
    await form.getByRole("button", { name: "Save" }).click();
    // Nothing is sent until the form is complete: each missing part says so.
    await form.getByText("Please choose one.").waitFor();
    await form.getByText("Upload an image of the document.").waitFor();
    await snap(page, "medical-records-dose-errors-en");

    await form.locator("#dose-dose_type").selectOption({ label: "Covid-19 dose" });
    await form.locator("#dose-product_name").fill("COMIRNATY");
    await form.locator("#dose-lot_number").fill("FK1234");
    await form.locator("#dose-date_administered").fill(dayFromToday(2));
    await form.locator("#dose-site").fill("Commonwealth Health Center, Saipan");
    await form.locator("input[type=file]").setInputFiles({ name: "vaccine-card.png", mimeType: "image/png", buffer: cardPng });
    await form.getByRole("img", { name: "Uploaded image vaccine-card.png" }).waitFor();
    // The server refuses a date still to come: its message shows on the field and nothing typed is lost.
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("The date cannot be in the future.").waitFor();
    expect(await form.locator("#dose-lot_number").inputValue()).toBe("FK1234");
    await form.getByRole("img", { name: "Uploaded image vaccine-card.png" }).waitFor();
    await form.locator("#dose-date_administered").fill(dayFromToday(-60));
    await expectFitsThePhone(page);
    await snap(page, "medical-records-dose-form-en");
    await form.getByRole("button", { name: "Save" }).click();
    await form.waitFor({ state: "detached" });
    await toast(page, "Saved!").waitFor();

    const doses = page.getByRole("region", { name: "Vaccination doses" });
    await doses.getByRole("heading", { name: "Covid-19 dose" }).waitFor();
    await doses.getByText("COMIRNATY").waitFor();
    await doses.getByText("FK1234").waitFor();
    await doses.getByRole("img", { name: "Vaccine card of the Covid-19 dose" }).waitFor();
    await snap(page, "medical-records-dose-listed-en");

    // Kept by the server, not only shown.
    await page.reload();
    await doses.getByText("COMIRNATY").waitFor();
    const stored = await call(server, "GET", "/api/v1/me/vaccinations", undefined, token);
    expect((stored.body.data as { attributes: { lot_number: string; card_image: string } }[]).map((dose) => dose.attributes.lot_number)).toEqual(["FK1234"]);

    await doses.getByRole("button", { name: "Delete" }).click();
    await dialog(page).getByText("Are you sure you want to delete?").waitFor();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await doses.getByText("COMIRNATY").waitFor();
    await doses.getByRole("button", { name: "Delete" }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await toast(page, "Successfully deleted").waitFor();
    await doses.getByText("No vaccination doses yet.").waitFor();
    const after = await call(server, "GET", "/api/v1/me/vaccinations", undefined, token);
    expect(after.body.data).toEqual([]);
  });

  it("shows an RT-PCR result taken more than 48 hours before arrival as not valid and a recent one as valid; deleting all health information empties the lists", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "kenji.mori@example.com", { name: "Kenji", last_name: "Mori" });
    const today = dayFromToday(0);
    await openSignedIn(page, token, "/app/medical-records");
    const results = page.getByRole("region", { name: "RT-PCR and antigen results" });

    async function addResult(test: string, result: string, takenAt: string): Promise<void> {
      await results.getByRole("button", { name: "Add a test result" }).click();
      const form = page.getByRole("form", { name: "Add a test result" });
      await form.locator("#result-test_type").selectOption({ label: test });
      await form.locator("#result-result").selectOption({ label: result });
      await form.locator("#result-taken_at").fill(takenAt);
      await form.locator("input[type=file]").setInputFiles({ name: "result.png", mimeType: "image/png", buffer: cardPng });
      await form.getByRole("img", { name: "Uploaded image result.png" }).waitFor();
      await form.getByRole("button", { name: "Save" }).click();
      await form.waitFor({ state: "detached" });
    }

    await addResult("RT-PCR", "Negative", hoursAgoLocal(72));
    await results.getByRole("heading", { name: "RT-PCR: Negative" }).waitFor();
    const created = await call(server, "POST", "/api/v1/visit-histories", { travel_type: "INTERNATIONAL", is_domestic: 0, date_of_arrival: today }, token);
    expect(created.status).toBe(201);
    await page.goto(`/app/trips/${created.body.uuid as string}/medical?part=records`);
    await results.getByText("Too old for your arrival").waitFor();
    await results.getByText("RT-PCR results count for 48 hours before arrival.", { exact: false }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "medical-records-step-too-old-en");

    await addResult("RT-PCR", "Negative", hoursAgoLocal(2));
    await results.getByText("Valid for your arrival").waitFor();
    await results.getByText("Too old for your arrival").waitFor();
    await snap(page, "medical-records-step-valid-en");

    // From the menu page, all of it can go at once.
    await page.goto("/app/medical-records");
    await results.getByText("Sample taken").first().waitFor();
    await page.getByRole("button", { name: "Delete my health information" }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await toast(page, "Your health information has been deleted.").waitFor();
    await results.getByText("No test results yet.").waitFor();
    expect((await call(server, "GET", "/api/v1/me/test-results", undefined, token)).body.data).toEqual([]);
  });

  it("declares health and attests in the trip flow: none of the above, exactly one exception, cleared when fully vaccinated, agreed and signed", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "mele.tuilagi@example.com", { name: "Mele", last_name: "Tuilagi" });
    const created = await startForeignTrip(server, token, 0);
    const tripId = created.body.uuid as string;
    await openSignedIn(page, token, `/app/trips/${tripId}/medical?part=health-declaration`);

    await page.getByText("Do you have, or have you had in the past 14 days, any of the following?").waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").filter({ hasText: "Please select atleast 1" }).waitFor();
    await page.getByRole("alert").filter({ hasText: "Please sign the form to proceed." }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "health-declaration-errors-en");
    await page.getByLabel("None of the above").check();
    await sign(page);
    await expect.poll(() => page.getByLabel("Printed name").inputValue()).toBe("MELE TUILAGI");
    await snap(page, "health-declaration-signed-en");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/part=attestation/);

    await page.getByLabel("I am not fully vaccinated").check();
    const exceptions = page.getByRole("group", { name: /Exception/ });
    await exceptions.getByLabel("Medical reason").check();
    await exceptions.getByLabel("Sea crew member").check();
    // Ticking one unticks the other: exactly one exception.
    expect(await exceptions.getByRole("checkbox", { checked: true }).count()).toBe(1);
    await expect.poll(() => exceptions.getByLabel("Sea crew member").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").filter({ hasText: "You must agree to the Privacy Act statement." }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "attestation-not-fully-vaccinated-en");

    await page.getByLabel("I am fully vaccinated").check();
    await exceptions.waitFor({ state: "detached" });
    await page.getByLabel("I have read the Privacy Act statement and agree to it.").check();
    await sign(page);
    await snap(page, "attestation-fully-vaccinated-en");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/part=records/);

    const declaration = await call(server, "GET", `/api/v1/visit-histories/${tripId}/health-declaration`, undefined, token);
    expect((declaration.body.data as { attributes: { symptoms: string[] } }).attributes.symptoms).toEqual(["NONE_OF_THE_ABOVE"]);
    const attestation = await call(server, "GET", `/api/v1/visit-histories/${tripId}/attestation`, undefined, token);
    expect((attestation.body.data as { attributes: Record<string, unknown> }).attributes).toMatchObject({
      vaccination_status: "FULLY_VACCINATED",
      exceptions: [],
      privacy_act_agreement: true,
      signature: { printed_name: "MELE TUILAGI" },
    });
  });
});
