import { beforeAll, expect, it } from "vitest";
import { newPhoneContext, screenshot } from "./support/browser.ts";
import { serverAndChromium } from "./support/phone-session.ts";

// The guest page starts with only its first screen's messages (decision 013); these are the ways
// off that screen that the guest page does not lead itself.

const chromium = serverAndChromium();
let branchUuid: string;

beforeAll(async () => {
  branchUuid = (await chromium.server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow()).id;
});

/** A tab of its own, as a phone's QR scanner opens the link: no history before the guest page. */
async function openGuestPageInJapanese() {
  const { server, browser } = chromium;
  const context = await newPhoneContext(browser, server.url);
  await context.addInitScript(() => localStorage.setItem("lang", "ja"));
  const scanner = await context.newPage();
  const [page] = await Promise.all([
    context.waitForEvent("page"),
    scanner.evaluate((url) => window.open(url, "_blank", "noopener"), `${server.url}/g/logbook/${branchUuid}`),
  ]);
  await page.getByText("これから入場します").waitFor();
  return { context, page };
}

it("the header's back button on a guest page opened straight from a QR shows /app wholly in the stored language", async () => {
  const { context, page } = await openGuestPageInJapanese();
  await screenshot(page, "first-screen-ja");
  expect(await page.evaluate(() => window.history.length)).toBe(1);

  await page.getByRole("button", { name: "戻る" }).click();
  await page.waitForURL("**/app");
  await page.getByRole("heading", { name: "ご利用の流れ" }).waitFor();
  await screenshot(page, "first-screen-ja-back-to-app");
  await context.close();
});

it("the browser's back button from a guest page reached inside the app shows the page before it in the stored language", async () => {
  const { context, page } = await openGuestPageInJapanese();
  // An address change the page does not lead (another QR's link opened in the same tab).
  await page.evaluate(() => {
    window.history.pushState({}, "", "/faqs");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await page.getByRole("heading", { name: "よくあるご質問", level: 1 }).waitFor();
  await context.close();
});
