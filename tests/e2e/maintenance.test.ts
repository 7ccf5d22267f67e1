import { afterAll, beforeAll, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext, screenshot } from "./support/browser.ts";
import { buildWebApp } from "./support/web-build.ts";

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer(await buildWebApp({ VITE_MAINTENANCE: "true" }));
});
afterAll(() => server.close());

it("replaces every screen with the maintenance notice in a maintenance build", async () => {
  const browser = await launchBrowser();
  const page = await (await newPhoneContext(browser, server.url)).newPage();
  for (const path of ["/app", "/g/logbook/any", "/faqs"]) {
    await page.goto(path);
    await page.getByText("503 | Under Maintenance").waitFor();
    await page.getByText("We will be back soon").waitFor();
    expect(await page.getByRole("button").count()).toBe(0);
  }
  await screenshot(page, "shell-maintenance");
  await browser.close();
});
