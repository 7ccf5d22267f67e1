import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page, type PageScreenshotOptions } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../../test-results/screenshots");

export interface LaunchOptions {
  /** A .y4m or .mjpeg file the browser's camera shows instead of a real device (grant the "camera" permission too). */
  fakeCameraFile?: string;
}

/** Debian's Chromium, headless, with no calls to Google's services (this network refuses them). */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const camera = options.fakeCameraFile ? ["--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${options.fakeCameraFile}`] : [];
  return chromium.launch({
    executablePath: CHROMIUM,
    chromiumSandbox: false,
    args: ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...camera],
  });
}

/** A phone-sized context with nothing stored, like a traveller's first visit. */
export function newPhoneContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ...options });
}

/** The whole page unless told otherwise (`fullPage: false`: what the phone's screen shows). */
export async function screenshot(page: Page, name: string, options: Omit<PageScreenshotOptions, "path"> = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ fullPage: true, ...options, path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}
