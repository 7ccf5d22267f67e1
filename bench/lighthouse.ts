import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort } from "../tests/support/free-port.ts";

export interface LighthouseResult {
  performance: number;
  largestPaintMs: number;
  firstPaintMs: number;
  totalBlockingMs: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Lighthouse's mobile run (its defaults: a phone screen, simulated slow 4G and a 4× slower CPU) of
 * one page, in the bench's Chromium; the median of `runs` runs, as Lighthouse's own advice goes.
 */
export async function measureLighthouse(url: string, runs = 3): Promise<LighthouseResult> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    chromiumSandbox: false,
    args: [
      `--remote-debugging-port=${port}`,
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run += 1) {
      const answer = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      if (!answer) throw new Error("Lighthouse gave no result");
      const { categories, audits } = answer.lhr;
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        largestPaintMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        firstPaintMs: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
        totalBlockingMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      });
    }
    results.sort((a, b) => a.performance - b.performance);
    return results[Math.floor(results.length / 2)] as LighthouseResult;
  } finally {
    await browser.close();
  }
}
