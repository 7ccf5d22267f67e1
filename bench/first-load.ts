import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { newPhoneContext } from "../tests/e2e/support/browser.ts";

export interface FirstLoad {
  scripts: { url: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * What a phone downloads to show a page the first time, measured in the browser rather than
 * read off the build, so it counts exactly the chunks the route really imports. The service
 * worker is blocked: its precache downloads after the page is shown and is not what the guest waits for.
 */
export async function measureFirstLoad(browser: Browser, pageUrl: string): Promise<FirstLoad> {
  const context = await newPhoneContext(browser, new URL(pageUrl).origin, { serviceWorkers: "block" });
  const page = await context.newPage();
  const pending: Promise<FirstLoad["scripts"][number]>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length })));
  });
  await page.goto(pageUrl, { waitUntil: "networkidle" });
  const scripts = await Promise.all(pending);
  await context.close();
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}
