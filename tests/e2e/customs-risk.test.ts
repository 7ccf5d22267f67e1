import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { createStaff } from "../support/staff.ts";
import { randomUUID } from "node:crypto";
import { insertTestResult } from "../../server/db/stores/health/medical-record-queries.ts";
import { customsForm, domesticTrip, healthDeclarationForm, newTrip, surveyForm } from "../support/trip-fixtures.ts";
import { newPhoneContext } from "./support/browser.ts";
import { startConsoleServer } from "./support/console-staff.ts";
import { call, openSignedIn, snap, travellerWithProfile } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/**
 * Decision 036: the customs card puts the referral reasons first, the officer sends a
 * standard message the traveller reads in Korean, and the reviewed trip offers no edit or delete.
 */
describe("customs card by risk, standard messages and a reviewed trip in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);

  /** A traveller's domestic trip declared through the API: firearms Yes, 101 fl oz of spirits (limit 77). */
  async function declaredTrip(): Promise<{ token: string; trip: VisitHistory }> {
    const token = await travellerWithProfile(session.server, "min-ji.kim@example.com", { name: "Min-ji", last_name: "Kim" });
    const created = await call(session.server, "POST", "/api/v1/visit-histories", domesticTrip(), token);
    const id = String(created.body.uuid);
    expect((await call(session.server, "PUT", `/api/v1/visit-histories/${id}/survey`, surveyForm(), token)).status).toBe(200);
    const form = customsForm();
    const customs = {
      ...form,
      items: { ...form.items, has_harmful_objects: true },
      quantities: { alcohol_distilled_floz: 101, alcohol_beer_floz: 0, alcohol_wine_floz: 0 },
    };
    const saved = await call(session.server, "PUT", `/api/v1/visit-histories/${id}/customs`, customs, token);
    expect(saved.status).toBe(200);
    return { token, trip: (saved.body as unknown as { data: VisitHistory }).data };
  }

  /** The officer's console at the given size, signed in by a session written into the database. */
  async function officerConsole(viewport: { width: number; height: number }): Promise<Page> {
    const officer = await createStaff(session.server.database.db, ["customs_officer"]);
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport, hasTouch: true });
    const token = officer.cookie.slice(`${STAFF_COOKIE}=`.length);
    await context.addCookies([
      { name: STAFF_COOKIE, value: token, domain: new URL(session.server.url).hostname, path: "/api/staff", httpOnly: true, sameSite: "Strict" },
    ]);
    return context.newPage();
  }

  async function openCard(page: Page, qrId: string): Promise<void> {
    await page.goto("/console/customs");
    await page.getByRole("button", { name: "Type code" }).click();
    // The typing field, whatever it is called: it takes the trip link as a scanner types it.
    await page.locator("#customs-code").fill(`${session.server.url}/qr/${qrId}`);
    await page.locator("#customs-code").press("Enter");
    await page.locator(".customs-card").waitFor();
  }

  /** Each element lies wholly within the first screen, with the page scrolled to its top. */
  async function inFirstScreen(page: Page, selector: string): Promise<boolean[]> {
    return page.evaluate((css) => {
      window.scrollTo(0, 0);
      return [...document.querySelectorAll(css)].map((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      });
    }, selector);
  }

  it("shows firearms and the spirits over the limit first, without scrolling, at 1024×768 and 390×844; the traveller reads the standard message in Korean and cannot edit or delete the reviewed trip", async () => {
    const { token, trip } = await declaredTrip();
    const qrId = trip.attributes.qr_id ?? "";
    expect(qrId).not.toBe("");

    for (const [size, viewport] of [
      ["tablet", TABLET],
      ["phone", PHONE],
    ] as const) {
      const page = await officerConsole(viewport);
      await openCard(page, qrId);
      const reasons = page.locator(".customs-reason");
      await expect
        .poll(() => reasons.allTextContents())
        .toEqual(["Firearms, drugs or other harmful objects declared", "Distilled spirits: 101 fl oz, limit 77 — 24 over"]);
      expect(await inFirstScreen(page, ".customs-reason")).toEqual([true, true]);
      await snap(page, `customs-risk-card-${size}`);
      if (size === "phone") {
        // The decision: for inspection, with the standard message naming desk 3, and an internal note.
        await page.getByLabel("For inspection").check();
        await page.getByText("Note, and message to the traveller (optional)").click();
        await page.getByLabel("Message to the traveller (shown in their language)").selectOption("declare_currency_at_desk");
        await page.getByLabel("Desk", { exact: true }).fill("3");
        await page.getByLabel("Internal note (officers only, optional)").fill("Pistol case in the grey suitcase.");
        await page.getByRole("button", { name: "Record decision" }).click();
        await page.getByRole("heading", { name: "Decision recorded." }).waitFor();
        await page.getByText("Message to the traveller: Please declare your currency at desk 3.").waitFor();
        await page.getByText("Internal note: Pistol case in the grey suitcase.").waitFor();
        await snap(page, "customs-risk-decided-phone");
        // A mis-tap: the deciding officer amends within the window, with a reason; both decisions stay on the card.
        await page.getByRole("button", { name: /^Amend the decision/ }).click();
        await page.getByLabel("Secondary inspection").check();
        await page.getByLabel("Why the decision changes (required)").fill("Meant secondary: the firearm needs the armoury desk.");
        await page.getByText("Note, and message to the traveller (optional)").click();
        await page.getByLabel("Message to the traveller (shown in their language)").selectOption("declare_currency_at_desk");
        await page.getByLabel("Desk", { exact: true }).fill("3");
        await page.getByRole("button", { name: "Record the change" }).click();
        await page.getByRole("heading", { name: "Decision recorded." }).waitFor();
        const trail = page.locator(".customs-trail-entry");
        await expect.poll(() => trail.count()).toBe(2);
        await trail.nth(1).getByText("Why: Meant secondary: the firearm needs the armoury desk.").waitFor();
        expect(await trail.nth(1).locator(".customs-trail-head").textContent()).toBe("Amended: Secondary inspection");
        await snap(page, "customs-risk-amended-phone");
      }
      await page.context().close();
    }

    // The traveller, in Korean, reads the message and what happens next on the home, trip and QR screens; never the note.
    const context = await newPhoneContext(session.browser, session.server.url);
    const traveller = await context.newPage();
    const message = "3번 창구에서 소지한 통화를 신고하십시오.";
    const next = "모든 짐을 가지고 직원을 따라 2차 검사로 가십시오. 시간이 걸릴 수 있습니다.";
    for (const [screen, at] of [
      ["home", "/app"],
      ["trip", `/app/trips/${trip.id}`],
      ["qr", `/app/trips/${trip.id}/qr`],
    ] as const) {
      await openSignedIn(traveller, token, at, { lang: "ko" });
      const shown = traveller.getByTestId("officer-message");
      await expect.poll(() => shown.textContent(), { timeout: 15_000 }).toBe(message);
      await traveller.getByText(next, { exact: false }).first().waitFor();
      expect(await traveller.getByText("Pistol case").count()).toBe(0);
      await snap(traveller, `customs-risk-traveller-${screen}-ko-phone`);
      if (screen === "trip") {
        // Reviewed: no edit of any part, no delete; the notice says why, and what deleting health information would do.
        await traveller.getByTestId("trip-reviewed").waitFor();
        expect(await traveller.locator(".trip-parts a").count()).toBe(0);
        expect(await traveller.locator("button.destructive").count()).toBe(0);
      }
    }
    await context.close();
  }, 180_000);

  it("says in red what is true of the health part in pandemic mode: the symptoms declared and the test result's age at arrival", async () => {
    const token = await travellerWithProfile(session.server, "haruto.sato@example.com", { name: "Haruto", last_name: "Sato" });
    const created = await call(session.server, "POST", "/api/v1/visit-histories", newTrip(), token);
    const id = String(created.body.uuid);
    expect((await call(session.server, "PUT", `/api/v1/visit-histories/${id}/survey`, surveyForm(), token)).status).toBe(200);
    const form = customsForm();
    const clean = { ...form, items: { ...form.items, has_alcohol: false }, quantities: {} };
    expect((await call(session.server, "PUT", `/api/v1/visit-histories/${id}/customs`, clean, token)).status).toBe(200);
    const saved = await call(session.server, "PUT", `/api/v1/visit-histories/${id}/health-declaration`, healthDeclarationForm(["FEVER", "DRY_COUGH"]), token);
    expect(saved.status).toBe(200);
    const trip = (saved.body as unknown as { data: VisitHistory }).data;
    const userId =
      (await session.server.database.db.selectFrom("visit_histories").select("user_id").where("id", "=", id).executeTakeFirstOrThrow()).user_id ?? "";
    const arrivalEnd = Date.parse(`${trip.attributes.date_of_arrival}T23:59:59.999Z`);
    await insertTestResult(session.server.database.stores.health, {
      id: randomUUID(),
      user_id: userId,
      test_type: "RT_PCR",
      result: "NEGATIVE",
      taken_at: new Date(arrivalEnd - 49 * 3_600_000 + 1).toISOString(),
      document: "result.png::/x",
      created_at: new Date().toISOString(),
    });
    const page = await officerConsole(PHONE);
    await openCard(page, trip.attributes.qr_id ?? "");
    const health = page.getByRole("list", { name: "Health requirement" });
    await expect
      .poll(() => health.locator("li").allTextContents())
      .toEqual(["✗ Symptoms declared: fever and dry cough", "✗ Test result 49 h old at arrival (valid 48 h)"]);
    // Nothing declared at customs: one line, the answers folded.
    await page.locator(".customs-clean").getByText("Nothing to declare").waitFor();
    expect(await page.getByText("Health requirement met").count()).toBe(0);
    expect(await inFirstScreen(page, ".customs-health li")).toEqual([true, true]);
    await snap(page, "customs-risk-health-phone");
    await page.context().close();
  });
});
