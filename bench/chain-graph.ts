import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import { startConsoleServer } from "../tests/e2e/support/console-staff.ts";
import { launchBrowser } from "../tests/e2e/support/browser.ts";
import { writeGeneratedChain } from "../tests/support/generated-chain.ts";
import { createStaff } from "../tests/support/staff.ts";

export const CHAIN_GRAPH_PEOPLE = 5_000;
export const CHAIN_GRAPH_GOAL_MS = 2_000;
const RUNS = 3;

/**
 * The chain graph page of a case with a generated chain of 5,000 people, opened by a health official
 * in headless Chromium at 1280 × 800, RUNS times: the page's own user timing "chain-graph:first-layout",
 * from the graph in hand to cytoscape's first picture (layout, labels measured and cut, elements added, drawn).
 */
export async function measureChainGraph(build: string): Promise<{ people: number; ms: number[] }> {
  const server = await startConsoleServer(build);
  const browser = await launchBrowser();
  try {
    const official = await createStaff(server.database.db, ["health_official"]);
    const caseId = await writeGeneratedChain(server.database.stores.health, { size: CHAIN_GRAPH_PEOPLE, openedBy: official.id });
    const ms: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
      await context.addCookies([
        {
          name: STAFF_COOKIE,
          value: official.cookie.slice(`${STAFF_COOKIE}=`.length),
          domain: new URL(server.url).hostname,
          path: "/api/staff",
          httpOnly: true,
          sameSite: "Strict",
        },
      ]);
      const page = await context.newPage();
      await page.goto(`/console/tracing/cases/${caseId}/graph`);
      await page.waitForFunction(() => performance.getEntriesByName("chain-graph:first-layout").length > 0, undefined, { timeout: 60_000 });
      ms.push(await page.evaluate(() => performance.getEntriesByName("chain-graph:first-layout")[0]?.duration ?? Number.NaN));
      await context.close();
    }
    return { people: CHAIN_GRAPH_PEOPLE, ms };
  } finally {
    await browser.close();
    await server.close();
  }
}
