import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { phoneForEachTest } from "./support/phone-session.ts";
import { call, dayFromToday, expectFitsThePhone, openSignedIn, snap, snapScreen, toast, travellerWithProfile } from "./support/traveller.ts";

const LARGEST_TEXT_INDEX = "8";

type Box = { top: number; bottom: number; left: number; right: number; width: number; height: number };

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, width, height };
  });

/** WCAG contrast of an element's text against the background of the nearest ancestor that paints one. */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    let painted: Element | null = element;
    while (painted && rgb(getComputedStyle(painted).backgroundColor)[3] === 0) painted = painted.parentElement;
    const text = luminance(rgb(getComputedStyle(element).color));
    const back = luminance(rgb(painted ? getComputedStyle(painted).backgroundColor : "rgb(255, 255, 255)"));
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}

async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const height = await page.evaluate(() => window.innerHeight);
  expect(box.height).toBeGreaterThan(0);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(height);
}

describe("the shell's and the trip's rough edges in Chromium", () => {
  const phone = phoneForEachTest();
  let branchUuid: string;

  beforeAll(async () => {
    branchUuid = (await phone.server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow()).id;
  });

  it("keeps the Offline Mode bar, and the header below it, in view at the bottom of a long page", async () => {
    const { context, page } = phone;
    await page.goto("/privacy-statement");
    // The page's text arrives after its title: the network is cut once it is there.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight > 3 * window.innerHeight)).toBe(true);
    await context.setOffline(true);
    const bar = page.getByRole("status").filter({ hasText: "Offline Mode" });
    await bar.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expectInViewport(page, bar);
    const header = await boxOf(page.locator(".app-header"));
    expect(header.top).toBeGreaterThanOrEqual((await boxOf(bar)).bottom - 1);
    await snapScreen(page, "edges-offline-bar-scrolled");
    await context.setOffline(false);
    await bar.waitFor({ state: "detached" });
  });

  it("shows the language dialog's title readable, in each language and at the largest text size", async () => {
    const { page } = phone;
    await page.addInitScript((textIndex) => localStorage.setItem("textIndex", textIndex), LARGEST_TEXT_INDEX);
    await page.goto("/app");
    const title = page.locator("#language-title");
    for (const language of ["English", "日本語", "한국어", "中文"]) {
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await expectInViewport(page, title);
      expect(await title.isVisible()).toBe(true);
      expect(await contrastOf(title)).toBeGreaterThanOrEqual(4.5);
      expect(await title.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(20);
      // Each language's name on one line, never broken mid-word.
      const linesOfNames = await dialog.locator(".language-choice").evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(linesOfNames).toEqual([1, 1, 1, 1]);
      await snapScreen(page, `edges-language-dialog-${language}`);
      await dialog.getByRole("button", { name: language }).click();
      await dialog.waitFor({ state: "detached" });
      // Opened again from the header, where it is drawn inside the white-on-blue bar.
      await page.locator(".language-button").click();
      await dialog.waitFor();
      expect(await contrastOf(title)).toBeGreaterThanOrEqual(4.5);
      expect((await title.textContent())?.trim()).not.toBe("");
    }
  });

  it("gives the phone field's country code and number each room at the largest text size", async () => {
    const { page } = phone;
    await page.addInitScript((textIndex) => localStorage.setItem("textIndex", textIndex), LARGEST_TEXT_INDEX);
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    const code = page.locator("#mobile_number-region");
    const number = page.locator("#mobile_number");
    await number.waitFor();
    const field = await boxOf(page.locator(".phone-field"));
    // The region takes its own row; the number its row after the country code ("+1 | 670-234-5678").
    for (const control of [code, page.locator(".phone-number")]) {
      const box = await boxOf(control);
      expect(box.left).toBeGreaterThanOrEqual(field.left - 1);
      expect(box.right).toBeLessThanOrEqual(field.right + 1);
      // Room for "Northern Mariana Islands (+1)" or "670-234-5678" at 26 px, not a squeezed sliver.
      expect(box.width).toBeGreaterThanOrEqual(field.width * 0.9);
    }
    expect((await boxOf(number)).width).toBeGreaterThanOrEqual(field.width * 0.6);
    await number.fill("6702345678");
    expect(await number.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await expectFitsThePhone(page);
    await number.scrollIntoViewIfNeeded();
    await snapScreen(page, "edges-phone-field-text-8");
  });

  it("re-renders a form's errors in the language chosen after they were shown", async () => {
    const { page } = phone;
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    const errors = page.locator(".field-error");
    await errors.first().waitFor();
    expect(new Set(await errors.allTextContents())).toEqual(new Set(["Required"]));
    await page.locator(".language-button").click();
    await page.getByRole("dialog").getByRole("button", { name: "日本語" }).click();
    await page.locator("html[lang=ja]").waitFor();
    await expect.poll(async () => new Set(await errors.allTextContents())).toEqual(new Set(["必須"]));
    await snap(page, "edges-errors-after-switch-ja");
  });

  it("answers an unknown address with HTTP 404 and the not-found page, a known one with 200", async () => {
    const { page } = phone;
    const unknown = await page.goto("/no-such-page/at-all");
    expect(unknown?.status()).toBe(404);
    await page.getByText("The page that you are trying to access does not exists").waitFor();
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    expect((await page.goto("/faqs"))?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "FAQs" }).waitFor();
  });

  describe("a pending trip", () => {
    async function tripOf(email: string, dateOfArrival: string) {
      const { server } = phone;
      const token = await travellerWithProfile(server, email, { name: "Aiko", last_name: "Tanaka" });
      const created = await call(
        server,
        "POST",
        "/api/v1/visit-histories",
        { travel_type: "FOREIGN_CITIZEN", is_domestic: 0, date_of_arrival: dateOfArrival },
        token,
      );
      expect(created.status).toBe(201);
      return { token, tripId: (created.body.data as { id: string }).id };
    }

    const japanese = (day: string) => {
      const [year, month, date] = day.split("-").map(Number);
      return `${year}年${month}月${date}日`;
    };

    it("shows its date of arrival as Japanese writes it", async () => {
      const { page } = phone;
      const arrival = dayFromToday(5);
      const { token, tripId } = await tripOf("aiko.dates@example.com", arrival);
      await openSignedIn(page, token, `/app/trips/${tripId}`, { lang: "ja" });
      const shown = page.locator(`.trip-facts time[datetime="${arrival}"]`);
      await shown.waitFor();
      expect(await shown.textContent()).toBe(japanese(arrival));
      await snap(page, "edges-trip-view-ja");
    });

    it("has its travel type and date of arrival changed from its page, and says why when the server refuses", async () => {
      const { page, server } = phone;
      const { token, tripId } = await tripOf("aiko.edit@example.com", dayFromToday(5));
      const later = dayFromToday(9);
      await openSignedIn(page, token, `/app/trips/${tripId}`);
      await page.getByRole("button", { name: "Change travel type or date" }).click();
      const form = page.getByRole("form", { name: "Change your trip" });
      await form.getByLabel("From another country").check();
      await form.getByLabel(/^Date of arrival/).fill(later);
      await snap(page, "edges-trip-edit-en");
      await form.getByRole("button", { name: "Save changes" }).click();
      await toast(page, "Your trip has been changed.").waitFor();
      const facts = page.locator(".trip-facts");
      await facts.locator(`time[datetime="${later}"]`).waitFor();
      expect(await facts.locator("dd").first().textContent()).toBe("International");
      const stored = await call(server, "GET", `/api/v1/visit-histories/${tripId}`, undefined, token);
      expect((stored.body.data as { attributes: Record<string, unknown> }).attributes).toMatchObject({
        travel_type: "INTERNATIONAL",
        date_of_arrival: later,
      });

      // An officer reviews the trip while the form is open: the server's refusal shows on it.
      await page.getByRole("button", { name: "Change travel type or date" }).click();
      await server.database.db.updateTable("visit_histories").set({ status: "CLEARED" }).where("id", "=", tripId).execute();
      await form.getByLabel(/^Date of arrival/).fill(dayFromToday(6));
      await form.getByRole("button", { name: "Save changes" }).click();
      await form.getByRole("alert").filter({ hasText: "An officer has reviewed this trip" }).waitFor();
      await snap(page, "edges-trip-edit-refused-en");

      // Reviewed, the trip's page no longer offers the change.
      await page.reload();
      await facts.waitFor();
      expect(await page.getByRole("button", { name: "Change travel type or date" }).count()).toBe(0);
    });
  });
});
