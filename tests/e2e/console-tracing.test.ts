import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { acceptInvitation, createAdminFromShell, enrolAuthenticator, enrolmentSecret, invitationLinkTo, startConsoleServer } from "./support/console-staff.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { writeQrVideo } from "./support/qr-video.ts";
import { BAKERY, fullNameOf, personKeyOf, PLANTED, type PlantedGuest, plantTracingScenario } from "./support/tracing-scenario.ts";
import { expectFitsThePhone, lastMessageTo, openSignedIn, snap, travellerWithProfile } from "./support/traveller.ts";

const ADMIN = { email: "ana.cruz@gov.example", name: "Ana Cruz" };
const OFFICIAL = { email: "dr.lourdes.camacho@health.gov.example", name: "Lourdes Camacho" };
/** The index person: a guest who checks in at the café with the real guest form. */
const GUEST: PlantedGuest = { firstName: "CARMEN", lastName: "SABLAN", mobile: "+16702876543", gender: "FEMALE" };
const GUEST_TYPED_MOBILE = "670-287-6543";
/** How the official types the same number. */
/** The commonwealth's 7-digit local form of GUEST.mobile. */
const OFFICIAL_TYPED_MOBILE = "287-6543";
/** The signed-in traveller who scans the café's QR while the guest is there. */
const TRAVELLER = { email: "rosa.camacho@example.com", name: "Rosa", lastName: "Camacho" };
const EXPORT_PURPOSE = "Call list for the Garapan cluster team";
const UNTICK_REASON = "Served behind the counter's screen, never within 2 m.";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The tracing routes the official's browser calls, and the audit action each must leave (once per request). */
const AUDITED: [RegExp, string][] = [
  [/^POST \/api\/staff\/tracing\/people\/search$/, "tracing.people.search"],
  [/^GET \/api\/staff\/tracing\/cases$/, "tracing.cases.list"],
  [/^POST \/api\/staff\/tracing\/cases$/, "tracing.case.open"],
  [/^GET \/api\/staff\/tracing\/cases\/[^/]+$/, "tracing.case.read"],
  [/^PATCH \/api\/staff\/tracing\/cases\/[^/]+$/, "tracing.case.change"],
  [/^POST \/api\/staff\/tracing\/cases\/[^/]+\/contacts\/compute$/, "tracing.contacts.compute"],
  [/^GET \/api\/staff\/tracing\/cases\/[^/]+\/contacts$/, "tracing.contacts.read"],
  [/^PUT \/api\/staff\/tracing\/cases\/[^/]+\/contacts\/[^/]+\/review$/, "tracing.contact.review"],
  [/^POST \/api\/staff\/tracing\/cases\/[^/]+\/contacts\/[^/]+\/case$/, "tracing.contact.convert"],
  [/^POST \/api\/staff\/tracing\/cases\/[^/]+\/contacts\/freeze$/, "tracing.contacts.freeze"],
  [/^POST \/api\/staff\/tracing\/cases\/[^/]+\/notify \(dry run\)$/, "tracing.notify.dry_run"],
  [/^POST \/api\/staff\/tracing\/cases\/[^/]+\/notify$/, "tracing.notify"],
  [/^PUT \/api\/staff\/tracing\/cases\/[^/]+\/contacts\/[^/]+\/follow-up$/, "tracing.follow_up.update"],
  [/^GET \/api\/staff\/tracing\/cases\/[^/]+\/graph$/, "tracing.graph.read"],
  [/^GET \/api\/staff\/tracing\/cases\/[^/]+\/contacts\.(csv|xlsx|fhir\.json)$/, "tracing.contacts.export"],
  [/^GET \/api\/staff\/tracing\/flags$/, "tracing.flags.list"],
  [/^POST \/api\/staff\/tracing\/flags\/[^/]+\/review$/, "tracing.flag.review"],
  [/^GET \/api\/staff\/tracing\/templates$/, "tracing.templates.read"],
  [/^PUT \/api\/staff\/tracing\/templates$/, "tracing.templates.update"],
  // The tracing home's cluster alerts (decision 052).
  [/^GET \/api\/staff\/tracing\/clusters$/, "tracing.clusters.list"],
];
/** Counts of all open cases by day, nobody's data: read without an audit record (decision 052; one cluster's curve is audited). */
const AGGREGATES = [/^GET \/api\/staff\/tracing\/epi-curve$/];

/** Waits until a drawing (the graph's canvas, laid out with an animation) shows the same picture twice in a row. */
async function drawingSettled(drawing: Locator): Promise<void> {
  await drawing.locator("canvas").first().waitFor();
  let previous: Buffer = Buffer.alloc(0);
  await expect
    .poll(async () => {
      const shown = await drawing.screenshot();
      const same = shown.equals(previous);
      previous = shown;
      return same;
    })
    .toBe(true);
}

const HOUR_MS = 3_600_000;

/** Moves every visit at a branch back by `ms`, keeping its length. */
async function shiftVisitsBack(server: AppServer, branchId: string, ms: number): Promise<void> {
  const visits = await server.database.db.selectFrom("visits").select(["id", "started_at", "ends_at"]).where("establishment_id", "=", branchId).execute();
  const earlier = (at: string) => new Date(Date.parse(at) - ms).toISOString();
  for (const visit of visits) {
    await server.database.db
      .updateTable("visits")
      .set({ started_at: earlier(visit.started_at), ends_at: earlier(visit.ends_at) })
      .where("id", "=", visit.id)
      .execute();
  }
}

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
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    page.on("response", (response: Response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith("/api/staff/") || !response.ok()) return;
      const request = response.request();
      // A dry run of the notification is audited apart from the sending.
      const dryRun = url.pathname.endsWith("/notify") && (JSON.parse(request.postData() ?? "{}") as { dry_run?: boolean }).dry_run === true;
      staffCalls.push(`${request.method()} ${url.pathname}${dryRun ? " (dry run)" : ""}`);
    });
    return { context, page };
  }

  /** The console at desktop size, then at phone size. */
  async function snapBoth(page: Page, name: string): Promise<void> {
    await snap(page, `${name}-desktop`);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits the phone` }).toBeLessThanOrEqual(PHONE.width);
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
    await page.getByRole("textbox", { name: /^Age/ }).fill("41");
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

  it("a guest and a signed-in traveller check in at a café; a health official finds the guest by mobile number, opens a confirmed case, sees the planted first and second generations (not the 10-minute one), unticks one (dropping the contact only they exposed, who says so), freezes and notifies; the outbox holds the messages, the contact sees the warning, a contact becomes a case linked both ways, the guest is refused at the door, and every call is audited", async () => {
    // The index guest checks in at the café's door with the guest form.
    const guestContext = await newPhoneContext(browser, server.url, { extraHTTPHeaders: { "x-forwarded-for": "198.51.100.41" } });
    const guest = await guestContext.newPage();
    await guestChecksIn(guest);
    await guest.getByText("Thank you for checking in!").waitFor();
    const [guestVisit] = await server.database.db.selectFrom("visits").selectAll().where("person_key", "=", personKeyOf(GUEST)).execute();
    expect(guestVisit).toMatchObject({
      first_name: "CARMEN",
      last_name: "SABLAN",
      mobile_number: GUEST.mobile,
      establishment_id: cafe.id,
      access_status: "ALLOWED",
    });

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
    // Both check-ins, moved an hour back, so the run does not depend on the hour: a case's window ends with
    // the commonwealth day it was opened, and check-ins at 23:50 would share only 10 minutes of it.
    await shiftVisitsBack(server, cafe.id, HOUR_MS);

    // The logbook of the day before: the guest at the café with three others, one of whom went on to a bakery; and a flagged check-in.
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
    await official.getByRole("heading", { name: "Find a person" }).waitFor();
    await official.getByRole("heading", { name: "Open cases" }).waitFor();
    await official.getByText("No open cases.").waitFor();
    await snapBoth(official, "tracing-home");
    await official.getByRole("searchbox", { name: "Name, mobile number, e-mail or QR code" }).fill(OFFICIAL_TYPED_MOBILE);
    await official.getByRole("button", { name: "Search", exact: true }).click();
    const found = official.locator(".tracing-match").filter({ hasText: fullNameOf(GUEST) });
    await found.waitFor();
    expect(await official.locator(".tracing-match").count()).toBe(1);
    await found.getByText("Guest", { exact: true }).waitFor();
    // No more of the number than its last digits; the age and the place last seen tell people apart.
    expect(await found.locator("dt:text-is('Mobile ends in') + dd").textContent()).toBe(GUEST.mobile.slice(-2));
    await found.getByText("41", { exact: true }).waitFor();
    await found.getByText("Mobile number", { exact: true }).waitFor();
    await snapBoth(official, "tracing-search");

    // A confirmed case, tested today.
    await found.getByRole("button", { name: "Open case" }).click();
    const opening = official.getByRole("form", { name: `Open a case for ${fullNameOf(GUEST)}` });
    await opening.getByLabel("Case status").selectOption("0003");
    await opening.getByLabel("Test date").fill(commonwealthDay(new Date()));
    await snapBoth(official, "tracing-open-case");
    await opening.getByRole("button", { name: "Open the case" }).click();
    await official.waitForURL(/\/console\/tracing\/cases\/[0-9a-f-]{36}$/);
    const caseId = /cases\/([0-9a-f-]{36})$/.exec(official.url())?.[1] ?? "";
    const opened = await server.database.stores.health.selectFrom("tracing_cases").selectAll().where("id", "=", caseId).executeTakeFirstOrThrow();
    expect(opened).toMatchObject({ person_key: personKeyOf(GUEST), case_status: "0003", closed_at: null });
    // The door follows the case at once.
    expect(
      await server.database.db.selectFrom("guest_case_statuses").select("case_status").where("person_key", "=", personKeyOf(GUEST)).executeTakeFirst(),
    ).toEqual({ case_status: "0003" });

    // The case: its window from the test date; no contacts yet.
    await official.getByRole("heading", { level: 1, name: fullNameOf(GUEST) }).waitFor();
    await official.getByText("No contacts computed yet.").waitFor();
    expect(await official.getByLabel("Minimum overlap (minutes)").inputValue()).toBe("15");
    await snapBoth(official, "tracing-case-opened");

    // Contacts from the logbook: the planted first and second generations, not the 10-minute one.
    await official.getByRole("button", { name: "Compute contacts" }).click();
    await official.getByText("5 contacts, 5 ticked", { exact: false }).waitFor();
    const contacts = official.locator(".tracing-contact");
    const contact = (name: string) => contacts.filter({ has: official.getByRole("heading", { name, exact: true }) });
    const travellerName = `${TRAVELLER.name} ${TRAVELLER.lastName}`.toUpperCase();
    await expect
      .poll(() => contacts.locator("h3").allTextContents())
      .toEqual(
        expect.arrayContaining([fullNameOf(PLANTED.liza), fullNameOf(PLANTED.tomas), travellerName, fullNameOf(PLANTED.vicente), fullNameOf(PLANTED.nieves)]),
      );
    expect(await contacts.count()).toBe(5);
    expect(await official.getByText(fullNameOf(PLANTED.pedro)).count()).toBe(0);
    const cafePlace = `${cafe.name} — Beach Road`;
    const bakeryPlace = `${BAKERY.name} — ${BAKERY.branch}`;
    for (const [name, generation, minutes, place, exposedBy] of [
      [fullNameOf(PLANTED.liza), 1, 40, cafePlace, fullNameOf(GUEST)],
      [fullNameOf(PLANTED.tomas), 1, 70, cafePlace, fullNameOf(GUEST)],
      [fullNameOf(PLANTED.vicente), 2, 45, bakeryPlace, fullNameOf(PLANTED.liza)],
      [fullNameOf(PLANTED.nieves), 2, 50, bakeryPlace, fullNameOf(PLANTED.tomas)],
    ] as const) {
      const row = contact(name);
      await row.getByText(`Generation ${generation}`, { exact: true }).waitFor();
      await row.getByText(`${minutes} min together`, { exact: false }).waitFor();
      await row.getByText(place, { exact: true }).waitFor();
      await row.getByText(exposedBy, { exact: true }).waitFor();
    }
    const rosa = contact(travellerName);
    await rosa.getByText("Account", { exact: true }).waitFor();
    await rosa.getByText("Generation 1", { exact: true }).waitFor();
    await rosa.getByText(TRAVELLER.email, { exact: false }).waitFor();
    await snapBoth(official, "tracing-contacts");

    // The second generation alone.
    await official.getByRole("button", { name: "Generation 2: 2 contacts" }).click();
    await expect.poll(() => contacts.locator("h3").allTextContents()).toEqual([fullNameOf(PLANTED.vicente), fullNameOf(PLANTED.nieves)]);
    await snapBoth(official, "tracing-contacts-generation-2");
    await official.getByRole("button", { name: "All (5)" }).click();
    await expect.poll(() => contacts.count()).toBe(5);

    // Tomás served from behind a screen: unticked, with the reason. Nieves, whom only he exposed, is dropped with him, and says so.
    const tomas = contact(fullNameOf(PLANTED.tomas));
    await tomas.getByLabel("Reason to untick").fill(UNTICK_REASON);
    await tomas.getByRole("button", { name: "Untick" }).click();
    await tomas.getByText("Unticked", { exact: true }).waitFor();
    await tomas.getByText(UNTICK_REASON).waitFor();
    await official.getByText("5 contacts, 3 ticked", { exact: false }).waitFor();
    await official.getByText("1 reached only through unticked contacts", { exact: false }).waitFor();
    const nieves = contact(fullNameOf(PLANTED.nieves));
    await nieves.getByText(`Reached only through ${fullNameOf(PLANTED.tomas)}, unticked: ${UNTICK_REASON}`).waitFor();
    await nieves.getByText("Not notified", { exact: true }).waitFor();
    await nieves.getByLabel("Reason to notify them all the same").waitFor();
    await nieves.scrollIntoViewIfNeeded();
    await snapBoth(official, "tracing-contacts-dropped");

    // Frozen: what is notified.
    await official.getByRole("button", { name: "Freeze the list" }).click();
    const freezing = official.getByRole("alertdialog");
    await freezing.getByText("A frozen list can no longer change", { exact: false }).waitFor();
    await snapBoth(official, "tracing-freeze-question");
    await freezing.getByRole("button", { name: "Freeze the list" }).click();
    await official.getByText("The list is frozen. Overdue follow-ups come first.").waitFor();
    expect(await official.getByLabel("Reason to untick").count()).toBe(0);

    // A dry run counts who will be reached how; nothing is sent until the official confirms.
    await official.getByRole("button", { name: "Notify the ticked contacts not yet notified" }).click();
    const notifying = official.getByRole("alertdialog");
    await notifying.getByText("2 by SMS, 1 by e-mail, 0 unreachable. Send the messages now?").waitFor();
    await notifying.getByText("1 not notified: reached only through unticked contacts.").waitFor();
    // The plan to sign off: by channel, language and generation, and Vicente's Japanese SMS as it will go.
    const plan = notifying.getByRole("table", { name: "By channel, language and generation" });
    expect(await plan.getByRole("row").allInnerTexts()).toEqual([
      "Channel\tLanguage\tGeneration\tContacts",
      "E-mail\tEnglish\t1\t1",
      "SMS\tEnglish\t1\t1",
      "SMS\t日本語\t2\t1",
    ]);
    const japanese = notifying.locator("details").filter({ hasText: `SMS in 日本語 (contacts: 1), as written for ${fullNameOf(PLANTED.vicente)}` });
    await japanese.locator("summary").click();
    const japaneseSms = (await japanese.locator(".notify-plan-body").textContent()) ?? "";
    expect(japaneseSms).toMatch(new RegExp(`^${fullNameOf(PLANTED.vicente)}様、\\d{4}年\\d{1,2}月\\d{1,2}日に${BAKERY.name}`));
    expect(japaneseSms).toContain("保健ホットライン +1 670 555 0100");
    expect(await lastMessageTo(server, PLANTED.liza.mobile)).toBeUndefined();
    await snapBoth(official, "tracing-notify-dry-run");
    await notifying.getByRole("button", { name: "Send now" }).click();
    await official.getByRole("status").filter({ hasText: "Sent: 2 by SMS, 1 by e-mail; 0 unreachable, 0 failed." }).waitFor();
    await snapBoth(official, "tracing-notified");

    // The development outbox holds the messages: SMS to the guests, e-mail to the account, none to the unticked; Vicente's as the dry run showed it.
    for (const [recipient, place] of [
      [PLANTED.liza.mobile, cafe.name],
      [TRAVELLER.email, cafe.name],
    ] as const) {
      const message = await lastMessageTo(server, recipient);
      expect(message?.body).toMatch(/you may have been exposed to COVID-19/i);
      expect(message?.body).toContain(place);
      expect(message?.body).not.toContain(GUEST.lastName);
    }
    expect((await lastMessageTo(server, PLANTED.vicente.mobile))?.body).toBe(japaneseSms);
    expect(await lastMessageTo(server, PLANTED.tomas.mobile)).toBeUndefined();
    expect(await lastMessageTo(server, PLANTED.nieves.mobile)).toBeUndefined();
    expect(await lastMessageTo(server, PLANTED.pedro.mobile)).toBeUndefined();

    // Liza answered the call: her follow-up moves on.
    const liza = contact(fullNameOf(PLANTED.liza));
    await liza.getByText("Notified · due", { exact: false }).waitFor();
    await liza.getByRole("combobox", { name: /^Follow-up/ }).selectOption("reached");
    await liza.getByRole("textbox", { name: /^Note/ }).fill("Called; staying home with her family.");
    await liza.getByRole("button", { name: "Save follow-up" }).click();
    await liza.getByRole("status").filter({ hasText: "Follow-up saved." }).waitFor();

    // The frozen list as CSV, with its purpose: the ticked contacts only.
    await official.getByLabel("What is the export for?").fill(EXPORT_PURPOSE);
    expect(await official.getByRole("radio", { name: "CSV, for any spreadsheet or system" }).isChecked()).toBe(true);
    const [download] = await Promise.all([official.waitForEvent("download"), official.getByRole("button", { name: "Export", exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contacts-.+\.csv$/);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    for (const name of [fullNameOf(PLANTED.liza), fullNameOf(PLANTED.vicente), travellerName]) expect(csv).toContain(name);
    expect(csv).not.toContain(fullNameOf(PLANTED.tomas));
    expect(csv).not.toContain(fullNameOf(PLANTED.nieves));
    await official.getByRole("status").filter({ hasText: "The file has been downloaded." }).waitFor();
    // The same list for the pandemic platform: a FHIR bundle with a Patient per ticked contact.
    await official.getByRole("radio", { name: "FHIR R4 bundle, for the pandemic platform" }).check();
    const [fhir] = await Promise.all([official.waitForEvent("download"), official.getByRole("button", { name: "Export", exact: true }).click()]);
    expect(fhir.suggestedFilename()).toMatch(/^contacts-.+\.fhir\.json$/);
    const bundle = JSON.parse(readFileSync((await fhir.path()) ?? "", "utf8")) as {
      entry: { resource: { resourceType: string; name?: { text: string }[] } }[];
    };
    const patients = bundle.entry.filter((entry) => entry.resource.resourceType === "Patient").map((entry) => entry.resource.name?.[0]?.text);
    expect(patients.length).toBe(csv.trim().split("\n").length - 1);
    expect(patients).not.toContain(fullNameOf(PLANTED.tomas));

    // The signed-in contact opens the app's home and sees the warning.
    await traveller.goto("/app");
    const warning = traveller.getByRole("alert").filter({ hasText: "exposed" });
    await warning.waitFor();
    await warning.getByText(cafe.name, { exact: false }).waitFor();
    expect(await warning.textContent()).not.toContain(GUEST.lastName);
    await expectFitsThePhone(traveller);
    await snap(traveller, "tracing-traveller-exposure-warning-phone");

    // The chain graph of the case, and the flagged check-ins.
    await official.getByRole("link", { name: "See the chain graph" }).click();
    await official.waitForURL(/\/graph$/);
    const drawing = official.locator(".chain-graph-canvas");
    await drawingSettled(drawing);
    await snapBoth(official, "tracing-chain-graph");
    // As a phone opens it: drawn to the phone's width.
    await official.setViewportSize(PHONE);
    await official.reload();
    await drawingSettled(drawing);
    await snap(official, "tracing-chain-graph-opened-on-phone");
    await official.setViewportSize(DESKTOP);
    await official.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Flagged check-ins" }).click();
    await official.getByText(fullNameOf(PLANTED.juan)).waitFor();
    await snapBoth(official, "tracing-flags");

    // Liza tested positive: her contact row becomes a case of her own in one step, and the two cases know each other.
    await official.goto(`/console/tracing/cases/${caseId}`);
    const lizaRow = contact(fullNameOf(PLANTED.liza));
    await lizaRow.getByRole("button", { name: "Make this contact a case" }).click();
    const converting = official.getByRole("form", { name: `Open a case for ${fullNameOf(PLANTED.liza)}` });
    await converting.getByLabel("Case status").selectOption("0002");
    await converting.scrollIntoViewIfNeeded();
    await snapBoth(official, "tracing-contact-to-case");
    await converting.getByRole("button", { name: "Open the case" }).click();
    await official.waitForURL((url) => /\/console\/tracing\/cases\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(caseId));
    await official.getByRole("heading", { level: 1, name: fullNameOf(PLANTED.liza) }).waitFor();
    const linked = official.getByRole("region", { name: "Linked cases" });
    await linked.getByRole("link", { name: `The case of ${fullNameOf(GUEST)}` }).waitFor();
    await linked.getByText("Made a case from the contact").waitFor();
    await linked.getByText(`Generation 1, exposed`, { exact: false }).waitFor();
    await linked.getByText(`at ${cafePlace}.`, { exact: false }).waitFor();
    await linked.getByText("Notified", { exact: false }).waitFor();
    await snapBoth(official, "tracing-case-linked");
    expect(
      await server.database.db.selectFrom("guest_case_statuses").select("case_status").where("person_key", "=", personKeyOf(PLANTED.liza)).executeTakeFirst(),
    ).toEqual({ case_status: "0002" });
    await linked.getByRole("link", { name: `The case of ${fullNameOf(GUEST)}` }).click();
    await official.getByRole("heading", { level: 1, name: fullNameOf(GUEST) }).waitFor();
    await official
      .getByRole("region", { name: "Linked cases" })
      .getByRole("link", { name: `The case of ${fullNameOf(PLANTED.liza)}` })
      .waitFor();
    await contact(fullNameOf(PLANTED.liza)).getByRole("link", { name: "Now a case of their own: open it" }).waitFor();
    await snapBoth(official, "tracing-case-links-back");

    // The guest comes back to the café: the door refuses a confirmed case.
    await guest.goto(`/g/logbook/${cafe.id}`);
    await guest.getByRole("button", { name: "Continue as Guest" }).click();
    await guest.getByRole("heading", { name: `Check in as ${fullNameOf(GUEST)}` }).waitFor();
    await guest.getByRole("button", { name: "Confirm" }).click();
    await answerNoSymptoms(guest);
    await guest.getByRole("heading", { name: "Entry not allowed" }).waitFor();
    await guest.getByRole("alert").filter({ hasText: "do not allow entry right now" }).waitFor();
    expect(await guest.getByText("Thank you for checking in!").count()).toBe(0);
    await expectFitsThePhone(guest);
    await snap(guest, "tracing-guest-refused-phone");
    const latest = await server.database.db
      .selectFrom("visits")
      .select("access_status")
      .where("person_key", "=", personKeyOf(GUEST))
      .orderBy("started_at", "desc")
      .executeTakeFirstOrThrow();
    expect(latest.access_status).toBe("NOT_ALLOWED");

    // Every tracing call of the official's browser left its audit record.
    const officialId = (await server.database.db.selectFrom("staff_members").select("id").where("email", "=", OFFICIAL.email).executeTakeFirstOrThrow()).id;
    const audit = await server.database.db.selectFrom("audit_events").selectAll().where("staff_id", "=", officialId).where("outcome", "=", "ok").execute();
    for (const row of audit.filter((row) => row.action.startsWith("tracing."))) {
      // An export keeps the purpose the official stated; every other read is for contact tracing.
      const purpose = row.action === "tracing.contacts.export" ? EXPORT_PURPOSE : "contact tracing";
      expect(row).toMatchObject({ role: "health_official", purpose });
    }
    const tracingCalls = staffCalls.filter((call) => call.includes(" /api/staff/tracing/") && !AGGREGATES.some((route) => route.test(call)));
    expect(tracingCalls.filter((call) => !AUDITED.some(([route]) => route.test(call)))).toEqual([]);
    const auditedRequests = (action: string) => new Set(audit.filter((row) => row.action === action).map((row) => row.request_id)).size;
    const callsOf = (route: RegExp) => tracingCalls.filter((call) => route.test(call)).length;
    expect(AUDITED.map(([, action]) => ({ action, requests: auditedRequests(action) }))).toEqual(
      AUDITED.map(([route, action]) => ({ action, requests: callsOf(route) })),
    );
    expect(new Set(tracingCalls.map((call) => AUDITED.find(([route]) => route.test(call))?.[1]))).toEqual(
      new Set([
        "tracing.cases.list",
        "tracing.people.search",
        "tracing.case.open",
        "tracing.case.read",
        "tracing.contacts.compute",
        "tracing.contacts.read",
        "tracing.contact.review",
        "tracing.contact.convert",
        "tracing.contacts.freeze",
        "tracing.notify.dry_run",
        "tracing.notify",
        "tracing.follow_up.update",
        "tracing.contacts.export",
        "tracing.graph.read",
        "tracing.flags.list",
        "tracing.clusters.list",
      ]),
    );
  }, 300_000);
});
