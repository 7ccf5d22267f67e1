import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { VisitHistory } from "#domain/trips.ts";
import { customsForm, healthDeclarationForm, newTrip, surveyForm } from "../support/trip-fixtures.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { call, dayFromToday, dialog, expectFitsThePhone, openSignedIn, signInAsGuest, snap, toast, travellerWithProfile } from "./support/traveller.ts";

const headerTitle = (page: Page) => page.locator(".header-title");

/** The names of the home's cards and menu, top to bottom. */
function homeOrder(page: Page): Promise<string[]> {
  return page
    .locator(".signed-in-home > :is(section, nav)")
    .evaluateAll((parts) => parts.map((part) => document.getElementById(part.getAttribute("aria-labelledby") ?? "")?.textContent ?? ""));
}

describe("the signed-in home and its navigation in Chromium", () => {
  const phone = phoneForEachTest();

  /** Checks the traveller in at the first seeded branch through the API: the visit stays open. */
  async function openVisit(token: string): Promise<string> {
    const { server } = phone;
    const branch = await server.database.db.selectFrom("establishments").select(["id", "name"]).orderBy("created_at").executeTakeFirstOrThrow();
    const purposes = await call(server, "GET", "/api/v1/purpose");
    const purpose = (purposes.body.data as string[])[0] ?? "";
    const confirmed = await call(server, "POST", "/api/v1/me/profile/scan_qr/confirm", { uuid: branch.id, purpose }, token);
    expect(confirmed.status).toBe(200);
    return branch.name;
  }

  it("leads with the trip, then the logbook, and keeps the account's ways in a menu at the end (English and Japanese)", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "home.order@example.com", { name: "Mia", last_name: "Reyes" });
    await openSignedIn(page, token, "/app");
    await page.getByRole("heading", { name: "Hello, MIA!" }).waitFor();
    const trips = page.getByRole("region", { name: "Trips" });
    await trips.getByRole("link", { name: "Declare a trip" }).waitFor();
    expect(await homeOrder(page)).toEqual(["Trips", "Digital Logbook", "Account"]);
    // The trip's way on is the screen's one primary button.
    expect(await page.locator(".signed-in-home .button.primary").allTextContents()).toEqual(["Declare a trip"]);
    await page.getByRole("region", { name: "Digital Logbook" }).getByRole("link", { name: "Scan QR Code" }).waitFor();
    expect(await headerTitle(page).textContent()).toBe("Home");
    expect(await page.getByRole("link", { name: "Back to home" }).count()).toBe(0);
    const menu = page.getByRole("navigation", { name: "Account" });
    for (const name of ["Profile", "Medical records", "Notifications", "Logout"]) await menu.getByRole("link", { name, exact: true }).waitFor();
    // Signing out is the menu's last way, and never looks like the primary one.
    expect(await menu.locator("a, button").last().textContent()).toBe("Logout");
    expect(await menu.getByRole("link", { name: "Logout" }).getAttribute("class")).toContain("destructive");
    await expectFitsThePhone(page);
    await snap(page, "home-navigation-en");

    await menu.getByRole("link", { name: "Profile", exact: true }).click();
    await page.waitForURL("**/app/profile");
    await expect.poll(() => headerTitle(page).textContent()).toBe("Profile");
    await page.goBack();
    await menu.getByRole("link", { name: "Medical records", exact: true }).click();
    await page.waitForURL("**/app/medical-records");
    await page.goBack();
    await menu.getByRole("link", { name: "Notifications", exact: true }).click();
    await page.waitForURL("**/app/notifications");
    await page.goBack();

    await menu.getByRole("button", { name: /^Language/ }).click();
    await page.getByRole("dialog", { name: "Select a language" }).getByRole("button", { name: "日本語" }).click();
    await page.getByRole("heading", { name: "こんにちは、MIAさん！" }).waitFor();
    await expect.poll(() => headerTitle(page).textContent()).toBe("ホーム");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ja");
    await expectFitsThePhone(page);
    await snap(page, "home-navigation-ja");
  });

  it("offers to resume a trip not finished yet as the home's primary way on", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "home.resume@example.com", { name: "Ivy", last_name: "Tenorio" });
    const trip = await call(server, "POST", "/api/v1/visit-histories", { travel_type: "DOMESTIC", is_domestic: 1, date_of_arrival: dayFromToday(4) }, token);
    expect(trip.status).toBe(201);
    await openSignedIn(page, token, "/app");
    const trips = page.getByRole("region", { name: "Trips" });
    await trips.getByRole("link", { name: "Resume trip" }).waitFor();
    expect(await page.locator(".signed-in-home .button.primary").allTextContents()).toEqual(["Resume trip"]);
    expect(await homeOrder(page)).toEqual(["Trips", "Digital Logbook", "Account"]);
    await page.getByRole("region", { name: "Digital Logbook" }).getByRole("link", { name: "Scan QR Code" }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "home-trip-pending-en");
  });

  for (const [lang, showQr] of [
    ["en", "Show trip QR"],
    ["ja", "渡航用QRを表示"],
  ] as const) {
    it(`shows a finished trip's status and QR first, its QR the home's primary way on (${lang})`, async () => {
      const { server, page } = phone;
      const token = await travellerWithProfile(server, `home.done.${lang}@example.com`, { name: "Rey", last_name: "Aguon" });
      const created = await call(server, "POST", "/api/v1/visit-histories", newTrip(), token);
      expect(created.status).toBe(201);
      const tripId = (created.body.data as VisitHistory).id;
      for (const [segment, form] of [
        ["survey", surveyForm()],
        ["customs", customsForm()],
        ["health-declaration", healthDeclarationForm()],
      ] as const) {
        expect((await call(server, "PUT", `/api/v1/visit-histories/${tripId}/${segment}`, form, token)).status).toBe(200);
      }
      await openSignedIn(page, token, "/app", { lang });
      const trips = page.locator(".home-trip");
      await trips.locator(".home-trip-qr svg").waitFor();
      expect(await page.locator(".signed-in-home .button.primary").allTextContents()).toEqual([showQr]);
      expect(await page.locator(".signed-in-home > :is(section, nav)").first().getAttribute("class")).toContain("home-trip");
      await page.locator(".home-logbook a.button").waitFor();
      await expectFitsThePhone(page);
      await snap(page, `home-trip-complete-${lang}`);
    });
  }

  it("Two trips on home: the complete one's QR stays visible while the second is a draft", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "home.two.trips@example.com", { name: "Tala", last_name: "Santos" });
    const created = await call(server, "POST", "/api/v1/visit-histories", newTrip(), token);
    const tripId = (created.body.data as VisitHistory).id;
    for (const [segment, form] of [
      ["survey", surveyForm()],
      ["customs", customsForm()],
      ["health-declaration", healthDeclarationForm()],
    ] as const) {
      expect((await call(server, "PUT", `/api/v1/visit-histories/${tripId}/${segment}`, form, token)).status).toBe(200);
    }
    // The second trip is newer and arrives sooner, and is only started.
    const draft = await call(server, "POST", "/api/v1/visit-histories", { travel_type: "DOMESTIC", is_domestic: 1, date_of_arrival: dayFromToday(1) }, token);
    expect(draft.status).toBe(201);

    await openSignedIn(page, token, "/app");
    const trips = page.locator(".home-trip");
    await trips.locator(".home-trip-qr svg").waitFor();
    expect(await page.locator(".signed-in-home .button.primary").allTextContents()).toEqual(["Show trip QR"]);
    const others = page.getByRole("region", { name: "Your other trips" });
    const draftRow = others.getByRole("listitem");
    expect(await draftRow.count()).toBe(1);
    await draftRow.getByText("Not complete yet").waitFor();
    await draftRow.getByText(/^Domestic.*, arriving /).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "home-two-trips-en");
    await draftRow.getByRole("link", { name: "Resume trip" }).click();
    await page.waitForURL(`**/trips/${(draft.body.data as VisitHistory).id}/**`);
    await page.goBack();
    await trips.locator(".home-trip-qr svg").waitFor();
  });

  it("asks before Logout from the menu; Cancel stays signed in, Logout signs out", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "home.logout@example.com", { name: "Noa", last_name: "Cruz" });
    await openSignedIn(page, token, "/app");
    const logout = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Logout" });
    await logout.click();
    await dialog(page).getByText("Are you sure you want to logout?", { exact: true }).waitFor();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);

    await logout.click();
    await dialog(page).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/help");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await call(server, "POST", "/api/v1/logout", {}, token)).status).toBe(403);
  });

  it("gives a guest the same home without a name, and Leave and delete instead of Logout", async () => {
    const { server, page } = phone;
    const token = await signInAsGuest(server);
    await openSignedIn(page, token, "/app", { guest: true });
    await page.getByRole("heading", { name: "Hello, Guest!" }).waitFor();
    await page.getByRole("region", { name: "Trips" }).getByRole("link", { name: "Declare a trip" }).waitFor();
    expect(await page.getByText("Please complete your profile!").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Back to home" }).count()).toBe(0);
    await page.getByRole("region", { name: "Digital Logbook" }).getByRole("link", { name: "Scan QR Code" }).waitFor();
    await snap(page, "home-guest-en");
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Leave and delete" }).click();
    await dialog(page).getByText("Your guest session ends and cannot be opened again", { exact: false }).waitFor();
    await dialog(page).getByRole("button", { name: "Leave and delete" }).click();
    await page.waitForURL("**/help");
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("is_guest")])).toEqual([null, null]);
  });

  it("shows the open visit first on the logbook home with no 'No visits yet', and checks it out from the home", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "home.visit@example.com", { name: "Eli", last_name: "Santos" });
    const place = await openVisit(token);

    await openSignedIn(page, token, "/digital-logbook");
    const openCard = page.getByRole("region", { name: "You are checked in" });
    await openCard.getByText(place, { exact: false }).waitFor();
    await page.getByRole("heading", { name: "Recent visits" }).waitFor();
    await page.getByText("No earlier visits.").waitFor();
    expect(await page.getByText("No visits yet.").count()).toBe(0);
    // The open visit comes before everything else, and its check-out is the one primary button.
    expect(await page.locator(".logbook-home > *").first().getAttribute("aria-labelledby")).toBe("open-visit-title");
    expect(await page.locator(".logbook-home .button.primary").allTextContents()).toEqual(["Check out"]);
    expect(await headerTitle(page).textContent()).toBe("Logbook");
    await expectFitsThePhone(page);
    await snap(page, "logbook-home-open-visit-en");

    await page.goto("/app");
    const logbook = page.getByRole("region", { name: "Digital Logbook" });
    await logbook.getByText("You are checked in").waitFor();
    await logbook.getByText(place, { exact: false }).waitFor();
    await snap(page, "home-open-visit-en");
    await logbook.getByRole("button", { name: "Check out" }).click();
    await toast(page, "You have checked out.").waitFor();
    await expect.poll(() => logbook.getByText("You are checked in").count()).toBe(0);
    await logbook.getByRole("link", { name: "Scan QR Code" }).click();
    await page.waitForURL("**/digital-logbook/scan");
    await expect.poll(() => headerTitle(page).textContent()).toBe("Scan");
  });

  it("shows the open visit in Japanese on the home and the logbook home", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "home.visit.ja@example.com", { name: "Aki", last_name: "Sato" });
    const place = await openVisit(token);
    await openSignedIn(page, token, "/app", { lang: "ja" });
    await page.getByRole("region", { name: "デジタル来訪記録" }).getByText(place, { exact: false }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "home-open-visit-ja");
    await page.goto("/digital-logbook");
    await page.locator(".open-visit").getByText(place, { exact: false }).waitFor();
    await page.locator(".my-qr-code").waitFor();
    // The recent visits have loaded (the open one is apart) when no loading message is left.
    await expect.poll(() => page.locator(".logbook-home [role=status]").count()).toBe(0);
    await expectFitsThePhone(page);
    await snap(page, "logbook-home-open-visit-ja");
  });

  it("titles the signed-out /app Sign in", async () => {
    const { page } = phone;
    await page.goto("/help");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.goto("/app");
    await page.getByRole("heading", { name: "How to get started" }).waitFor();
    await expect.poll(() => headerTitle(page).textContent()).toBe("Sign in");
  });
});
