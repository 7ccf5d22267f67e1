import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const AXE_SCRIPT = readFileSync(path.resolve(import.meta.dirname, "../../../node_modules/axe-core/axe.min.js"), "utf8");

/** The WCAG 2.2 AA rule set: every level-A and level-AA rule from WCAG 2.0 to 2.2. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * axe-core's WCAG 2.2 AA check of what the page shows now, one line per failing rule and element:
 * `rule (impact): help — target — what to fix`. Empty when the page passes.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the app's CSP (script-src 'self')
  // refuses inline scripts, and the check must run on the page as travellers get it.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SCRIPT);
  // Let fades and slides end first: a half-faded text fails its contrast. Spinners never end; one cancelled (its element gone) is over.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(
    (tags) => window.axe?.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }).then((result) => result.violations) ?? [],
    WCAG_22_AA,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? "unknown"}): ${violation.help} — ${JSON.stringify(node.target)} — ${(node.failureSummary ?? "").replaceAll("\n", " ")}`,
    ),
  );
}
