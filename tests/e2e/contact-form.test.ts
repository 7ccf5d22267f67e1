import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import { parseSiteInfo } from "../../server/site/site-settings.ts";
import { createAccount } from "../support/accounts.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { createStaff } from "../support/staff.ts";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { call, dialog, expectFitsThePhone, openSignedIn, snap, snapScreen } from "./support/traveller.ts";

const SUPPORT = "help@support.example";
const VISITOR = { name: "Lina Sablan", email: "lina.sablan@example.com", message: "My one-time password does not arrive.\nI tried three times this morning." };

describe("contact form, logout question and the admin's messages in Chromium", () => {
  let server: AppServer;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let reference = "";

  beforeAll(async () => {
    // Every e-mail of this app goes to a real SMTP server, the contact form's copy to support among them.
    smtp = await startSmtpServer();
    server = await startAppServer(inject("webBuild"), { smtpUrl: smtp.url, site: parseSiteInfo({ SUPPORT_EMAIL: SUPPORT }, false) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await newPhoneContext(browser, server.url);
    page = await context.newPage();
  });

  const form = () => page.locator("form.contact-form");
  const field = (label: RegExp) => form().getByLabel(label);

  it("a new visitor is told what is missing, sends the form, sees the reference, and the message reaches the support mailbox with it", async () => {
    await page.goto("/contact-us");
    await page.getByRole("heading", { name: "Contact us", level: 1 }).waitFor();
    await page.getByRole("link", { name: SUPPORT }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "contact-form-empty-phone");

    await form().getByRole("button", { name: "Send" }).click();
    await expect.poll(() => form().locator(".field-error").allTextContents()).toEqual(["The name is required.", "Invalid Email", "Please write your message."]);
    expect(await field(/^Name/).getAttribute("aria-invalid")).toBe("true");
    await field(/^Name/).fill(VISITOR.name);
    await field(/^Email/).fill("lina.sablan@example");
    await form().getByRole("button", { name: "Send" }).click();
    await expect.poll(() => form().locator(".field-error").allTextContents()).toEqual(["Invalid Email", "Please write your message."]);
    await expectFitsThePhone(page);
    await snap(page, "contact-form-errors-phone");

    await field(/^Email/).fill(VISITOR.email);
    await field(/^Message/).fill(VISITOR.message);
    await form().getByRole("button", { name: "Send" }).click();
    await page.getByRole("heading", { name: "Your message has been sent." }).waitFor();
    reference = (await page.locator(".contact-reference").textContent()) ?? "";
    expect(reference).toMatch(/^CM-[A-HJKMNP-TW-Z2-9]{4}-[A-HJKMNP-TW-Z2-9]{4}$/);
    await page
      .getByRole("status")
      .filter({ hasText: `Your reference number is ${reference}` })
      .waitFor();
    await expectFitsThePhone(page);
    await snap(page, "contact-form-sent-phone");

    await expect.poll(() => smtp.received.filter((mail) => mail.subject.includes(reference)).length).toBe(1);
    const mail = smtp.received.find((item) => item.subject.includes(reference));
    expect(mail).toMatchObject({ to: [SUPPORT], subject: `[${reference}] Contact form message from LINA SABLAN`, replyTo: VISITOR.email });
    expect(mail?.text).toContain(VISITOR.message);
    expect(mail?.text).toContain(`From: LINA SABLAN <${VISITOR.email}>`);
  });

  it("a burst from one address is throttled, and the form keeps what was typed", async () => {
    // Four more from the same address (five an hour are let through), from other clients.
    for (let index = 0; index < 4; index += 1) {
      const answer = await call(server, "POST", "/api/v2/contact-messages", { ...VISITOR, message: `Still waiting (${index})` });
      expect(answer.status).toBe(201);
    }
    await page.goto("/contact-us");
    await field(/^Name/).fill(VISITOR.name);
    await field(/^Email/).fill(VISITOR.email);
    await field(/^Message/).fill("Is anyone there?");
    await form().getByRole("button", { name: "Send" }).click();
    await form().getByRole("alert").filter({ hasText: "Too many messages. Please try again later." }).waitFor();
    expect(await field(/^Message/).inputValue()).toBe("Is anyone there?");
    expect(await field(/^Email/).inputValue()).toBe(VISITOR.email);
    await snap(page, "contact-form-throttled-phone");
    expect(smtp.received.filter((mail) => mail.text.includes("Is anyone there?"))).toEqual([]);
  });

  it("a signed-in traveller's Logout asks first; Cancel stays signed in, Logout signs out", async () => {
    const traveller = await createAccount(server.database.db);
    const profile = await call(
      server,
      "POST",
      "/api/v2/me/logbook",
      { gender: "FEMALE", birth_date: "1990-04-12", name: "Lina", last_name: "Sablan" },
      traveller.token,
    );
    expect(profile.status).toBe(200);
    await openSignedIn(page, traveller.token, "/app");
    const logout = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Logout" });
    await logout.click();
    const question = dialog(page);
    await question.getByRole("heading", { name: "Logout" }).waitFor();
    await question.getByText("Are you sure you want to logout?", { exact: true }).waitFor();
    // Logout is the destructive answer: drawn in the danger colour, never filled like the primary one.
    const [text, fill, danger, primary] = await question.getByRole("button", { name: "Logout" }).evaluate((button) => {
      const token = (name: string) => {
        const probe = document.body.appendChild(document.createElement("span"));
        probe.style.color = `var(${name})`;
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      };
      return [getComputedStyle(button).color, getComputedStyle(button).backgroundColor, token("--color-danger"), token("--color-primary")];
    });
    expect(text).toBe(danger);
    expect(fill).not.toBe(primary);
    await snapScreen(page, "logout-question-phone");
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${server.url}/app`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(traveller.token);

    await logout.click();
    await dialog(page).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/help");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const ended = await call(server, "POST", "/api/v1/logout", {}, traveller.token);
    expect(ended.status).toBe(403);
  });

  it("an admin sees the message in the console's Messages page by its reference, never its sender or text (decision 040)", async () => {
    expect(reference).not.toBe("");
    await context.close();
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    const admin = await createStaff(server.database.db, ["admin"], { email: "ana.cruz@gov.example" });
    await context.addCookies([{ name: STAFF_COOKIE, value: admin.cookie.slice(STAFF_COOKIE.length + 1), domain: "localhost", path: "/api/staff" }]);
    await page.goto("/console");
    // By address, not by the link's words: the page's texts reach the catalogs in the translation pass after this change.
    await page.getByRole("navigation", { name: "Console" }).locator('a[href="/console/contact-messages"]').click();
    await page.waitForURL("**/console/contact-messages");
    const card = page.getByRole("listitem", { name: reference });
    await card.waitFor();
    await card.locator(".contact-message-forwarded").waitFor();
    const shown = (await page.locator("body").textContent()) ?? "";
    for (const planted of ["LINA", "SABLAN", VISITOR.email, VISITOR.message]) expect(shown).not.toContain(planted);
    // Newest first: the burst's messages come before the form's.
    const references = await page.locator(".contact-message-reference").allTextContents();
    expect(references).toHaveLength(5);
    await page.getByText(/^Messages in all: 5\. In the support mailbox: \d\. Not yet forwarded: \d\.$/).waitFor();
    expect(references.at(-1)).toBe(reference);
    await snap(page, "console-contact-messages-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "console-contact-messages-phone");
  });
});
