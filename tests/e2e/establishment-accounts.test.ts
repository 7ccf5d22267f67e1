import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { freePort } from "../support/free-port.ts";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { staffDesk } from "./support/console-staff.ts";
import { snap } from "./support/traveller.ts";

const OWNER = { email: "owner@tinian-deli.example", organisation: "Tinian Dynasty Deli", password: "correct horse battery" };

describe("establishment accounts in Chromium", () => {
  let smtp: TestSmtpServer;
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    // Every e-mail goes to a real SMTP server; the owner's confirmation link is read from what it received.
    smtp = await startSmtpServer();
    const port = await freePort();
    server = await startAppServer(inject("webBuild"), { port, publicUrl: `http://localhost:${port}`, smtpUrl: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it("an establishment registers, confirms by the mailed link, adds a branch; an admin disables it with a reason, and a guest's check-in is refused", async () => {
    const phone = await (await newPhoneContext(browser, server.url)).newPage();
    await phone.goto("/establishment");
    await phone.getByRole("button", { name: "New here? Register your establishment" }).click();
    await phone.getByLabel("Establishment name").fill(OWNER.organisation);
    await phone.getByLabel(/^Email Address/).fill(OWNER.email);
    await phone.getByLabel(/^Password/).fill(OWNER.password);
    await phone.getByLabel(/^Confirm password/).fill(OWNER.password);
    await phone.getByRole("button", { name: "Register", exact: true }).click();
    await phone.getByRole("heading", { name: "Confirm your e-mail address" }).waitFor();
    await phone.getByText(OWNER.email).waitFor();
    await snap(phone, "establishment-check-email-phone");

    // Unconfirmed, the portal stays closed: signing in says why and leads back to the link.
    await phone.getByRole("button", { name: "Back to sign in" }).click();
    await phone.getByLabel(/^Email Address/).fill(OWNER.email);
    await phone.getByLabel(/^Password/).fill(OWNER.password);
    await phone.getByRole("button", { name: "Sign in", exact: true }).click();
    await phone.getByText("Confirm your e-mail address first: open the link we e-mailed you.").waitFor();
    await phone.getByRole("button", { name: "Send the link again" }).click();
    await phone.getByRole("status").filter({ hasText: "A new link is on its way." }).waitFor();
    await snap(phone, "establishment-unconfirmed-sign-in-phone");

    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(OWNER.email)).length).toBe(2);
    const newest = smtp.received.filter((mail) => mail.to.includes(OWNER.email)).at(-1);
    expect(newest?.subject).toBe("Confirm your e-mail address for the CNMI establishment portal");
    const link = /https?:\/\/\S+\/establishment\/confirm\/[A-Za-z0-9_-]+/.exec(newest?.text ?? "")?.[0];
    if (!link) throw new Error("No confirmation link in the e-mail");
    await phone.goto(link);
    await phone.waitForURL(/\/establishment$/);
    await phone.getByRole("button", { name: "Add branch" }).click();
    await phone.getByLabel(/^Name/).first().fill(OWNER.organisation);
    await phone.getByRole("button", { name: "Save" }).click();
    await phone.getByRole("heading", { name: OWNER.organisation, level: 3 }).waitFor();
    const branch = await server.database.db.selectFrom("establishments").select("id").where("name", "=", OWNER.organisation).executeTakeFirstOrThrow();

    // A forgotten password: the reset link from the SMTP capture sets a new one, and the portal says so at sign-in.
    const other = await (await newPhoneContext(browser, server.url)).newPage();
    await other.goto("/establishment");
    await other.getByRole("button", { name: "Forgot your password?" }).click();
    await other.getByLabel(/^Email Address/).fill(OWNER.email);
    await other.getByRole("button", { name: "Send the reset link" }).click();
    await other.getByRole("status").filter({ hasText: "If this address has an establishment account, an e-mail is on its way." }).waitFor();
    await snap(other, "establishment-reset-requested-phone");
    await expect.poll(() => smtp.received.filter((mail) => mail.subject === "Reset your password for the CNMI establishment portal").length).toBe(1);
    const resetMail = smtp.received.find((mail) => mail.subject === "Reset your password for the CNMI establishment portal");
    const resetLink = /https?:\/\/\S+\/establishment\/reset\/[A-Za-z0-9_-]+/.exec(resetMail?.text ?? "")?.[0];
    if (!resetLink) throw new Error("No reset link in the e-mail");
    await other.goto(resetLink);
    await other.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await other.getByLabel(/^New password/).fill("a brand new passphrase");
    await other.getByLabel(/^Confirm password/).fill("a brand new passphrase");
    await other.getByRole("button", { name: "Save the new password" }).click();
    await other.getByRole("status").filter({ hasText: "Your password has been changed. Sign in with the new one." }).waitFor();
    await snap(other, "establishment-password-changed-phone");

    const admin = (await staffDesk(browser, server, ["admin"])).page;
    await admin.goto("/console/establishments");
    await admin.getByRole("heading", { name: "Establishments", level: 1 }).waitFor();
    await admin.getByLabel("Name, e-mail or branch").fill("dynasty");
    await admin.getByRole("button", { name: "Search" }).click();
    const card = admin.getByRole("listitem", { name: OWNER.organisation });
    await card.getByText(OWNER.email).waitFor();
    await card.getByText("Active").waitFor();
    await snap(admin, "console-establishments-desktop");
    await card.getByRole("button", { name: "Disable…" }).click();
    const confirm = card.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Disable" }).click();
    await confirm.getByRole("alert").filter({ hasText: "Say why" }).waitFor();
    await confirm.getByLabel("Reason (kept in the audit trail)").fill("Reported as a fake venue collecting phone numbers");
    await snap(admin, "console-establishments-disable-desktop");
    await confirm.getByRole("button", { name: "Disable" }).click();
    await card.getByRole("status").filter({ hasText: "Disabled: its QR codes refuse check-ins." }).waitFor();
    await card.getByText("Reported as a fake venue collecting phone numbers", { exact: false }).waitFor();
    await snap(admin, "console-establishments-disabled-desktop");

    // A guest scanning the branch's QR is told why, in the door's words.
    const guest = await (await newPhoneContext(browser, server.url)).newPage();
    await guest.goto(`/g/logbook/${branch.id}`);
    await guest.getByText("This place no longer takes check-ins here: its account has been disabled.", { exact: false }).first().waitFor();
    await snap(guest, "establishment-disabled-door-phone");
    // In the guest's language too, though the page's first messages do not carry these words: the refusal brings them.
    await guest.evaluate(() => localStorage.setItem("lang", "ja"));
    await guest.goto(`/g/logbook/${branch.id}`);
    await guest.getByText("この施設ではここでのチェックインを受け付けていません。", { exact: false }).first().waitFor();

    const audit = await server.database.db.selectFrom("audit_events").select(["action", "purpose"]).where("action", "=", "establishment.disable").execute();
    expect(audit).toEqual([{ action: "establishment.disable", purpose: "Reported as a fake venue collecting phone numbers" }]);
  });
});
