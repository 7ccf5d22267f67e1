import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import {
  acceptInvitation,
  addVirtualAuthenticator,
  authenticatorCode,
  createAdminFromShell,
  enrolAuthenticator,
  enrolmentSecret,
  invitationLinkTo,
  keepRecoveryCodes,
  signInWithMailedCode,
  startConsoleServer,
  writeBlankVideo,
} from "./support/console-staff.ts";
import { writeQrVideo } from "./support/qr-video.ts";
import { createTrip, fillCustomsTrip, fillSurvey, nextPage } from "./support/trip-forms.ts";
import { dayFromToday, dialog, openSignedIn, sign, snap, snapScreen, travellerWithProfile } from "./support/traveller.ts";

const ADMIN = { email: "ana.cruz@gov.example", name: "Ana Cruz" };
const OFFICER = { email: "ben.reyes@customs.gov.example", name: "Ben Reyes" };
const TRAVELLER = "rosa.camacho@example.com";
const REMARKS = "Open the bag with the spirits at desk 3.";
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SECURITY_DESK = { width: 1280, height: 800 };

/** The staff routes that show a traveller's data or the audit trail, and the audit action each must leave. */
const AUDITED_READS: [RegExp, string][] = [
  [/^POST \/api\/staff\/customs\/lookup$/, "customs.lookup"],
  [/^GET \/api\/staff\/customs\/trips\/[^/]+$/, "customs.trip.read"],
  [/^GET \/api\/staff\/customs\/trips\/[^/]+\/photo$/, "customs.photo.read"],
  [/^POST \/api\/staff\/customs\/trips\/[^/]+\/decision$/, "customs.decision"],
  [/^GET \/api\/staff\/audit$/, "audit.list"],
  [/^GET \/api\/staff\/audit\/verification$/, "audit.verify"],
];

/** From the trip page, the rest of the customs declaration page by page, with 100 fl oz of distilled spirits (the duty-free limit is 77); submits it. */
async function declareSpirits(page: Page): Promise<void> {
  await nextPage(page);
  await page.locator("#declarant-passport_number").fill("P7654321");
  await page.locator("#declarant-passport_country").selectOption("US");
  await page.locator("#declarant-address_in_commonwealth").fill("Hyatt Regency, Garapan");
  await page.locator("#declarant-occupation").fill("Engineer");
  await page.locator("#declarant-residence_country").fill("United States");
  await page.locator("#declarant-person_type-OTHER").check();
  await nextPage(page);
  await nextPage(page);
  for (const item of ["harmful_objects", "wildlife", "plants", "soil", "animal", "tobacco", "cigarettes", "merchandise", "excess_currency"]) {
    await page.locator(`#items-has_${item}-false`).check();
  }
  await page.locator("#items-has_alcohol-true").check();
  await page.locator("#quantities-alcohol_distilled_floz").fill("100");
  await page.getByRole("status").filter({ hasText: "Over the duty-free limit" }).waitFor();
  await nextPage(page);
  await page.locator("#contact-phones-mobile-number").fill("16702345679");
  await page.locator("#contact-phones-mobile-confirm").fill("16702345679");
  await nextPage(page);
  await sign(page);
  await page.getByLabel("I declare that the answers I have given on this form are true and complete.").check();
  await page.getByRole("button", { name: "Submit declaration" }).click();
}

/** The console at tablet size, then at phone size, as a member holding either would see it. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-tablet`);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(TABLET);
}

/** An office desk's screen, where an admin reads the tables. */
async function snapDesk(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(TABLET);
}

describe("staff console and customs verification in Chromium", () => {
  let server: AppServer;
  let fixtures: string;
  let travellerBrowser: Browser;
  let consoleBrowser: Browser;
  const staffCalls: string[] = [];

  beforeAll(async () => {
    server = await startConsoleServer(inject("webBuild"));
    fixtures = mkdtempSync(path.join(tmpdir(), "console-e2e-"));
    travellerBrowser = await launchBrowser();
  });
  afterAll(async () => {
    await consoleBrowser?.close();
    await travellerBrowser?.close();
    await server.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  /** A console member's tablet: every staff call it makes is noted, to be found in the audit trail. */
  async function consoleTablet(permissions: string[] = []): Promise<{ context: BrowserContext; page: Page }> {
    const context = await consoleBrowser.newContext({ baseURL: server.url, viewport: TABLET, hasTouch: true, permissions });
    const page = await context.newPage();
    page.on("response", (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/staff/") && response.ok()) staffCalls.push(`${response.request().method()} ${url.pathname}`);
    });
    return { context, page };
  }

  it("the first admin from the shell invites a customs officer, who enrols an app and a passkey, scans a trip QR, marks it for inspection, and the traveller sees it; every read is audited and a hand-edited record is named", async () => {
    // A traveller declares a trip carrying spirits over the duty-free limit and has the trip QR.
    const token = await travellerWithProfile(server, TRAVELLER, { name: "Rosa", last_name: "Camacho" });
    const travellerContext = await newPhoneContext(travellerBrowser, server.url);
    const traveller = await travellerContext.newPage();
    await openSignedIn(traveller, token, "/app/trips/new");
    await createTrip(traveller, "DOMESTIC", dayFromToday(0));
    await fillSurvey(traveller);
    await traveller.getByRole("button", { name: "Submit survey" }).click();
    await traveller.waitForURL(/\/customs$/);
    await fillCustomsTrip(traveller);
    await declareSpirits(traveller);
    await traveller.waitForURL(/\/app\/trips\/[^/]+\/qr$/);
    await traveller.getByRole("img", { name: "Trip QR code" }).waitFor();
    const tripId = /\/app\/trips\/([^/]+)\/qr$/.exec(traveller.url())?.[1] ?? "";
    const trip = await server.database.db.selectFrom("visit_histories").select(["qr_id", "user_id"]).where("id", "=", tripId).executeTakeFirstOrThrow();
    if (!trip.qr_id || !trip.user_id) throw new Error("The completed trip has no QR ID or no owner");
    const travellerId = trip.user_id;
    const tripQr = `${server.url}/qr/${trip.qr_id}`;

    // The console's tablets share one browser whose camera shows an empty picture for now.
    const camera = path.join(fixtures, "camera.y4m");
    writeBlankVideo(camera);
    consoleBrowser = await launchBrowser({ fakeCameraFile: camera });

    // The first admin: created from the shell, opens the printed link, confirms the address, enrols an authenticator.
    const adminLink = await createAdminFromShell(server, ADMIN.email, ADMIN.name);
    expect(adminLink).toMatch(new RegExp(`^${server.url}/console/invite/`));
    const { page: admin } = await consoleTablet();
    await acceptInvitation(admin, server, adminLink, ADMIN.email);
    await admin.locator(".console-qr svg").waitFor();
    await snapBoth(admin, "console-enrolment");
    await enrolAuthenticator(admin, await enrolmentSecret(admin));
    await admin.getByRole("heading", { name: `Welcome, ${ADMIN.name}` }).waitFor();

    // The admin invites the customs officer on the staff page.
    await admin.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" }).click();
    await admin.getByRole("heading", { name: "Invite a staff member" }).waitFor();
    const inviteForm = admin.getByRole("form", { name: "Invite a staff member" });
    await inviteForm.getByLabel("Name", { exact: true }).fill(OFFICER.name);
    await inviteForm.getByLabel("Work e-mail address").fill(OFFICER.email);
    await inviteForm.getByLabel("Customs officer").check();
    await inviteForm.getByRole("button", { name: "Send invitation" }).click();
    await admin.getByRole("status").filter({ hasText: "The invitation was sent." }).waitFor();
    const staffTable = admin.getByRole("table", { name: "Staff members" });
    await staffTable.getByText(OFFICER.email).waitFor();
    await snapBoth(admin, "console-staff");
    await snapDesk(admin, "console-staff");
    // Filtered by role, the table shows the officer alone; the role is said in words where it is granted.
    await admin.getByLabel("Role", { exact: true }).selectOption({ label: "Customs officer" });
    await admin.getByRole("status").filter({ hasText: "1 of 2 members" }).waitFor();
    expect(await staffTable.getByText(ADMIN.email).count()).toBe(0);
    await staffTable.getByRole("button", { name: `Manage ${OFFICER.name}` }).click();
    await staffTable.getByText("Opens a scanner in the traveller app, not the console", { exact: false }).waitFor();
    await snapBoth(admin, "console-staff-filtered");
    await snapDesk(admin, "console-staff-filtered");
    await staffTable.getByRole("button", { name: `Close ${OFFICER.name}` }).click();
    await admin.getByLabel("Role", { exact: true }).selectOption({ label: "Every role" });

    // The officer opens the e-mailed invitation, enrols an authenticator, then adds a passkey on the security page.
    const { context: officerContext, page: officer } = await consoleTablet(["camera"]);
    const passkeysStored = await addVirtualAuthenticator(officerContext, officer);
    await acceptInvitation(officer, server, await invitationLinkTo(server, OFFICER.email), OFFICER.email);
    await enrolAuthenticator(officer, await enrolmentSecret(officer));
    await officer.getByRole("heading", { name: `Welcome, ${OFFICER.name}` }).waitFor();
    await officer.getByRole("link", { name: "Sign-in security" }).first().click();
    await officer.waitForURL(/\/console\/security$/);
    const factors = officer.locator(".console-facts");
    await factors.getByText("Set up", { exact: true }).waitFor();
    await factors.getByText("None", { exact: true }).waitFor();
    await officer.getByRole("button", { name: "Add a passkey" }).click();
    await officer.getByRole("status").filter({ hasText: "The passkey was added." }).waitFor();
    await factors.getByText("1 passkey", { exact: true }).waitFor();
    expect(await passkeysStored()).toBe(1);
    await snapBoth(officer, "console-security");

    // Signed out, the officer signs in again with the e-mailed code and the passkey.
    await officer.getByRole("button", { name: "Sign out" }).click();
    await officer.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await snapBoth(officer, "console-sign-in");
    await signInWithMailedCode(officer, server, OFFICER.email);
    await officer.getByRole("button", { name: "Use a passkey" }).click();
    // Signed in again at the address where the session ended.
    await officer.getByRole("heading", { name: "Sign-in security" }).waitFor();
    await factors.getByText("1 passkey", { exact: true }).waitFor();

    // At the belt: the camera first shows nothing, then the traveller's trip QR.
    await officer.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Customs check" }).click();
    await officer.getByText("Point the camera at the traveller's trip QR code.").waitFor({ timeout: 20_000 });
    await snapBoth(officer, "console-customs-scan");
    // Chromium reads the video file again when a camera starts: the QR goes in while the camera is
    // off (typing a code stops it), so it cannot be read mid-way through the switch back.
    await officer.getByRole("button", { name: "Type code" }).click();
    await officer.locator("#customs-code").waitFor();
    writeQrVideo(camera, tripQr);
    await officer.getByRole("button", { name: "Scan QR" }).click();
    const card = officer.locator(".customs-card-step");
    await card.getByRole("heading", { name: /rosa camacho/i }).waitFor({ timeout: 20_000 });
    await card.getByText("P7654321").waitFor();
    // The reason comes first, with the limit and the excess; every answer is folded below.
    await card.locator(".customs-reason").filter({ hasText: "Distilled spirits: 100 fl oz, limit 77 — 23 over" }).waitFor();
    await card.getByText("All answers of the customs declaration").click();
    const spirits = card.locator(".customs-quantities li.customs-over");
    await spirits.getByText("Over the limit").waitFor();
    expect(await spirits.count()).toBe(1);
    expect(await spirits.textContent()).toContain("100");
    await snapBoth(officer, "console-customs-card");

    // FOR_INSPECTION with remarks.
    await card.getByLabel("For inspection").check();
    await card.getByText("Note, and message to the traveller (optional)").click();
    await card.getByLabel("Write to the traveller in my own words").check();
    await card.getByText("The traveller will read this exactly as you write it").waitFor();
    await card.getByLabel("Text for the traveller").fill(REMARKS);
    await card.getByRole("button", { name: "Record decision" }).click();
    await card.getByRole("heading", { name: "Decision recorded." }).waitFor();
    await card.getByText(REMARKS).waitFor();
    await snapBoth(officer, "console-customs-decision");

    // The traveller's trip screen shows the review and the remarks.
    await traveller.reload();
    const status = traveller.getByRole("region", { name: "Information status" });
    await status.getByText("For inspection", { exact: true }).waitFor();
    await status.getByText(REMARKS, { exact: false }).waitFor();
    expect(await status.getByText("No remarks available").count()).toBe(0);
    await snap(traveller, "console-traveller-for-inspection-phone");

    // The admin reads the audit trail in words, in the commonwealth's time, named.
    await admin.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit trail" }).click();
    await admin.getByText("All times are the commonwealth's time (ChST UTC+10).").waitFor();
    const records = admin.getByRole("table", { name: "Audit records, newest first" });
    await records.getByText("Invited a staff member").first().waitFor();
    await records.getByText(ADMIN.name).first().waitFor();
    expect(await records.getByText("staff.", { exact: false }).count()).toBe(0);
    await snapBoth(admin, "console-audit");
    await snapDesk(admin, "console-audit");

    // The traveller gives the admin the trip code; the admin asks who saw them and gets audit rows only.
    const { trip_code: tripCode } = await server.database.db
      .selectFrom("visit_histories")
      .select("trip_code")
      .where("id", "=", tripId)
      .executeTakeFirstOrThrow();
    if (!tripCode) throw new Error("The completed trip has no trip code");
    const whoSaw = admin.getByRole("region", { name: "Who saw this traveller" });
    await whoSaw.getByLabel("Trip code").fill(tripCode);
    await whoSaw.getByRole("button", { name: "Find who saw" }).click();
    const seen = whoSaw.getByRole("table", { name: "Who read this traveller's data" });
    await seen.getByText("Looked up a trip by its QR code").first().waitFor();
    await seen.getByText(OFFICER.name).first().waitFor();
    await seen.getByText(tripCode).first().waitFor();
    expect(await seen.getByText("Rosa").count()).toBe(0);
    await whoSaw.scrollIntoViewIfNeeded();
    await snapBoth(admin, "console-audit-who-saw");
    await snapDesk(admin, "console-audit-who-saw");
    const asked = await server.database.db.selectFrom("audit_events").select(["staff_id", "record_type"]).where("action", "=", "audit.who_saw").execute();
    expect(asked).toEqual([expect.objectContaining({ record_type: "trip_code" })]);

    // The admin exports the records as CSV with a purpose, times in the commonwealth's time.
    const exportForm = admin.getByRole("form", { name: "Download the records as CSV" });
    await exportForm.getByLabel("What is the export for?").fill("Quarterly review of customs reads");
    const [download] = await Promise.all([admin.waitForEvent("download"), exportForm.getByRole("button", { name: "Download CSV" }).click()]);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.split("\n")[0]).toContain("Time (ChST UTC+10)");
    expect(csv).toContain("customs.lookup");
    await exportForm.getByText("The CSV has been downloaded.").waitFor();

    // The same trail in Japanese: the actions in words of the admin's language, the names as they are.
    await admin.locator(".language-button").click();
    await admin.getByRole("dialog").getByRole("button", { name: "日本語" }).click();
    const inJapanese = admin.getByRole("table", { name: "監査記録（新しい順）" });
    await inJapanese.getByText("職員を招待").first().waitFor();
    await inJapanese.getByText(ADMIN.name).first().waitFor();
    await snapDesk(admin, "console-audit-ja");
    await admin.locator(".language-button").click();
    await admin.getByRole("dialog").getByRole("button", { name: "English" }).click();
    await records.getByText("Invited a staff member").first().waitFor();

    // Every staff read of the traveller's data, and of the audit trail, left its record.
    const audit = await server.database.db.selectFrom("audit_events").selectAll().orderBy("seq").execute();
    const officerId = (await server.database.db.selectFrom("staff_members").select("id").where("email", "=", OFFICER.email).executeTakeFirstOrThrow()).id;
    const officerReads = audit.filter((row) => row.staff_id === officerId && row.action.startsWith("customs."));
    expect(officerReads.length).toBeGreaterThan(0);
    for (const row of officerReads)
      expect(row).toMatchObject({
        subject_user_id: travellerId,
        record_type: "trip",
        record_id: tripId,
        role: "customs_officer",
        agency: "customs",
        outcome: "ok",
      });
    expect(officerReads.map((row) => row.action)).toEqual(expect.arrayContaining(["customs.lookup", "customs.decision"]));
    for (const [route, action] of AUDITED_READS) {
      const calls = staffCalls.filter((call) => route.test(call)).length;
      expect({ action, records: audit.filter((row) => row.action === action).length }).toEqual({ action, records: calls });
    }

    // Someone with the database edits one record by hand; the admin's chain check names it.
    const edited = officerReads.find((row) => row.action === "customs.lookup") ?? officerReads[0];
    if (!edited) throw new Error("No customs record to edit");
    await sql`drop trigger audit_events_no_update`.execute(server.database.db);
    await server.database.db.updateTable("audit_events").set({ shown: "nothing" }).where("seq", "=", edited.seq).execute();
    await admin.getByRole("button", { name: "Check the chain" }).click();
    const result = admin.locator(".audit-chain-broken");
    await result.getByText("Chain broken").waitFor();
    await result.getByText(`Record #${Number(edited.seq)} (${edited.id})`, { exact: false }).waitFor();
    await admin.locator(".audit-chain").scrollIntoViewIfNeeded();
    await snapBoth(admin, "console-audit-chain-broken");
  }, 300_000);

  it("a member keeps ten recovery codes at enrolment, loses the phone, signs in with one and is asked for a new second factor", async () => {
    consoleBrowser ??= await launchBrowser();
    const MEMBER = { email: "lina.santos@gov.example", name: "Lina Santos" };
    const { page } = await consoleTablet();
    await page.setViewportSize(DESKTOP);
    await acceptInvitation(page, server, await createAdminFromShell(server, MEMBER.email, MEMBER.name, "--force"), MEMBER.email);
    await page.getByLabel("Code from your authenticator app").fill(await authenticatorCode(await enrolmentSecret(page)));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    await snap(page, "console-recovery-codes-desktop");
    const codes = await keepRecoveryCodes(page);
    expect(new Set(codes).size).toBe(10);
    await page.getByRole("heading", { name: `Welcome, ${MEMBER.name}` }).waitFor();

    // The phone is lost: after the e-mailed code, a recovery code instead of the app; a wrong one is refused.
    await page.getByRole("button", { name: "Sign out" }).click();
    await signInWithMailedCode(page, server, MEMBER.email);
    await page.getByRole("button", { name: "Lost your phone or passkey? Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill("ABCDE-FGHJK");
    await page.getByRole("button", { name: "Sign in with the recovery code" }).click();
    await page.getByText("The code is not correct.").waitFor();
    await snap(page, "console-recovery-sign-in-desktop");
    const spent = codes[3] ?? "";
    await page.getByLabel("Recovery code").fill(spent.toLowerCase());
    await page.getByRole("button", { name: "Sign in with the recovery code" }).click();
    await page.getByRole("heading", { name: "Set up your second sign-in step" }).waitFor();
    await page.getByText("You signed in with a recovery code.", { exact: false }).waitFor();
    await snap(page, "console-recovery-new-factor-desktop");
    const renewed = await enrolAuthenticator(page, await enrolmentSecret(page));
    expect(renewed).toHaveLength(10);
    expect(renewed).not.toContain(spent);
    await page.getByRole("heading", { name: `Welcome, ${MEMBER.name}` }).waitFor();
    const used = await server.database.db.selectFrom("audit_events").select("shown").where("action", "=", "staff.recovery_code_used").execute();
    expect(used).toEqual([{ shown: "9 of 10 codes left; second factors retired" }]);

    // The security page counts the set; with three left it warns, and a new set comes only after the question.
    await page.setViewportSize(SECURITY_DESK);
    await page.getByRole("link", { name: "Sign-in security", exact: true }).click();
    const facts = page.locator(".console-facts");
    await facts.getByText("10 of 10 unused, issued", { exact: false }).waitFor();
    await page.getByText("All times are the commonwealth's time (ChST UTC+10).").waitFor();
    // As if codes had been used at sign-ins elsewhere (a recovery on this page's session would leave it enrolling).
    const { db } = server.database;
    const member = await db.selectFrom("staff_members").select("id").where("email", "=", MEMBER.email).executeTakeFirstOrThrow();
    const spendUnused = async (count: number) => {
      const unused = await db
        .selectFrom("staff_recovery_codes")
        .select("id")
        .where("staff_id", "=", member.id)
        .where("used_at", "is", null)
        .limit(count)
        .execute();
      const ids = unused.map((row) => row.id);
      await db.updateTable("staff_recovery_codes").set({ used_at: new Date().toISOString() }).where("id", "in", ids).execute();
      await page.reload();
    };
    await spendUnused(7);
    await facts.getByText("3 of 10 unused, issued", { exact: false }).waitFor();
    await page.getByRole("status").filter({ hasText: "Only 3 recovery codes are left." }).waitFor();
    await snap(page, "console-security-recovery-codes-desktop");
    await page.setViewportSize({ width: PHONE.width, height: 800 });
    await snap(page, "console-security-recovery-codes-phone");
    await page.setViewportSize(SECURITY_DESK);
    await spendUnused(3);
    await facts.getByText("0 of 10 unused, issued", { exact: false }).waitFor();
    await page.getByRole("status").filter({ hasText: "You have no recovery codes left: you cannot recover access if you lose your phone." }).waitFor();
    await snap(page, "console-security-no-recovery-codes-desktop");

    await page.getByRole("button", { name: "Get new recovery codes" }).click();
    await dialog(page).getByText("Your current recovery codes stop working at once, used or not.", { exact: false }).waitFor();
    await dialog(page).getByRole("button", { name: "Keep the current codes" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await facts.getByText("0 of 10 unused", { exact: false }).waitFor();
    // The keyboard carries on from the button that asked.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Get new recovery codes");
    await page.getByRole("button", { name: "Get new recovery codes" }).click();
    await dialog(page).getByRole("button", { name: "Get new codes" }).waitFor();
    await snapScreen(page, "console-security-new-codes-question-desktop");
    const issued = page.waitForResponse((response) => response.url().endsWith("/api/staff/security/recovery-codes") && response.request().method() === "POST");
    await dialog(page).getByRole("button", { name: "Get new codes" }).click();
    expect((await issued).status()).toBe(200);
    await page.getByText("These ten codes replace your old ones, which no longer work.", { exact: false }).waitFor();
    await snap(page, "console-security-new-codes-desktop");
    await page.setViewportSize({ width: PHONE.width, height: 800 });
    await snap(page, "console-security-new-codes-phone");
    await page.setViewportSize(SECURITY_DESK);
    const newest = await keepRecoveryCodes(page);
    expect(new Set(newest).size).toBe(10);
    expect(newest.filter((code) => renewed.includes(code))).toEqual([]);
    await page.getByRole("heading", { name: "Sign-in security" }).waitFor();
    await facts.getByText("10 of 10 unused, issued", { exact: false }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "recovery codes" }).count()).toBe(0);
    const issuedTrail = await server.database.db
      .selectFrom("audit_events")
      .select("action")
      .where("staff_id", "=", member.id)
      .where("action", "=", "staff.recovery_codes_issued")
      .execute();
    expect(issuedTrail).toHaveLength(3);

    // Once used, never again: the spent code is refused at the next sign-in, and so are one of the first set and one
    // of the set the security page replaced; one of the newest works and asks for a new second factor.
    await page.getByRole("button", { name: "Sign out" }).click();
    await signInWithMailedCode(page, server, MEMBER.email);
    await page.getByRole("button", { name: "Lost your phone or passkey? Use a recovery code" }).click();
    for (const old of [spent, codes[5] ?? "", renewed[0] ?? ""]) {
      await page.getByLabel("Recovery code").fill(old);
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/staff/sign-in/recovery-code"));
      await page.getByRole("button", { name: "Sign in with the recovery code" }).click();
      expect((await answered).status()).toBeGreaterThanOrEqual(400);
      await page.getByText("The code is not correct.").waitFor();
    }
    expect(await page.getByRole("heading", { name: `Welcome, ${MEMBER.name}` }).count()).toBe(0);
    await page.getByLabel("Recovery code").fill(newest[0] ?? "");
    await page.getByRole("button", { name: "Sign in with the recovery code" }).click();
    await page.getByRole("heading", { name: "Set up your second sign-in step" }).waitFor();
  }, 180_000);
});
