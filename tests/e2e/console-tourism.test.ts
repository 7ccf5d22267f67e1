import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { SurveyForm } from "#domain/declarations/survey.ts";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import { saveSurvey } from "../../server/db/stores/tourism/tourism-queries.ts";
import { createStaff } from "../support/staff.ts";
import { surveyForm } from "../support/trip-fixtures.ts";
import { startConsoleServer } from "./support/console-staff.ts";
import { snap } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const DESKTOP = { width: 1280, height: 800 };
const japan = surveyForm() as SurveyForm;
const korea: SurveyForm = { ...japan, origin_country: "KOREA", stay_place: "TIMESHARE" };
const china: SurveyForm = { ...japan, origin_country: "CHINA" };
const stay = (answers: SurveyForm, SAIPAN: SurveyForm["length_of_stay"]["SAIPAN"], visitor_type: SurveyForm["visitor_type"]): SurveyForm => ({
  ...answers,
  visitor_type,
  length_of_stay: { ...answers.length_of_stay, SAIPAN },
});

/** The first day of the month `back` months before this one (YYYY-MM-DD); never after today. */
function monthStart(back: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

describe("tourism dashboard in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);

  beforeAll(async () => {
    // Surveys as the trip API stores them: twelve Japanese and four Korean arrivals two months ago; last month seven Chinese
    // and seventeen Korean: nine staying three nights, six a week or more, two four nights (a small group).
    let trip = 0;
    const seed = async (answers: SurveyForm, arrivalDate: string, count: number) => {
      for (let index = 0; index < count; index += 1) {
        trip += 1;
        await saveSurvey(session.server.database.stores.tourism, { tripId: `e2e-trip-${trip}`, arrivalDate, answers, now: new Date() });
      }
    };
    await seed(japan, monthStart(2), 12);
    await seed(korea, monthStart(2), 4);
    await seed(china, monthStart(1), 7);
    await seed(stay(korea, "NIGHTS_3", "VISITOR"), monthStart(1), 9);
    await seed(stay(korea, "NIGHTS_7_10", "RETURNING_RESIDENT"), monthStart(1), 6);
    await seed(stay(korea, "NIGHTS_4", "VISITOR"), monthStart(1), 2);
  });

  /** A signed-in analyst's screen. Signing in itself is the customs test's; here the session is written straight in. */
  async function analystScreen(): Promise<{ page: Page; staffId: string }> {
    const analyst = await createStaff(session.server.database.db, ["tourism_analyst"]);
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: DESKTOP, hasTouch: true, acceptDownloads: true });
    const token = analyst.cookie.slice(`${STAFF_COOKIE}=`.length);
    await context.addCookies([
      { name: STAFF_COOKIE, value: token, domain: new URL(session.server.url).hostname, path: "/api/staff", httpOnly: true, sameSite: "Strict" },
    ]);
    return { page: await context.newPage(), staffId: analyst.id };
  }

  it("an analyst asks how many Korean visitors came last month by length of stay on Saipan, crossed with visitor type, and downloads the cross-tab", async () => {
    const { page, staffId } = await analystScreen();
    await page.goto("/console");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Tourism arrivals" }).click();
    await page.getByRole("heading", { name: "Tourism arrivals" }).waitFor();

    // The last twelve months by month and origin country.
    const table = page.getByRole("table", { name: "Arrivals by Origin country" });
    await table.waitFor();
    await page.locator(".tourism-chart canvas").waitFor();
    const twoMonthsAgo = table.getByRole("row", { name: new RegExp(`^${monthStart(2).slice(0, 7)}`) });
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Month", "Japan", "Korea", "China"]);
    await expect.poll(async () => (await twoMonthsAgo.getByRole("cell").allTextContents()).length).toBe(3);
    // The four Korean travellers are withheld, and the month's empty Chinese count beside them, so a gap never says someone
    // came; the twelve Japanese are published within 2.
    const [japanese, ...others] = await twoMonthsAgo.getByRole("cell").allTextContents();
    expect(others).toEqual(["withheld", "withheld"]);
    expect(Math.abs(Number(japanese) - 12)).toBeLessThanOrEqual(2);
    expect(await table.textContent()).not.toMatch(/\b4\b/);
    await snap(page, "console-tourism-months-desktop");

    // Korean visitors, last month, by length of stay on Saipan, crossed with visitor type.
    await page.getByRole("button", { name: "Last month" }).click();
    await page.getByLabel("Grouped by").selectOption({ label: "Length of stay on Saipan" });
    await page.getByLabel("Cross-tab with").selectOption({ label: "Visitor type (purpose of trip)" });
    await page.getByRole("group", { name: "Only travellers who answered" }).getByLabel("Origin country").selectOption({ label: "Korea" });
    await page.getByRole("button", { name: "Show arrivals" }).click();

    // A single month: bars with their counts, the small group a gap that says so, and a note saying what a gap is.
    const bars = page.locator(".tourism-bars li");
    await expect.poll(() => bars.count()).toBe(3);
    // The two staying four nights, and the month's smallest other group with them, so neither is the total minus the rest.
    expect(await bars.filter({ hasText: "withheld" }).count()).toBe(2);
    await page.getByText("A gap is a withheld count").waitFor();
    const cross = page.getByRole("table", { name: /^Length of stay on Saipan by Visitor type/ });
    await cross.waitFor();
    expect(await cross.getByRole("columnheader").allTextContents()).toEqual(["Length of stay on Saipan", "Visitor", "Returning Resident", "Total"]);
    expect(await cross.getByRole("cell", { name: "withheld" }).count()).toBeGreaterThanOrEqual(2);
    expect(await cross.textContent()).not.toMatch(/\b2\b/);
    await snap(page, "console-tourism-korean-last-month-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "console-tourism-korean-last-month-phone");
    await page.setViewportSize(DESKTOP);

    // The cross-tab as Excel, once the purpose is given.
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await page.getByLabel("Cross-tab (Excel)").check();
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Say what the export is for." }).waitFor();
    await page.getByLabel("What is the export for?").fill("Monthly report to the board");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^arrivals-stay_saipan-by-visitor_type-.*\.xlsx$/);
    expect(
      readFileSync((await download.path()) ?? "")
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
    await page.getByRole("status").filter({ hasText: "The file has been downloaded." }).waitFor();
    await snap(page, "console-tourism-download-desktop");

    const audit = await session.server.database.db
      .selectFrom("audit_events")
      .select(["action", "purpose", "shown"])
      .where("staff_id", "=", staffId)
      .where("action", "like", "tourism.%")
      .orderBy("seq")
      .execute();
    expect(audit.map((row) => [row.action, row.purpose])).toEqual([
      ["tourism.arrivals.read", null],
      ["tourism.arrivals.read", null],
      ["tourism.arrivals.read", null],
      ["tourism.arrivals.export", "Monthly report to the board"],
    ]);
    expect(audit.at(-1)?.shown).toContain("origin_country in KOREA");
  });
});
