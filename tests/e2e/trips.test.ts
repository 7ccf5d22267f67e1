import { describe, expect, it } from "vitest";
import { newPhoneContext } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { createTrip, fillCustomsTrip, fillSurvey, finishCustoms } from "./support/trip-forms.ts";
import { call, dayFromToday, dialog, expectFitsThePhone, openSignedIn, snap, toast, travellerWithProfile } from "./support/traveller.ts";

describe("trips in Chromium", () => {
  const phone = phoneForEachTest(() => ({ permissions: ["clipboard-read", "clipboard-write"] }));

  describe("a domestic trip", () => {
    it("completes with the survey and the customs declaration, keeps what was typed through a reload, and shows its QR", async () => {
      const { server, browser, context, page } = phone;
      const token = await travellerWithProfile(server, "lina.sablan@example.com", { name: "Lina", last_name: "Sablan" });
      await openSignedIn(page, token, "/app");
      const trips = page.getByRole("region", { name: "Trips" });
      await trips.getByText("You have no trip declared.", { exact: false }).waitFor();
      await snap(page, "trips-home-no-trip-en");
      await trips.getByRole("link", { name: "Declare a trip" }).click();
      await page.waitForURL("**/app/trips/new");
      await expectFitsThePhone(page);
      await page.getByRole("button", { name: "Start declaration" }).click();
      await page.getByRole("alert").first().waitFor();
      await snap(page, "trips-new-errors-en");
      await createTrip(page, "DOMESTIC", dayFromToday(3));
      // Domestic: the survey, the customs declaration and the QR only.
      expect(await page.locator(".trip-stepper .stepper-step").allTextContents()).toEqual(["Survey", "Customs", "QR"]);
      await fillSurvey(page);
      await expectFitsThePhone(page);
      await snap(page, "trips-survey-en");

      // Unsent answers: the browser's back button asks first, and staying keeps them.
      await page.goBack();
      await expect.poll(() => dialog(page).textContent()).toContain("has not been submitted");
      await snap(page, "trips-leave-question-en");
      await dialog(page).getByRole("button", { name: "Stay" }).click();
      await expect.poll(() => page.url()).toMatch(/\/survey$/);
      expect(await page.locator("#length_of_stay-SAIPAN").inputValue()).toBe("NIGHTS_3");

      await page.getByRole("button", { name: "Submit survey" }).click();
      await page.waitForURL(/\/app\/trips\/[^/]+\/customs$/);
      await page.getByRole("heading", { name: "Customs declaration" }).waitFor();
      const tripUrl = page.url().replace(/\/customs$/, "");

      await fillCustomsTrip(page);
      // The draft is written after 500 quiet ms; the reload asks first (beforeunload), and the draft comes back.
      await page.waitForTimeout(700);
      const asked: string[] = [];
      page.once("dialog", (question) => {
        asked.push(question.type());
        void question.accept();
      });
      await page.reload();
      await page.getByRole("heading", { name: "Customs declaration" }).waitFor();
      expect(asked).toEqual(["beforeunload"]);
      expect((await page.locator("#trip-airline").inputValue()).toUpperCase()).toBe("UNITED AIRLINES");
      expect((await page.locator("#trip-flight_number").inputValue()).toUpperCase()).toBe("UA 873");
      expect(await page.locator("#trip-transport_type-AIR").isChecked()).toBe(true);
      expect(await page.locator("#trip-purpose_of_trip-PLEASURE").isChecked()).toBe(true);
      await snap(page, "trips-customs-restored-en");

      // Offline: the submit fails, says so, and keeps everything typed; online again it goes through.
      await context.setOffline(true);
      await finishCustoms(page);
      await page.getByRole("alert").filter({ hasText: "You seem to be offline." }).waitFor();
      expect(await page.locator("#truthful_consent").isChecked()).toBe(true);
      await snap(page, "trips-customs-offline-en");
      await context.setOffline(false);
      await page.getByRole("button", { name: "Submit declaration" }).click();
      await page.waitForURL(`${tripUrl}/qr`);
      await page.getByText("Your information has been submitted. Please allow us some time to confirm.").waitFor();
      await page.getByText("No remarks available").waitFor();
      await page.getByRole("img", { name: "Trip QR code" }).waitFor();
      await expectFitsThePhone(page);
      await snap(page, "trips-qr-en");

      // On paper: the code and the name only.
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("button", { name: "Download" }).isVisible()).toBe(false);
      expect(await page.getByText("No remarks available").isVisible()).toBe(false);
      expect(await page.getByText("LINA SABLAN").isVisible()).toBe(true);
      await snap(page, "trips-qr-print-en");
      await page.emulateMedia({ media: "screen" });

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download" }).click();
      expect((await download).suggestedFilename()).toBe("trip-qr.png");
      await toast(page, "Download Starting").waitFor();

      await page.getByRole("button", { name: "Copy link" }).click();
      await toast(page, "Link copied to clipboard").waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${server.url}/qr/[A-Za-z0-9_-]+$`));

      const email = page.getByLabel("Send by e-mail");
      expect(await email.inputValue()).toBe("lina.sablan@example.com");
      await email.fill("not-an-email");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await page.getByRole("alert").filter({ hasText: "Invalid Email" }).waitFor();
      await email.fill("lina.sablan@example.com");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await toast(page, "Email Sent").waitFor();

      // Just completed: leaving asks first.
      await page.getByRole("button", { name: "Home" }).click();
      await expect.poll(() => dialog(page).textContent()).toContain("Your trip declaration is complete.");
      await dialog(page).getByRole("button", { name: "Leave" }).click();
      await page.waitForURL(/\/app$/);
      await trips.getByText("Your information has been submitted. Please allow us some time to confirm.").waitFor();
      await trips.getByRole("link", { name: "Show trip QR" }).first().waitFor();
      await snap(page, "trips-home-complete-en");

      // The copied link shows the QR alone, on any device, with no call.
      const other = await newPhoneContext(browser, server.url);
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await otherPage.getByRole("img", { name: "Trip QR code" }).waitFor();
      await snap(otherPage, "trips-public-qr-en");
      await other.close();
    });
  });

  it("deletes a trip after the question, says so and goes home", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "tomas.cruz@example.com", { name: "Tomas", last_name: "Cruz" });
    const created = await call(
      server,
      "POST",
      "/api/v1/visit-histories",
      { travel_type: "US_CITIZEN", is_domestic: 0, date_of_arrival: dayFromToday(5) },
      token,
    );
    expect(created.status).toBe(201);
    await openSignedIn(page, token, "/app");
    const trips = page.getByRole("region", { name: "Trips" });
    await trips.getByRole("link", { name: "Resume trip" }).waitFor();
    await snap(page, "trips-home-resume-en");
    await trips.getByRole("link", { name: "View trip" }).click();
    await page.getByRole("heading", { name: "Your trip" }).waitFor();
    await page.getByText("US Citizen").waitFor();
    await expectFitsThePhone(page);
    await snap(page, "trips-view-en");

    await page.getByRole("button", { name: "Delete trip" }).click();
    await expect.poll(() => dialog(page).textContent()).toContain("What you have filled in for this trip is deleted. Your other trips are not changed.");
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("heading", { name: "Your trip" }).waitFor();
    await page.getByRole("button", { name: "Delete trip" }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await toast(page, "Successfully deleted trip").waitFor();
    await page.waitForURL(/\/app$/);
    await trips.getByText("You have no trip declared.", { exact: false }).waitFor();
    const left = await call(server, "GET", "/api/v1/visit-histories", undefined, token);
    expect(left.body.data).toEqual([]);
  });
});
