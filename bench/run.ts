// `npm run bench`: measurements of the built app, each printed beside its goal. Goals are reported,
// not asserted: speed never fails a test run (DEVELOPERS.md).
import { rmSync } from "node:fs";
import { launchBrowser } from "../tests/e2e/support/browser.ts";
import { buildWebApp } from "../tests/e2e/support/web-build.ts";
import { startAppProcess } from "./app-process.ts";
import { measureFirstLoad } from "./first-load.ts";

const FIRST_LOAD_GOAL_KB = 110;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

console.log("Building the web app for production…");
const build = await buildWebApp();
const server = await startAppProcess(build);
const browser = await launchBrowser();
try {
  const guest = await measureFirstLoad(browser, server.guestCheckInUrl);
  console.log("\nScripts loaded by the first visit of the guest check-in page (gzip):");
  for (const script of guest.scripts) console.log(`  ${kb(script.gzipBytes).padStart(7)} KB  ${script.url}`);
  const verdict = guest.gzipBytes <= FIRST_LOAD_GOAL_KB * 1024 ? "meets the goal" : "over the goal";
  console.log(`\nfirst-load JS for /g/logbook/{uuid}: ${kb(guest.gzipBytes)} KB gzip (goal ≤ ${FIRST_LOAD_GOAL_KB} KB, ${verdict})`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(build, { recursive: true, force: true });
}
