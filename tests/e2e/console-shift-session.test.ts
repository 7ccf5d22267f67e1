import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { acceptInvitation, authenticatorCode, createAdminFromShell, enrolAuthenticator, enrolmentSecret, startConsoleServer } from "./support/console-staff.ts";
import { snap } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const ADMIN = { email: "rosa.tenorio@gov.example", name: "Rosa Tenorio" };
const PHONE = { width: 390, height: 844 };
const STEP_MS = 30_000;

/** An authenticator code is accepted once per 30-second step: the next step's code, as the app shows it then. */
async function nextAuthenticatorCode(secret: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 500));
  return authenticatorCode(secret);
}

/** Decision 038: after 30 minutes idle inside the shift, the authenticator alone resumes the console. */
describe("a shift session resumed with the second factor in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);
  let page: Page;
  let secret: string;

  beforeAll(async () => {
    const link = await createAdminFromShell(session.server, ADMIN.email, ADMIN.name);
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    page = await context.newPage();
    await acceptInvitation(page, session.server, link, ADMIN.email);
    secret = await enrolmentSecret(page);
    await enrolAuthenticator(page, secret);
    await page.getByRole("heading", { name: `Welcome, ${ADMIN.name}` }).waitFor();
  }, 120_000);

  it("asks only for the authenticator's code on the page the officer came back to, then shows that page", async () => {
    const mails = async () =>
      ((await (await fetch(`${session.server.url}/dev/outbox?recipient=${encodeURIComponent(ADMIN.email)}`)).json()) as { data: unknown[] }).data.length;
    const mailedBefore = await mails();
    // 31 minutes without a request, as between two flights.
    const away = new Date(Date.now() - 31 * 60_000).toISOString();
    await session.server.database.db.updateTable("staff_sessions").set({ last_seen_at: away }).execute();

    await page.getByRole("navigation", { name: "Console" }).locator('a[href="/console/audit"]').click();
    await page.waitForURL("**/console/audit");
    await page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
    const notice = page.getByRole("status").filter({ hasText: "You have been away for 30 minutes or more." });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`To go on as ${ADMIN.email}`);
    expect(await page.getByLabel("Work e-mail address").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, "console-shift-session-resume-phone");

    await page.getByLabel("Code from your authenticator app").fill(await nextAuthenticatorCode(secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Audit trail" }).waitFor();
    expect(page.url()).toBe(`${session.server.url}/console/audit`);
    expect(await mails()).toBe(mailedBefore);
    await snap(page, "console-shift-session-resumed-phone");
  }, 90_000);

  it("brings the officer back to sign in with the reason once the session has ended, the page showing no failure of its own (decision 047)", async () => {
    // Every alert that shows outside the sign-in card while the console goes back to sign-in.
    await page.evaluate(() => {
      const outside: string[] = [];
      Object.assign(window, { alertsOutsideSignIn: outside });
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll('[role="alert"]'))
          if (!alert.closest('[aria-labelledby="console-sign-in-title"]')) outside.push(alert.textContent ?? "");
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // Signed out on another device: the session is revoked.
    await session.server.database.db.updateTable("staff_sessions").set({ revoked_at: new Date().toISOString() }).execute();

    await page.getByRole("navigation", { name: "Console" }).locator('a[href="/console/settings"]').click();
    const signIn = page.locator('[aria-labelledby="console-sign-in-title"]');
    await signIn.getByRole("alert").filter({ hasText: "Your console session has ended. Please sign in again." }).waitFor();
    await page.getByLabel("Work e-mail address").waitFor();
    expect(new URL(page.url()).pathname).toBe("/console");
    expect(await page.evaluate(() => (window as unknown as { alertsOutsideSignIn: string[] }).alertsOutsideSignIn)).toEqual([]);
  });
});
