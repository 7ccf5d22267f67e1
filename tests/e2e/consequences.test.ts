import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { createStaff } from "../support/staff.ts";
import { customsForm, healthDeclarationForm, newTrip, surveyForm } from "../support/trip-fixtures.ts";
import { newPhoneContext } from "./support/browser.ts";
import { startConsoleServer } from "./support/console-staff.ts";
import { call, dialog, openSignedIn, signInAsGuest, snap, snapScreen, toast, travellerWithProfile } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const PHONE = { width: 390, height: 844 };

/** Issue 29.4 and 29.6: each question says what will stop working before it does (decisions 059 and 060). */
describe("consequences said before they happen, in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);

  /** A foreign trip with survey, customs and health declaration sent: complete, with its QR. */
  async function completeTrip(token: string): Promise<VisitHistory> {
    const id = String((await call(session.server, "POST", "/api/v1/visit-histories", newTrip(), token)).body.uuid);
    expect((await call(session.server, "PUT", `/api/v1/visit-histories/${id}/survey`, surveyForm(), token)).status).toBe(200);
    expect((await call(session.server, "PUT", `/api/v1/visit-histories/${id}/customs`, customsForm(), token)).status).toBe(200);
    const saved = await call(session.server, "PUT", `/api/v1/visit-histories/${id}/health-declaration`, healthDeclarationForm(), token);
    expect(saved.status).toBe(200);
    const trip = (saved.body as unknown as { data: VisitHistory }).data;
    expect(trip.attributes.is_completed).toBe(true);
    return trip;
  }

  async function officerPhone(): Promise<Page> {
    const officer = await createStaff(session.server.database.db, ["customs_officer"]);
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE, hasTouch: true });
    const token = officer.cookie.slice(`${STAFF_COOKIE}=`.length);
    await context.addCookies([
      { name: STAFF_COOKIE, value: token, domain: new URL(session.server.url).hostname, path: "/api/staff", httpOnly: true, sameSite: "Strict" },
    ]);
    return context.newPage();
  }

  it("says which trips lose their QR and which keep customs' decision, what deleting a complete trip stops, and shows customs the day", async () => {
    const token = await travellerWithProfile(session.server, "rosa.diaz@example.com", { name: "Rosa", last_name: "Diaz" });
    const pending = await completeTrip(token);
    const reviewed = await completeTrip(token);
    await session.server.database.db.updateTable("visit_histories").set({ status: "CLEARED" }).where("id", "=", reviewed.id).execute();
    const context = await newPhoneContext(session.browser, session.server.url);
    const page = await context.newPage();

    await openSignedIn(page, token, "/app/medical-records");
    await page.getByRole("button", { name: "Delete my health information" }).click();
    const question = dialog(page);
    await question
      .getByText("Trips customs has not reviewed yet (1): their QR will stop working and customs will see them as incomplete", { exact: false })
      .waitFor();
    await question.getByText("Trips customs has reviewed (1) keep their QR and customs' decision", { exact: false }).waitFor();
    await snapScreen(page, "consequences-health-delete-en");
    await question.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`/app/trips/${reviewed.id}`);
    await page.getByText("This trip keeps its QR code and the customs decision; customs will see that you deleted", { exact: false }).waitFor();
    await page.goto(`/app/trips/${pending.id}`);
    await page.getByRole("button", { name: "Delete trip" }).click();
    await dialog(page).getByText("This trip's QR will stop working and customs will find no trip behind it.").waitFor();
    await snapScreen(page, "consequences-trip-delete-en");
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await toast(page, "Successfully deleted trip").waitFor();

    await page.goto("/app/medical-records");
    await page.getByRole("button", { name: "Delete my health information" }).click();
    await dialog(page).getByText("Trips customs has reviewed (1)", { exact: false }).waitFor();
    expect(await dialog(page).getByText("not reviewed yet", { exact: false }).count()).toBe(0);
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await toast(page, "Your health information has been deleted.").waitFor();

    // The reviewed trip says it keeps its QR, and keeps it.
    await page.goto(`/app/trips/${reviewed.id}`);
    await page.getByText("You deleted your health information on", { exact: false }).waitFor();
    await page.getByText("This trip keeps its QR code and the customs decision", { exact: false }).waitFor();
    expect(await page.getByRole("link", { name: "Delete my health information" }).count()).toBe(0);
    await page.getByRole("link", { name: "Show trip QR" }).waitFor();
    await snap(page, "consequences-reviewed-trip-en");
    await context.close();

    const officer = await officerPhone();
    await officer.goto("/console/customs");
    await officer.getByRole("button", { name: "Type code" }).click();
    await officer.locator("#customs-code").fill(`${session.server.url}/qr/${reviewed.attributes.qr_id ?? ""}`);
    await officer.locator("#customs-code").press("Enter");
    await officer.getByText("Health information deleted by the traveller on", { exact: false }).waitFor();
    await snap(officer, "consequences-customs-card-deleted-phone");
    await officer.context().close();
  }, 120_000);

  it("lets a guest's back button go back, and leaves only by Leave and delete after saying what stops working", async () => {
    const token = await signInAsGuest(session.server);
    const context = await newPhoneContext(session.browser, session.server.url);
    const page = await context.newPage();
    await openSignedIn(page, token, "/app", { guest: true });
    await page.getByRole("heading", { name: "Hello, Guest!" }).waitFor();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Profile" }).click();
    await page.waitForURL("**/app/profile");
    await page.getByRole("button", { name: "Back" }).first().click();
    await page.waitForURL(/\/app$/);
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);

    const account = page.getByRole("navigation", { name: "Account" });
    expect(await account.getByRole("link", { name: "Logout" }).count()).toBe(0);
    await account.getByRole("button", { name: "Leave and delete" }).click();
    await dialog(page).getByText("Your guest session ends and cannot be opened again", { exact: false }).waitFor();
    await dialog(page).getByText("A trip QR code you saved or printed still works at customs", { exact: false }).waitFor();
    await snapScreen(page, "consequences-guest-leave-en");
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
    await account.getByRole("button", { name: "Leave and delete" }).click();
    await dialog(page).getByRole("button", { name: "Leave and delete" }).click();
    await page.waitForURL("**/help");
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("is_guest")])).toEqual([null, null]);
    expect((await call(session.server, "POST", "/api/v1/logout", {}, token)).status).toBe(403);
    await context.close();
  });
});
