import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { generate } from "otplib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { createStaff } from "../../support/staff.ts";
import { type AppServer, startAppServer } from "./app-server.ts";
import { lastMessageTo } from "./traveller.ts";

/** What government staff do in the console in the end-to-end tests: the shell command, invitations, codes, factors. */

const CLI = path.resolve(import.meta.dirname, "../../../server/cli/staff.ts");
const run = promisify(execFile);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("No free port");
  return address.port;
}

/**
 * The app server at a port chosen first, so its public address (the passkeys' origin and the
 * invitations' links) is the one the browser opens.
 */
export async function startConsoleServer(staticDir: string): Promise<AppServer> {
  const port = await freePort();
  return startAppServer(staticDir, { port, publicUrl: `http://localhost:${port}` });
}

/**
 * `node server/cli/staff.ts create-admin` as an operator runs it against the server's database (with `--force`
 * when an admin already exists); the printed invitation link.
 */
export async function createAdminFromShell(server: AppServer, email: string, name: string, ...flags: "--force"[]): Promise<string> {
  const env = { PATH: process.env.PATH, SQLITE_FILE: server.database.config.sqliteFile, PUBLIC_URL: server.url };
  const { stdout } = await run(process.execPath, [CLI, "create-admin", "--email", email, "--name", name, ...flags], { env, timeout: 30_000 });
  const link = /https?:\/\/\S+\/console\/invite\/[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`create-admin printed no invitation link:\n${stdout}`);
  return link;
}

/** The invitation link in the newest e-mail to `email`. */
export async function invitationLinkTo(server: AppServer, email: string): Promise<string> {
  const link = /https?:\/\/\S+\/console\/invite\/[A-Za-z0-9_-]+/.exec((await lastMessageTo(server, email))?.body ?? "")?.[0];
  if (!link) throw new Error(`No invitation was mailed to ${email}`);
  return link;
}

/** The 6-digit code in the newest e-mail to `email`, read the way developers read the outbox. */
export async function mailedCode(server: AppServer, email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMessageTo(server, email))?.body ?? "")?.[1];
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** Types the e-mailed code once the page says it was sent. */
async function enterMailedCode(page: Page, server: AppServer, email: string, sent: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: sent }).waitFor();
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(server, email));
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Opens an invitation link and confirms the address with the e-mailed code; lands on the enrolment page. */
export async function acceptInvitation(page: Page, server: AppServer, link: string, email: string): Promise<void> {
  await page.goto(link);
  await page.getByRole("heading", { name: "Join the staff console" }).waitFor();
  await page.getByText(email, { exact: true }).waitFor();
  await page.getByRole("button", { name: "Send code" }).click();
  await enterMailedCode(page, server, email, `We sent a 6-digit code to ${email}.`);
  await page.getByRole("heading", { name: "Set up your second sign-in step" }).waitFor();
}

/** The key the enrolment page shows under the QR, as a person would type it into their app. */
export async function enrolmentSecret(page: Page): Promise<string> {
  const shown = await page.locator(".console-secret code").textContent();
  if (!shown) throw new Error("The enrolment page shows no key");
  return shown.replaceAll(" ", "");
}

/** The authenticator app's code for a secret, now (RFC 6238, as the phone's app computes it). */
export const authenticatorCode = (secret: string): Promise<string> => generate({ secret });

/** The ten recovery codes shown once after a factor is set up; says they are saved and goes on (decision 057). */
export async function keepRecoveryCodes(page: Page): Promise<string[]> {
  await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
  const codes = await page.getByRole("list", { name: "Your ten recovery codes" }).locator("code").allTextContents();
  await page.getByRole("button", { name: "I have saved them, continue" }).click();
  return codes;
}

/** Sets up the authenticator app from the key on the page, keeps the recovery codes; lands on the console's home. */
export async function enrolAuthenticator(page: Page, secret: string): Promise<string[]> {
  await page.getByLabel("Code from your authenticator app").fill(await authenticatorCode(secret));
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  const codes = await keepRecoveryCodes(page);
  await page.waitForURL(/\/console$/);
  return codes;
}

/** From the sign-in page: the work address and the e-mailed code; stops at the second step. */
export async function signInWithMailedCode(page: Page, server: AppServer, email: string): Promise<void> {
  await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
  await page.getByLabel("Work e-mail address").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await enterMailedCode(page, server, email, `If ${email} belongs to a staff account, a sign-in code is on its way.`);
  await page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
}

/**
 * Chromium's virtual authenticator on this page's tab (CDP WebAuthn domain): a platform passkey
 * store that verifies the user at once, as a phone's screen lock would.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<() => Promise<number>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length;
}

/**
 * A Y4M video of an empty white picture, for the fake camera before there is anything to scan
 * (the format of qr-video.ts: 640×480 greyscale 4:2:0). Chromium reads the file again each time a
 * camera starts, so a QR written to the same file later is what the next start shows.
 */
export function writeBlankVideo(file: string): void {
  const frame = Buffer.concat([Buffer.from("FRAME\n"), Buffer.alloc(640 * 480, 235), Buffer.alloc(320 * 240 * 2, 128)]);
  writeFileSync(file, Buffer.concat([Buffer.from("YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n"), ...Array.from({ length: 10 }, () => frame)]));
}

/** A staff member's desk at 1280 × 800, the session written straight in (signing in is the customs test's). */
export async function staffDesk(browser: Browser, server: AppServer, roles: StaffRole[]): Promise<{ page: Page; staffId: string }> {
  const member = await createStaff(server.database.db, roles);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  const token = member.cookie.slice(`${STAFF_COOKIE}=`.length);
  await context.addCookies([
    { name: STAFF_COOKIE, value: token, domain: new URL(server.url).hostname, path: "/api/staff", httpOnly: true, sameSite: "Strict" },
  ]);
  return { page: await context.newPage(), staffId: member.id };
}
