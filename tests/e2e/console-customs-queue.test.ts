import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { commonwealthDate } from "#domain/customs-queue.ts";
import { formatTripCode, tripCodeOf } from "#domain/trip-code.ts";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import { tripQrValue } from "#domain/trips.ts";
import { declaredTrip, type DeclaredTrip } from "../api/customs-support.ts";
import type { ApiServer } from "../support/api-server.ts";
import { createStaff } from "../support/staff.ts";
import { customsForm } from "../support/trip-fixtures.ts";
import type { AppServer } from "./support/app-server.ts";
import { screenshot } from "./support/browser.ts";
import { startConsoleServer } from "./support/console-staff.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The e2e server as the API fixtures call it: over HTTP. */
function asApiServer(server: AppServer): ApiServer {
  return {
    ...server,
    request: async ({ method, url, headers, payload }) => {
      const response = await fetch(server.url + url, { method, headers, body: payload });
      const body = await response.text();
      return { statusCode: response.status, headers: Object.fromEntries(response.headers), body, json: <T>() => JSON.parse(body) as T };
    },
  };
}

const codeOf = (trip: DeclaredTrip) => tripCodeOf(trip.trip.attributes.qr_id ?? "");

describe("customs at the belt, built for a queue, in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);
  const trips: DeclaredTrip[] = [];
  const lookups: string[] = [];

  beforeAll(async () => {
    const api = asApiServer(session.server);
    const today = commonwealthDate(new Date());
    for (let index = 0; index < 4; index++) {
      trips.push(
        await declaredTrip(api, { customs: { trip: { ...customsForm().trip, date_of_arrival: today, flight_number: index < 3 ? "UA 154" : "NH 9" } } }),
      );
    }
  });

  /** A signed-in officer's device; signing in itself is the console customs test's, here the session is written straight in. */
  async function officerDevice(viewport: { width: number; height: number }): Promise<Page> {
    const officer = await createStaff(session.server.database.db, ["customs_officer"]);
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport, hasTouch: true });
    const token = officer.cookie.slice(`${STAFF_COOKIE}=`.length);
    await context.addCookies([
      { name: STAFF_COOKIE, value: token, domain: new URL(session.server.url).hostname, path: "/api/staff", httpOnly: true, sameSite: "Strict" },
    ]);
    const page = await context.newPage();
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/staff/customs/lookup") lookups.push(request.postData() ?? "");
    });
    return page;
  }

  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);
  /** The decision's first choice lies within the first screen, the page scrolled to its top. */
  async function decisionOnFirstScreen(page: Page, height: number): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    const dock = await page.locator(".customs-decision-dock").boundingBox();
    const firstChoice = await page.locator(".customs-decision-dock input[type=radio], .customs-decision-dock button").first().boundingBox();
    expect(dock && dock.y < height).toBe(true);
    expect(firstChoice && firstChoice.y >= 0 && firstChoice.y + firstChoice.height <= height).toBe(true);
  }

  it("at 1024×768: a typed trip code opens the card, a mistyped one is refused without a call, focus comes back to the field, and a wedge scanner opens the next card with no tap", async () => {
    const page = await officerDevice(TABLET);
    await page.goto("/console/customs");
    await page.getByRole("button", { name: "Type code" }).click();
    await expect.poll(() => focusedId(page)).toBe("customs-code");
    await expect.poll(() => page.getByText("Type the 8-character trip code printed under the QR code").isVisible()).toBe(true);

    const [first, second] = trips;
    const code = codeOf(first!);
    const before = lookups.length;
    await page.keyboard.type(code.slice(0, 7) + (code.endsWith("2") ? "3" : "2"));
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "This trip code is mistyped" }).waitFor();
    expect(lookups.length).toBe(before);

    await page.locator("#customs-code").fill(formatTripCode(code).toLowerCase());
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "MARIA SANTOS" }).waitFor();
    // Sent as the code itself, the spacing and case people type taken away (the shared schema's reading).
    expect(JSON.parse(lookups.at(-1) ?? "{}")).toEqual({ code });
    await expect.poll(() => focusedId(page)).toBe("customs-next-code");
    await expect.poll(() => page.locator(".customs-announcer").textContent()).toContain("MARIA SANTOS");
    await decisionOnFirstScreen(page, TABLET.height);
    await screenshot(page, "customs-queue-card-tablet", { fullPage: false });
    // Compact chrome: the card begins where the issue measured 230 px of console above it.
    expect((await page.locator(".customs-card").boundingBox())?.y).toBeLessThan(200);

    await page.getByText("Cleared", { exact: true }).click();
    await page.getByRole("button", { name: "Record decision" }).click();
    await page.getByRole("heading", { name: "Decision recorded." }).waitFor();
    await expect.poll(() => focusedId(page)).toBe("customs-next-code");
    await expect.poll(() => page.locator(".customs-shift-count").textContent()).toBe("1 traveller this shift");

    // The officer taps the card (focus leaves the field); the wedge scanner types the next QR's address and Enter.
    await page.getByRole("heading", { name: "MARIA SANTOS" }).click();
    await page.keyboard.type(tripQrValue(session.server.url, second!.trip.attributes.qr_id ?? ""), { delay: 5 });
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".customs-decision-dock").getByRole("button", { name: "Record decision" }).isVisible()).toBe(true);
    expect(JSON.parse(lookups.at(-1) ?? "{}")).toEqual({ qr: tripQrValue(session.server.url, second!.trip.attributes.qr_id ?? "") });
    await expect.poll(() => focusedId(page)).toBe("customs-next-code");
    // Into the field itself, as the wedge types when the field has focus.
    await page.keyboard.type(tripQrValue(session.server.url, trips[2]!.trip.attributes.qr_id ?? ""), { delay: 5 });
    await page.keyboard.press("Enter");
    await expect.poll(() => JSON.parse(lookups.at(-1) ?? "{}")).toEqual({ qr: tripQrValue(session.server.url, trips[2]!.trip.attributes.qr_id ?? "") });
    await page.getByRole("button", { name: "Record decision" }).waitFor();
    await screenshot(page, "customs-queue-wedge-tablet", { fullPage: false });

    // Back at the entry step, the last decisions are listed; one reopens.
    await page.getByRole("button", { name: "Next traveller" }).first().isVisible();
    await page.goto("/console/customs");
    await page.getByRole("heading", { name: "Your last decisions" }).waitFor();
    await screenshot(page, "customs-queue-entry-tablet", { fullPage: false });
    await page.locator(".customs-last-item").first().click();
    await page.getByRole("heading", { name: "Decision recorded." }).or(page.getByText("A decision has already been recorded for this trip")).first().waitFor();
  });

  it("at 390×844: a typed code opens the card, its decision is on the first screen, and a wedge scan opens the next card with no tap", async () => {
    const page = await officerDevice(PHONE);
    await page.goto("/console/customs");
    await page.getByRole("button", { name: "Type code" }).click();
    await page.locator("#customs-code").fill(formatTripCode(codeOf(trips[3]!)));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "MARIA SANTOS" }).waitFor();
    await decisionOnFirstScreen(page, PHONE.height);
    await screenshot(page, "customs-queue-card-phone", { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole("heading", { name: "MARIA SANTOS" }).click();
    const next = tripQrValue(session.server.url, trips[0]!.trip.attributes.qr_id ?? "");
    await page.keyboard.type(next, { delay: 5 });
    await page.keyboard.press("Enter");
    await expect.poll(() => JSON.parse(lookups.at(-1) ?? "{}")).toEqual({ qr: next });
    await expect.poll(() => page.locator(".customs-busy").count()).toBe(0);
    await page.locator(".customs-decision-dock").waitFor();
    await decisionOnFirstScreen(page, PHONE.height);
    await screenshot(page, "customs-queue-decided-phone", { fullPage: false });
  });

  it("the arrivals view counts today's flights and opens one traveller on the customs check", async () => {
    const page = await officerDevice(TABLET);
    await page.goto("/console/customs/arrivals");
    const row = page.getByRole("row").filter({ hasText: "UA154" });
    await row.waitFor();
    await expect.poll(() => row.locator("td").allTextContents()).toEqual(["3 (6 travellers)", "3", expect.any(String)]);
    await screenshot(page, "customs-queue-arrivals-tablet", { fullPage: false });
    await row.getByRole("button").click();
    await page.locator(".customs-last-item").first().click();
    await page.getByRole("heading", { name: "MARIA SANTOS" }).waitFor();
    await page.setViewportSize(PHONE);
    await page.goto("/console/customs/arrivals");
    await page.getByRole("row").filter({ hasText: "UA154" }).waitFor();
    await screenshot(page, "customs-queue-arrivals-phone", { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
