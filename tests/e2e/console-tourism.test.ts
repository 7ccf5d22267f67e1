import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { SurveyForm } from "#domain/declarations/survey.ts";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import { saveSurvey } from "../../server/db/stores/tourism/tourism-queries.ts";
import { createStaff } from "../support/staff.ts";
import { surveyForm } from "../support/trip-fixtures.ts";
import type { AppServer } from "./support/app-server.ts";
import { launchBrowser } from "./support/browser.ts";
import { startConsoleServer } from "./support/console-staff.ts";
import { snap } from "./support/traveller.ts";

const TABLET = { width: 1024, height: 768 };
const japan = surveyForm() as SurveyForm;
const korea: SurveyForm = { ...japan, origin_country: "KOREA", stay_place: "TIMESHARE" };
const china: SurveyForm = { ...japan, origin_country: "CHINA" };

/** The first day of the month `back` months before this one (YYYY-MM-DD); never after today. */
function monthStart(back: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

describe("tourism dashboard in Chromium", () => {
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startConsoleServer(inject("webBuild"));
    browser = await launchBrowser();
    // Surveys as the trip API stores them: twelve Japanese and four Korean arrivals two months ago, seven Chinese last month.
    let trip = 0;
    const seed = async (answers: SurveyForm, arrivalDate: string, count: number) => {
      for (let index = 0; index < count; index += 1) {
        trip += 1;
        await saveSurvey(server.database.stores.tourism, { tripId: `e2e-trip-${trip}`, arrivalDate, answers, now: new Date() });
      }
    };
    await seed(japan, monthStart(2), 12);
    await seed(korea, monthStart(2), 4);
    await seed(china, monthStart(1), 7);
  });
  afterAll(async () => {
    await browser?.close();
    await server.close();
  });

  /** A signed-in analyst's tablet. Signing in itself is the customs test's; here the session is written straight in. */
  async function analystTablet(): Promise<{ page: Page; staffId: string }> {
    const analyst = await createStaff(server.database.db, ["tourism_analyst"]);
    const context = await browser.newContext({ baseURL: server.url, viewport: TABLET, hasTouch: true, acceptDownloads: true });
    const token = analyst.cookie.slice(`${STAFF_COOKIE}=`.length);
    await context.addCookies([
      { name: STAFF_COOKIE, value: token, domain: new URL(server.url).hostname, path: "/api/staff", httpOnly: true, sameSite: "Strict" },
    ]);
    return { page: await context.newPage(), staffId: analyst.id };
  }

  it("an analyst opens the dashboard, changes the period and grouping, and downloads the CSV with a purpose; small groups never show their count", async () => {
    const { page, staffId } = await analystTablet();
    await page.goto("/console");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Tourism arrivals" }).click();
    await page.getByRole("heading", { name: "Tourism arrivals" }).waitFor();

    // The last twelve months by month and origin country.
    const table = page.getByRole("table", { name: "Arrivals by Origin country" });
    await table.waitFor();
    await page.locator(".tourism-chart canvas").waitFor();
    const twoMonthsAgo = table.getByRole("row", { name: new RegExp(`^${monthStart(2).slice(0, 7)}`) });
    await expect.poll(() => twoMonthsAgo.getByRole("cell").allTextContents()).toEqual(["12", "fewer than 5", "0"]);
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Month", "Japan", "Korea", "China"]);
    expect(await table.textContent()).not.toMatch(/\b4\b/);
    await snap(page, "console-tourism-months-tablet");

    // Week by week since the first seeded month, by place of stay.
    await page.getByLabel("From").fill(monthStart(2));
    await page.getByLabel("By week").check();
    await page.getByLabel("Grouped by").selectOption({ label: "Place of stay" });
    await page.getByRole("button", { name: "Show arrivals" }).click();
    const weeks = page.getByRole("table", { name: "Arrivals by Place of stay" });
    await weeks.waitFor();
    expect(await weeks.getByRole("columnheader").allTextContents()).toEqual(["Week of", "Hotel", "Timeshare"]);
    expect(await weeks.getByRole("cell", { name: "fewer than 5" }).count()).toBe(1);
    await snap(page, "console-tourism-weeks-tablet");
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "console-tourism-weeks-phone");
    await page.setViewportSize(TABLET);

    // The CSV of what is shown, once the purpose is given.
    await page.getByRole("button", { name: "Download CSV" }).click();
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Say what the export is for." }).waitFor();
    await page.getByLabel("What is the export for?").fill("Monthly report to the board");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(download.suggestedFilename()).toMatch(/^arrivals-stay_place-by-week-.*\.csv$/);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("period,stay_place,arrivals");
    expect(lines.filter((line) => line.endsWith(",TIMESHARE,fewer than 5"))).toHaveLength(1);
    expect(csv).not.toMatch(/,4\r\n/);
    await page.getByRole("status").filter({ hasText: "The CSV has been downloaded." }).waitFor();
    await snap(page, "console-tourism-download-tablet");

    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "purpose"])
      .where("staff_id", "=", staffId)
      .where("action", "like", "tourism.%")
      .orderBy("seq")
      .execute();
    expect(audit).toEqual([
      { action: "tourism.arrivals.read", purpose: null },
      { action: "tourism.arrivals.read", purpose: null },
      { action: "tourism.arrivals.export", purpose: "Monthly report to the board" },
    ]);
  });
});
