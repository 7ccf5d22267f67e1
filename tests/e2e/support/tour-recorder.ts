import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { SCREENSHOT_DIR } from "./browser.ts";
import { say, type TourLanguage } from "./tour-catalog.ts";

/** How long the tour waits for one screen before it records it as not reached and goes on. */
export const TOUR_WAIT_MS = 10_000;

/**
 * Full-page screenshots of the traveller's screens in one language, into
 * test-results/screenshots/tour/<language>/<nn>-<screen>.png, with a notes file listing what was
 * captured and what could not be reached (and why). Screens are numbered in the order they are
 * visited, skipped ones included, so the same screen has the same file name before and after a change.
 */
export class TourRecorder {
  readonly captured: string[] = [];
  readonly skipped: string[] = [];
  private visited = 0;
  readonly directory: string;
  readonly language: TourLanguage;

  constructor(language: TourLanguage) {
    this.language = language;
    this.directory = path.join(SCREENSHOT_DIR, "tour", language);
    rmSync(this.directory, { recursive: true, force: true });
    mkdirSync(this.directory, { recursive: true });
  }

  /**
   * Brings `page` to the screen (`reach`: a goto and a wait for the screen's content, or the few clicks
   * it takes) and captures it once it has settled; a screen that cannot be reached is noted, not fatal.
   */
  async capture(page: Page, screen: string, reach: () => Promise<unknown>): Promise<boolean> {
    this.visited += 1;
    const name = `${String(this.visited).padStart(2, "0")}-${screen}`;
    try {
      await reach();
      await this.settle(page);
      await page.screenshot({ path: path.join(this.directory, `${name}.png`), fullPage: true, animations: "disabled" });
      this.captured.push(screen);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split("\n")[0] ?? error.name) : String(error);
      this.skipped.push(`${name}: ${reason}`);
      return false;
    }
  }

  /** Waits for the calls to end and the loading texts to go, then shows the page from its top. */
  private async settle(page: Page): Promise<void> {
    await page.waitForLoadState("networkidle", { timeout: TOUR_WAIT_MS }).catch(() => undefined);
    const loading = page.getByText(new RegExp(`^(${escapeRegExp(say(this.language, "Loading..."))}|Loading(\\.\\.\\.|…))$`));
    await loading
      .first()
      .waitFor({ state: "hidden", timeout: TOUR_WAIT_MS })
      .catch(() => undefined);
    await page.evaluate(async () => {
      await document.fonts.ready;
      window.scrollTo(0, 0);
    });
  }

  /** The notes file: the screens captured and those skipped with the reason. */
  writeNotes(): void {
    const lines = [
      `# Traveller tour, ${this.language}`,
      "",
      `Captured (${this.captured.length}): ${this.captured.join(", ")}`,
      "",
      `Not reached (${this.skipped.length}):`,
      ...this.skipped.map((line) => `- ${line}`),
      "",
    ];
    writeFileSync(path.join(this.directory, "notes.md"), lines.join("\n"));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first of the page's main contents to show: the screen has rendered past its blank frame. */
export const mainContent = (page: Page): Locator => page.locator("main").locator("h1, h2, form, p, button, img, svg").first();
