import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext, screenshot } from "./support/browser.ts";
import { buildWebApp, deploy } from "./support/web-build.ts";

let server: AppServer;
const served = path.join(mkdtempSync(path.join(tmpdir(), "served-")), "dist");

beforeAll(async () => {
  deploy(inject("webBuild"), served);
  server = await startAppServer(served);
});
afterAll(() => server.close());

it("announces a new release with a 3-second countdown, then reloads into it", async () => {
  // The second release differs in a build setting (the API's address, spelled out), so every chunk and the entry differ.
  const nextRelease = await buildWebApp({ VITE_API_BASE_URL: server.url });
  const nextEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(path.join(nextRelease, "index.html"), "utf8"))?.[1];
  expect(nextEntry).toBeTruthy();
  const browser = await launchBrowser();
  const page = await (await newPhoneContext(browser, server.url)).newPage();
  await page.goto("/help");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  deploy(nextRelease, served);
  await page.reload();
  const banner = page.getByRole("alert").filter({ hasText: "There are new updates, the page will reload in" });
  await banner.waitFor();
  expect(await banner.textContent()).toBe("There are new updates, the page will reload in 3.");
  await screenshot(page, "shell-update-banner");
  await page.getByText("There are new updates, the page will reload in 1.").waitFor();
  await page.waitForEvent("load");
  await banner.waitFor({ state: "detached" });

  // The reloaded page runs the new release.
  expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[type=module]")?.getAttribute("src"))).toBe(nextEntry);
  await browser.close();
});
