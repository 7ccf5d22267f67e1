import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";

describe("the web shell in Chromium", () => {
  const phone = phoneForEachTest();

  it("asks for a language on /app, shows the sign-in area in it, and keeps it after a reload", async () => {
    const { page } = phone;
    await page.goto("/app");
    const modal = page.getByRole("dialog", { name: "Select a language" });
    await modal.waitFor();
    await screenshot(page, "shell-language-modal");
    await modal.getByRole("button", { name: "日本語" }).click();
    await page.getByRole("heading", { name: "ご利用の流れ" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await screenshot(page, "shell-sign-in-ja");

    await page.reload();
    await page.getByRole("heading", { name: "ご利用の流れ" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ja");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
  });

  it("switches language from the header on any page", async () => {
    const { page } = phone;
    await page.goto("/faqs");
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "한국어" }).click();
    await page.getByRole("heading", { level: 1, name: "자주 묻는 질문" }).waitFor();
  });

  it("shows the 404 page for an unknown address, one segment long or more, with a way home", async () => {
    const { page } = phone;
    // One segment goes through the public site's route (/memo, /faqs…), which has no page of that name.
    await page.goto("/no-such-page");
    await page.getByText("The page that you are trying to access does not exists").waitFor();
    await page.goto("/no/such/page");
    await page.getByText("The page that you are trying to access does not exists").waitFor();
    await screenshot(page, "shell-404");
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL("**/app");
  });

  it("sends / to the landing site", async () => {
    const { page } = phone;
    await page.goto("/");
    await page.waitForURL("**/help");
  });

  it("shows the red Offline Mode bar while the network is cut, and hides it when it returns", async () => {
    const { context, page } = phone;
    await page.goto("/faqs");
    await page.getByRole("heading", { level: 1, name: "FAQs" }).waitFor();
    await context.setOffline(true);
    const bar = page.getByRole("status").filter({ hasText: "Offline Mode" });
    await bar.waitFor();
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    await screenshot(page, "shell-offline");
    await context.setOffline(false);
    await bar.waitFor({ state: "detached" });
  });

  it("makes text larger and smaller within 0–8, and remembers the size", async () => {
    const { page } = phone;
    await page.goto("/faqs");
    const rootSize = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    const larger = page.getByRole("button", { name: "Larger text" });
    const before = await rootSize();
    await larger.click();
    expect(await rootSize()).toBeGreaterThan(before);
    for (let i = 0; i < 10 && (await larger.isEnabled()); i++) await larger.click();
    expect(await page.evaluate(() => localStorage.getItem("textIndex"))).toBe("8");
    expect(await larger.isDisabled()).toBe(true);
    await screenshot(page, "shell-largest-text");
    const largest = await rootSize();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "FAQs" }).waitFor();
    expect(await rootSize()).toBe(largest);
  });

  it("shows 'Unable to load page. Try again' when a page's code cannot load, and retries", async () => {
    const { page } = phone;
    await page.route("**/assets/not-found-page-*.js", (route) => route.abort());
    await page.goto("/missing-page");
    await page.getByRole("alert").filter({ hasText: "Unable to load page. Try again" }).waitFor();
    await page.unroute("**/assets/not-found-page-*.js");
    await page.getByRole("link", { name: "Try again" }).click();
    await page.getByText("The page that you are trying to access does not exists").waitFor();
  });

  it("answers unknown API paths with JSON, not the web app", async () => {
    const { page } = phone;
    const response = await page.goto("/api/v1/unknown");
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
  });

  it("answers a missing script with 404, not with the page in its place", async () => {
    const { page } = phone;
    const response = await page.request.get("/assets/index-from-an-old-build.js");
    expect(response.status()).toBe(404);
  });
  it("breaks no rule of the page policy (no inline styles but the printable page's @page rule)", async () => {
    const { page } = phone;
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { policyViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
    await page.goto("/faqs");
    await page.getByRole("heading", { level: 1, name: "FAQs" }).waitFor();
    await page.getByRole("button", { name: "Larger text" }).click();
    expect(await violations()).toEqual([]);

    // A branch that exists: the printable page prints no other.
    const branch = await phone.server.database.db.selectFrom("establishments").select(["id", "name"]).executeTakeFirstOrThrow();
    await page.goto(`/print/qr/${branch.id}/Cafe/a6`);
    await page.getByRole("heading", { name: branch.name }).waitFor();
    const pageRules = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule instanceof CSSPageRule)
        .map((rule) => rule.cssText),
    );
    expect(pageRules.join(" ")).toContain("105mm 148mm");
    expect(await violations()).toEqual([]);
  });
});
