import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { launchBrowser, newPhoneContext, SCREENSHOT_DIR, screenshot } from "./support/browser.ts";

/** The real server on SQLite with uploads in a directory of their own, serving the built app. */
async function startServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const database: TestDatabase = await createTestDatabase("sqlite");
  const uploadDir = mkdtempSync(path.join(tmpdir(), "e2e-uploads-"));
  const app: FastifyInstance = await buildApp({ ...database.config, staticDir: inject("webBuild"), uploadDir }, database.db, { logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no port");
  return {
    url: `http://localhost:${address.port}`,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

let clients = 0;

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  clients += 1;
  const headers: Record<string, string> = { "x-forwarded-for": `2001:db8::e2e:${clients.toString(16)}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A new frequent flyer's session, made the way the sign-in screen makes it: e-mail code from the outbox. */
async function signInByEmail(base: string, email: string): Promise<string> {
  const requested = await call(base, "POST", "/api/v2/login/request-otp-via-email", { email, lang: "en" });
  const auth = (requested.body.data as { auth: string }).auth;
  const outbox = await call(base, "GET", `/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const [message] = outbox.body.data as { body: string }[];
  const otp = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  const confirmed = await call(base, "POST", "/api/v1/login/confirm-otp", { auth, otp });
  return (confirmed.body.data as { token: string }).token;
}

async function signInAsGuest(base: string): Promise<string> {
  const answer = await call(base, "POST", "/api/v1/guest/login", { lang: "en" });
  return (answer.body.data as { token: string }).token;
}

/** Stores the session as the sign-in screen does, then opens the app. */
async function openSignedIn(page: Page, session: { token: string; isGuest: boolean; lang: string }, at = "/app") {
  await page.goto("/help");
  await page.evaluate(({ token, isGuest, lang }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("is_guest", String(isGuest));
    localStorage.setItem("lang", lang);
  }, session);
  await page.goto(at);
}

/** What the phone's screen shows: a dialog covers the screen, not the whole page. */
async function screenshotScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: "disabled" });
}

const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

describe("profile, family and account deletion in Chromium", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let photo: Buffer;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // Noise does not compress: about 200 KB, well under the 2 MB limit.
    const noise = randomBytes(260 * 260 * 3);
    photo = await sharp(noise, { raw: { width: 260, height: 260, channels: 3 } }).png().toBuffer();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });
  beforeEach(async () => {
    context = await newPhoneContext(browser, server.url);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it("sends a new traveller to complete the profile, saves it, keeps it after a reload, adds a family member and deletes the account (English)", async () => {
    const token = await signInByEmail(server.url, "ana.cruz@example.com");
    await openSignedIn(page, { token, isGuest: false, lang: "en" });
    await toast(page, "Please complete your profile!").waitFor();
    await page.waitForURL("**/app/profile");
    await page.getByRole("heading", { name: "Your profile" }).waitFor();
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "profile-incomplete-en");

    const photoInput = page.getByLabel(/^Photo/);
    await photoInput.setInputFiles({ name: "too-large.png", mimeType: "image/png", buffer: Buffer.alloc(2_097_153, 1) });
    await page.getByText("File size is too large").waitFor();
    // A slow uplink keeps the upload going long enough to see its progress bar.
    const network = await context.newCDPSession(page);
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64_000 });
    await photoInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("progressbar", { name: "Uploading photo" }).waitFor();
    await screenshotScreen(page, "profile-photo-uploading-en");
    await page.getByRole("img", { name: "Your photo" }).waitFor();
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await page.getByRole("progressbar").count()).toBe(0);
    expect(await page.getByText("File size is too large").count()).toBe(0);

    await page.getByLabel(/^Passport country/).selectOption("JP");
    await page.getByLabel(/^Passport number/).fill("tk1234567");
    await page.getByLabel(/^First name/).fill("ana");
    await page.getByLabel(/^Last name/).fill("cruz");
    await page.getByLabel(/^Gender/).selectOption("FEMALE");
    await page.getByLabel(/^Birth date/).fill("1990-04-01");
    await page.getByLabel(/^Region/).selectOption({ label: "Northern Mariana Islands" });
    await page.getByLabel(/^Island/).selectOption({ label: "Saipan" });
    await page.getByLabel(/^Municipality/).selectOption({ label: "Saipan" });
    await page.getByLabel(/^Village/).selectOption({ label: "Garapan" });
    await page.getByLabel(/^Company name/).fill("Marianas Tours");
    // Names are shown upper-case as they are typed.
    expect(await page.getByLabel(/^First name/).evaluate((input) => getComputedStyle(input).textTransform)).toBe("uppercase");

    // The sign-in e-mail address is shown, not edited: the server keeps it as the code proved it.
    await page.getByText("ana.cruz@example.com").waitFor();
    expect(await page.getByLabel(/^Email/).count()).toBe(0);

    await page.getByLabel(/^First name/).fill(" ");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Required" }).waitFor();
    await screenshot(page, "profile-required-en");
    await page.getByLabel(/^First name/).fill("ana");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Saved!").waitFor();
    await screenshot(page, "profile-saved-en");

    await page.reload();
    await page.getByRole("heading", { name: "Your profile" }).waitFor();
    await expectValue(page.getByLabel(/^First name/), "ANA");
    expect(await page.getByLabel(/^Last name/).inputValue()).toBe("CRUZ");
    expect(await page.getByLabel(/^Passport number/).inputValue()).toBe("TK1234567");
    await expectValue(page.getByLabel(/^Village/), "SPN-GARAPAN");
    await page.getByRole("img", { name: "Your photo" }).waitFor();
    expect(await toast(page, "Please complete your profile!").count()).toBe(0);

    await page.getByRole("button", { name: "Add family member" }).click();
    const member = page.getByRole("group", { name: "Family member 1" });
    await member.getByLabel(/^First name/).fill("leo");
    await member.getByLabel(/^Last name/).fill("cruz");
    await member.getByLabel(/^Birth date/).fill("2015-06-30");
    await member.getByLabel(/^Gender/).selectOption("MALE");
    await page.getByRole("button", { name: "Save family" }).click();
    await toast(page, "Saved!").first().waitFor();
    await page.reload();
    await expectValue(page.getByRole("group", { name: "Family member 1" }).getByLabel(/^First name/), "LEO");
    await screenshot(page, "profile-family-en");

    await page.goto("/app");
    await page.getByRole("heading", { name: "Hello, ANA!" }).waitFor();
    await page.getByRole("region", { name: "Trips" }).getByRole("link", { name: "Declare a trip" }).waitFor();
    for (const name of ["Profile", "Digital Logbook", "Logout"]) await page.getByRole("link", { name, exact: true }).waitFor();
    await screenshot(page, "home-signed-in-en");

    await page.goto("/privacy-statement");
    await page.getByRole("link", { name: "Delete or Deactivate your account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete your account?").waitFor();
    await screenshotScreen(page, "profile-delete-confirm-en");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await dialog.getByText("Profile Successfully Deleted!").waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("my-profile"), localStorage.getItem("lang")])).toEqual([
      null,
      null,
      "en",
    ]);
    await screenshotScreen(page, "profile-deleted-en");
    await dialog.getByRole("button", { name: "OK" }).click();
    // "/" leads on to the landing site.
    await page.waitForURL((url) => url.pathname === "/help");

    const refused = await call(server.url, "GET", "/api/v1/me/profile", undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("token_invalid");
  });

  it("does the same in Korean", async () => {
    const token = await signInByEmail(server.url, "minji.kim@example.com");
    await openSignedIn(page, { token, isGuest: false, lang: "ko" });

    await toast(page, "프로필을 완성해 주세요!").waitFor();
    await page.waitForURL("**/app/profile");
    await page.getByRole("heading", { name: "내 프로필" }).waitFor();
    await page.getByLabel(/^이름/).fill("minji");
    await page.getByLabel(/^성 /).fill("kim");
    await page.getByLabel(/^성별/).selectOption("FEMALE");
    await page.getByLabel(/^생년월일/).fill("1988-11-20");
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await toast(page, "저장되었습니다!").waitFor();
    await screenshot(page, "profile-saved-ko");

    await page.reload();
    await expectValue(page.getByLabel(/^이름/), "MINJI");
    await page.goto("/app");
    await page.getByRole("heading", { name: "안녕하세요, MINJI님!" }).waitFor();
    await screenshot(page, "home-signed-in-ko");

    await page.goto("/app/profile");
    await page.getByRole("button", { name: "내 계정 삭제" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("계정을 삭제하시겠습니까?").waitFor();
    await screenshotScreen(page, "profile-delete-confirm-ko");
    await dialog.getByRole("button", { name: "내 계정 삭제" }).click();
    await dialog.getByText("프로필이 삭제되었습니다!").waitFor();
    await screenshotScreen(page, "profile-deleted-ko");
    await dialog.getByRole("button", { name: "확인" }).click();
    await page.waitForURL((url) => url.pathname === "/help");
    expect((await call(server.url, "GET", "/api/v1/me/profile", undefined, token)).status).toBe(403);
  });

  it("deletes a guest's profile and returns to /app", async () => {
    const token = await signInAsGuest(server.url);
    await openSignedIn(page, { token, isGuest: true, lang: "en" }, "/app/profile");
    await page.getByRole("heading", { name: "Your profile" }).waitFor();
    // A guest is never asked to complete a profile.
    expect(await toast(page, "Please complete your profile!").count()).toBe(0);
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await dialog.getByText("Profile Successfully Deleted!").waitFor();
    await dialog.getByRole("button", { name: "OK" }).click();
    await page.waitForURL((url) => url.pathname === "/app");
    await page.getByRole("button", { name: "Guest Access" }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("is_guest")])).toEqual([null, null]);
    expect((await call(server.url, "GET", "/api/v1/me/profile", undefined, token)).status).toBe(403);
    await screenshot(page, "profile-guest-deleted-en");
  });

  it("names the support mailbox when the account cannot be deleted, and keeps the session", async () => {
    const token = await signInByEmail(server.url, "failing.delete@example.com");
    await page.route("**/api/v2/me/profile", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal Server Error!" }) })
        : route.fallback(),
    );
    await openSignedIn(page, { token, isGuest: false, lang: "en" }, "/app/profile");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await dialog.getByText("Unable to delete account. Please contact us on support@travel.gov.mp").waitFor();
    expect(await dialog.getByRole("link", { name: "support@travel.gov.mp" }).getAttribute("href")).toBe("mailto:support@travel.gov.mp");
    await screenshotScreen(page, "profile-delete-failed-en");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
  });

  it("shows the copy saved on this device when the profile cannot be loaded, and loads it again on request", async () => {
    const token = await signInByEmail(server.url, "offline.reader@example.com");
    await call(server.url, "POST", "/api/v2/me/logbook", { name: "rosa", last_name: "reyes", gender: "FEMALE", birth_date: "1975-02-14" }, token);
    await openSignedIn(page, { token, isGuest: false, lang: "en" }, "/app/profile");
    await expectValue(page.getByLabel(/^First name/), "ROSA");

    let profileAnswers = true;
    await page.route("**/api/v1/me/profile", (route) => (profileAnswers ? route.fallback() : route.abort("connectionrefused")));
    profileAnswers = false;
    await page.reload();
    await page.getByText("Your profile could not be loaded. This is the copy saved on this device.").waitFor();
    await expectValue(page.getByLabel(/^First name/), "ROSA");
    await screenshot(page, "profile-from-cache-en");

    profileAnswers = true;
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByText("Your profile could not be loaded. This is the copy saved on this device.").waitFor({ state: "detached" });
  });

  it("tells a visitor who is not signed in to log in first", async () => {
    await page.goto("/help");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.goto("/app/profile#delete");
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("You must be logged in to continue.").waitFor();
    await screenshotScreen(page, "profile-login-required-en");
    await dialog.getByRole("link", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/app");
  });
});

async function expectValue(locator: ReturnType<Page["getByLabel"]>, value: string): Promise<void> {
  await expect.poll(() => locator.inputValue()).toBe(value);
}
