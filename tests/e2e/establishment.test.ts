import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SCREENSHOT_DIR, screenshot } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import type { AppServer } from "./support/app-server.ts";
import { dialog, expectFitsThePhone, lastMessageTo, toast } from "./support/traveller.ts";

const PASSWORD = "correct horse battery";

/** Registers a new establishment through the portal's form and confirms its address by the e-mailed link, as an owner would. */
async function registerThroughForm(server: AppServer, page: Page, email: string) {
  await page.goto("/establishment");
  await page.getByRole("button", { name: "New here? Register your establishment" }).click();
  await page.getByLabel("Establishment name").fill("Tinian Foods");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await page.getByRole("heading", { name: "Confirm your e-mail address" }).waitFor();
  // The link's path: the test server's public address is not the one it listens on.
  const link = /\/establishment\/confirm\/[A-Za-z0-9_-]+/.exec((await lastMessageTo(server, email))?.body ?? "")?.[0];
  if (!link) throw new Error("No confirmation link in the outbox");
  await page.goto(link);
  await page.getByRole("heading", { name: "Tinian Foods" }).waitFor();
}

async function addBranch(page: Page, name: string) {
  await page.getByRole("button", { name: "Add branch" }).click();
  await page.getByRole("heading", { name: "Add a branch" }).waitFor();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Branch", { exact: true }).fill("San Jose");
  await page.getByLabel("Label").fill("Front door");
  await page.getByLabel("Address", { exact: true }).fill("Broadway, San Jose, Tinian");
  await page.getByLabel("Visit duration (minutes)").fill("90");
  await screenshot(page, "establishment-branch-form");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("heading", { level: 3, name }).waitFor();
}

describe("establishment portal and printable QR in Chromium", () => {
  const phone = phoneForEachTest();

  it("registers, adds a branch, lists it with today's visitors, and prints and downloads its QR", async () => {
    const { server, page } = phone;
    await registerThroughForm(phone.server, page, `owner-${randomUUID()}@example.com`);
    await page.getByText("No branches yet. Add one to get its QR code.").waitFor();
    await addBranch(page, "Tinian Dynasty Deli");
    await toast(page, "Branch saved.").waitFor();
    const card = page.getByRole("listitem").filter({ hasText: "Tinian Dynasty Deli" });
    await expect(card.getByText("Visit duration: 90 minutes").isVisible()).resolves.toBe(true);
    await expect(card.locator(".branch-visitors").innerText()).resolves.toMatch(/^0\s+visitors today$/);
    await expect(card.getByRole("img", { name: "QR code of Tinian Dynasty Deli" }).isVisible()).resolves.toBe(true);
    // Nothing is wider than the phone.
    await expectFitsThePhone(page);
    await page.locator(".toast").first().waitFor({ state: "detached" });
    await screenshot(page, "establishment-portal");

    const [png] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Download PNG" }).click()]);
    expect(png.suggestedFilename()).toBe("qr-tinian-dynasty-deli.png");
    expect(await sharp(await png.path()).metadata()).toMatchObject({ format: "png", width: 1024, height: 1024 });
    const [svg] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Download SVG" }).click()]);
    expect(svg.suggestedFilename()).toBe("qr-tinian-dynasty-deli.svg");
    expect(readFileSync(await svg.path(), "utf8")).toMatch(/^<\?xml[^>]*>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    await card.getByRole("link", { name: "Print QR" }).click();
    await page.waitForURL(/\/print\/qr\/[0-9a-f-]{36}\/Tinian%20Dynasty%20Deli\/a4$/);
    const uuid = /\/print\/qr\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
    await page.getByRole("heading", { name: "Tinian Dynasty Deli" }).waitFor();
    await page.getByText("San Jose · Front door").waitFor();
    await page.getByText("Scan to check in").waitFor();
    const qr = page.getByRole("img", { name: "QR code to check in at Tinian Dynasty Deli" });
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    expect(box?.width).toBeLessThanOrEqual(390);
    await page.getByText(`${server.url}/g/logbook/${uuid}`).waitFor();
    await screenshot(page, "establishment-print-qr");

    // On paper: no header, no buttons; the code keeps its printed size.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".app-header").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "establishment-print-qr-paper.png"), fullPage: true });
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("link", { name: "A6" }).click();
    await page.waitForURL(/\/a6$/);
    await page.getByText("Scan to check in").waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "establishment-print-qr-a6.png"), fullPage: true });
  });

  it("counts a guest's check-in, edits a branch, and deletes only a branch without check-ins", async () => {
    const { server, page } = phone;
    await registerThroughForm(phone.server, page, `owner-${randomUUID()}@example.com`);
    await addBranch(page, "Tinian Dynasty Deli");
    const card = page.getByRole("listitem").filter({ hasText: "Tinian Dynasty Deli" });
    const uuid = /\/print\/qr\/([0-9a-f-]{36})\//.exec((await card.getByRole("link", { name: "Print QR" }).getAttribute("href")) ?? "")?.[1];
    const checkIn = await fetch(`${server.url}/api/v1/scan_qr/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ana",
        last_name: "Cruz",
        age: 30,
        gender: "FEMALE",
        mobile_number: "16705550123",
        symptoms: ["NONE_OF_THE_ABOVE"],
        location_qr_code_uuid: uuid,
      }),
    });
    expect(checkIn.status).toBe(200);
    await page.getByRole("button", { name: "Refresh" }).click();
    await card
      .locator(".branch-visitors")
      .filter({ hasText: /^1\s*visitor today$/ })
      .waitFor();

    await card.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit branch" }).waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe("Tinian Dynasty Deli");
    await page.getByLabel("Name").fill("Dynasty Deli");
    await page.getByLabel("Latitude").fill("14.96");
    await page.getByRole("button", { name: "Save" }).click();
    await page.locator(".field-error").filter({ hasText: "Give both latitude and longitude, or neither." }).waitFor();
    await page.getByLabel("Longitude").fill("145.63");
    await page.getByRole("button", { name: "Save" }).click();
    const renamed = page.getByRole("listitem").filter({ hasText: "Dynasty Deli" });
    await renamed.getByRole("heading", { name: "Dynasty Deli", exact: true }).waitFor();

    // Its check-in is kept for contact tracing, so the branch stays.
    await renamed.getByRole("button", { name: "Delete" }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await page.locator(".sign-in-failure").filter({ hasText: "It can be deleted 30 days after its last check-in." }).waitFor();
    await expect(renamed.isVisible()).resolves.toBe(true);
    await page.locator(".toast").first().waitFor({ state: "detached" });
    await screenshot(page, "establishment-delete-refused");

    await addBranch(page, "Kiosk");
    const kiosk = page.getByRole("listitem").filter({ hasText: "Kiosk" });
    await kiosk.getByRole("button", { name: "Delete" }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await toast(page, "Branch deleted.").waitFor();
    await kiosk.waitFor({ state: "detached" });
    expect(await page.getByRole("listitem").count()).toBe(1);
  });

  it("uploads a branch logo with a preview, refuses a wrong or too large file, and shows the logo on the printed QR from our own origin", async () => {
    const { page } = phone;
    await registerThroughForm(phone.server, page, `owner-${randomUUID()}@example.com`);
    await page.getByRole("button", { name: "Add branch" }).click();
    await page.getByText("Save the branch first; then you can add its logo with Edit.").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await addBranch(page, "Tinian Dynasty Deli");
    const card = page.getByRole("listitem").filter({ hasText: "Tinian Dynasty Deli" });
    await card.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit branch" }).waitFor();
    await page.getByText("No logo").waitFor();

    const logoInput = page.locator("input#branch-logo");
    const failure = page.locator("#branch-logo-error");
    // Over 2 MB: refused before anything is sent.
    await logoInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(2_097_153) });
    await failure.filter({ hasText: "File size is too large" }).waitFor();
    // A PDF renamed to .png: the server reads its first bytes.
    await logoInput.setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") });
    await failure.filter({ hasText: "Only PNG, JPG or GIF images can be uploaded." }).waitFor();
    await page.getByText("No logo").waitFor();

    const logo = await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 200, g: 40, b: 60 } } })
      .composite([{ input: Buffer.from('<svg width="600" height="300"><circle cx="150" cy="150" r="110" fill="#fff"/></svg>'), top: 0, left: 0 }])
      .png()
      .toBuffer();
    await logoInput.setInputFiles({ name: "deli-logo.png", mimeType: "image/png", buffer: logo });
    const preview = page.getByRole("img", { name: "Logo of Tinian Dynasty Deli" });
    await expect.poll(() => preview.getAttribute("src")).toMatch(/^\/api\/v1\/logos\/[0-9a-f-]{36}\.png$/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
    expect(await failure.count()).toBe(0);
    await expectFitsThePhone(page);
    await page.locator(".toast").first().waitFor({ state: "detached" });
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, "establishment-branch-logo");

    // Leaving the form without saving keeps the logo, which was saved at once.
    await page.getByRole("button", { name: "Cancel" }).click();
    await card.getByRole("link", { name: "Print QR" }).click();
    const printed = page.locator(".print-logo");
    await expect.poll(() => printed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
    await screenshot(page, "establishment-print-qr-logo");
  });

  it("keeps the portal session across a reload, and logs out", async () => {
    const { page } = phone;
    await registerThroughForm(phone.server, page, `owner-${randomUUID()}@example.com`);
    await page.reload();
    await page.getByRole("heading", { name: "Tinian Foods" }).waitFor();
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Sign in to the establishment portal" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("establishment-session"))).toBeNull();
  });

  it("signs in, refuses a wrong password with one message, and shows the sign-in form at phone size", async () => {
    const { page } = phone;
    const email = `owner-${randomUUID()}@example.com`;
    await registerThroughForm(phone.server, page, email);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator(".sign-in-failure").filter({ hasText: "The e-mail address or password is not correct." }).waitFor();
    await screenshot(page, "establishment-sign-in-refused");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Tinian Foods" }).waitFor();
  });

  it("returns to the portal's sign-in when its session ends, and leaves the traveller's session alone", async () => {
    const { server, page } = phone;
    await registerThroughForm(phone.server, page, `owner-${randomUUID()}@example.com`);
    await page.evaluate(() => localStorage.setItem("token", "traveller-token"));
    // The session ends elsewhere (another tab logged out).
    const { token } = JSON.parse((await page.evaluate(() => localStorage.getItem("establishment-session"))) ?? "{}") as { token: string };
    const logout = await fetch(`${server.url}/api/v1/establishments/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByRole("heading", { name: "Sign in to the establishment portal" }).waitFor();
    await page.locator(".sign-in-failure").filter({ hasText: "Your session is no longer valid. Please sign in again." }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe("traveller-token");
    expect(await page.evaluate(() => localStorage.getItem("establishment-session"))).toBeNull();
    expect(new URL(page.url()).pathname).toBe("/establishment");
  });

  it("prints on one sheet of the paper the address names, from a desktop browser", async () => {
    const { server, browser } = phone;
    const branch = await server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow();
    const desktop = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const tab = await desktop.newPage();
    const sheetsOf = async (size: string) => {
      await tab.goto(`/print/qr/${branch.id}/Corner%20Shop/${size}`);
      await tab.getByText("Scan to check in").waitFor();
      const pdf = (await tab.pdf({ preferCSSPageSize: true })).toString("latin1");
      return [...pdf.matchAll(/\/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [Math.round(Number(match[1])), Math.round(Number(match[2]))]);
    };
    // A4 is 210 × 297 mm, A6 105 × 148 mm, in points.
    expect(await sheetsOf("a4")).toEqual([[595, 842]]);
    expect(await sheetsOf("a6")).toEqual([[298, 420]]);
    await desktop.close();
  });

  it("lays an unknown size out as A4, and refuses an address that is no QR code", async () => {
    const { page, server } = phone;
    const branch = await server.database.db.selectFrom("establishments").select(["id", "name"]).executeTakeFirstOrThrow();
    await page.goto(`/print/qr/${branch.id}/Corner%20Shop/huge`);
    await page.getByRole("heading", { name: branch.name }).waitFor();
    await page.getByText("This size is not known; the page is laid out for A4 paper.").waitFor();
    await page.getByRole("img", { name: `QR code to check in at ${branch.name}` }).waitFor();
    await page.goto("/print/qr/not-a-uuid/Corner%20Shop/a4");
    await page.getByText("Invalid QR Code").waitFor();
  });

  it("shows the portal in Japanese", async () => {
    const { page } = phone;
    await page.goto("/help");
    await page.evaluate(() => localStorage.setItem("lang", "ja"));
    await page.goto("/establishment");
    await page.getByRole("heading", { name: "施設ポータルにログイン" }).waitFor();
    await screenshot(page, "establishment-sign-in-ja");
  });
});
