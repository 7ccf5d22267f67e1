import { beforeEach, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";

describe("routing in Chromium: titles, back button, code per page, failed pages", () => {
  const phone = phoneForEachTest();
  const title = () => phone.page.getByRole("heading", { level: 1 }).first();
  const back = () => phone.page.getByRole("button", { name: "Back" });

  beforeEach(async () => {
    // English chosen already: the language question on /app is the shell test's subject.
    await phone.context.addInitScript(() => localStorage.setItem("lang", "en"));
  });

  it("titles the header from the route, hides Back on top-level pages, and follows links without reloading", async () => {
    const { page } = phone;
    await page.goto("/no/such/page");
    await page.getByText("The page that you are trying to access does not exists").waitFor();
    expect(await title().textContent()).toBe("Page not found");
    expect(await back().isVisible()).toBe(true);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.getByRole("heading", { name: "How to get started" }).waitFor();
    await expect.poll(() => title().textContent()).toBe("Sign in");
    expect(await back().count()).toBe(0);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    await page.goBack();
    await page.getByText("The page that you are trying to access does not exists").waitFor();
    expect(await title().textContent()).toBe("Page not found");
  });

  it("downloads a page's code only when its route is opened", async () => {
    const { page } = phone;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/faqs");
    await page.getByRole("link", { name: "Hotlines" }).waitFor();
    expect(scripts.some((script) => script.includes("/public-page-"))).toBe(true);
    expect(scripts.some((script) => script.includes("/app-page-"))).toBe(false);

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "How to get started" }).waitFor();
    expect(scripts.some((script) => script.includes("/app-page-"))).toBe(true);
  });

  it("shows 'Unable to load page. Try again' when a page's code fails to download, keeps the shell, and recovers", async () => {
    const { page } = phone;
    await page.route("**/assets/app-page-*.js", (route) => route.abort());
    await page.goto("/faqs");
    await page.getByRole("link", { name: "Sign in" }).click();
    const failure = page.getByRole("alert").filter({ hasText: "Unable to load page. Try again" });
    await failure.waitFor();
    // The sign-in screen's own title never arrived: the route's stands.
    expect(await title().textContent()).toBe("Home");
    expect(new URL(page.url()).pathname).toBe("/app");
    await screenshot(page, "routing-page-failed");

    // Leaving the failed page shows the next one.
    await page.goBack();
    await page.getByRole("link", { name: "Hotlines" }).waitFor();
    expect(await failure.count()).toBe(0);
    expect(await title().textContent()).toBe("FAQs");

    await page.goForward();
    await failure.waitFor();
    await page.unroute("**/assets/app-page-*.js");
    await failure.getByRole("link", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "How to get started" }).waitFor();
    expect(await failure.count()).toBe(0);
  });
});
