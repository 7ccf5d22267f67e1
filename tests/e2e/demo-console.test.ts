import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { launchBrowser } from "./support/browser.ts";
import { snap } from "./support/traveller.ts";

const TABLET = { width: 1280, height: 800 };

/**
 * A newcomer's first minute (issue 28, "Try it in a minute"): the server started with the demo
 * switch, as `bash scripts/start.sh --demo` starts it, and the console opened with nothing but what
 * the start-up printed: no outbox, no invitation, no authenticator app.
 */
describe("the console started with --demo", () => {
  let server: RunningServer;
  let browser: Browser;
  let url: string;
  let code: string;
  const data = mkdtempSync(path.join(tmpdir(), "demo-console-"));

  beforeAll(async () => {
    const port = await freePort();
    url = `http://localhost:${port}`;
    server = await startServer(
      {
        DEMO_STAFF: "true",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        SQLITE_FILE: path.join(data, "app.sqlite"),
        UPLOAD_DIR: path.join(data, "uploads"),
        STATIC_DIR: inject("webBuild"),
        LOG_LEVEL: "warn",
      },
      /\n {2}(front-liner@demo\.invalid)/,
    );
    code = /e-mail code and authenticator code (\d{6})/.exec(server.lines().join("\n"))?.[1] ?? "";
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.signal("SIGTERM");
    await server?.exited;
    rmSync(data, { recursive: true, force: true });
  });

  /** Signs in from the console's sign-in page with the printed address and code; lands on the console's home. */
  async function signIn(email: string, name: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: url, viewport: TABLET });
    const page = await context.newPage();
    await page.goto("/console");
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await page.getByLabel("Work e-mail address").fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("Code from the e-mail").fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
    await page.getByLabel("Code from your authenticator app").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: `Welcome, ${name} (demo)` }).waitFor();
    return page;
  }

  it("prints a member for every role and the code they sign in with", () => {
    const printed = server.lines().join("\n");
    expect(code).toMatch(/^\d{6}$/);
    for (const email of ["admin", "customs-officer", "customs-supervisor", "tourism-analyst", "health-official", "front-liner"]) {
      expect(printed).toContain(`  ${email}@demo.invalid`);
    }
  });

  it("shows the health official a case whose contacts include the index guest's two children", async () => {
    const page = await signIn("health-official@demo.invalid", "Lourdes Camacho");
    await page.goto("/console/tracing");
    await page.getByRole("link", { name: /CARMEN SABLAN/ }).click();
    for (const child of ["JOAQUIN SABLAN", "ISABEL SABLAN"]) await page.getByText(child, { exact: true }).first().waitFor();
    await snap(page, "demo-console-case");
    await page.context().close();
  }, 90_000);

  it("shows the customs officer today's flights and a declared fever on the card", async () => {
    const page = await signIn("customs-officer@demo.invalid", "Ramon Castro");
    await page.goto("/console/customs/arrivals");
    const flight = page.getByRole("row").filter({ hasText: "UA197" });
    await flight.getByRole("button").click();
    await page.locator(".customs-last-item").first().click();
    await page.getByRole("heading", { name: "HIROSHI TANAKA" }).waitFor();
    await page.getByText("Fever").first().waitFor();
    await snap(page, "demo-console-customs-card");
    await page.context().close();
  }, 90_000);

  it("shows the tourism analyst arrivals with data", async () => {
    const page = await signIn("tourism-analyst@demo.invalid", "Mina Kwon");
    await page.goto("/console/tourism");
    await page.getByRole("heading", { name: "Tourism arrivals" }).waitFor();
    await page.locator("table").getByText("Korea").first().waitFor();
    await snap(page, "demo-console-tourism");
    await page.context().close();
  }, 90_000);
});
