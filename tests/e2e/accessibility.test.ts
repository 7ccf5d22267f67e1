import { randomUUID } from "node:crypto";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { STAFF_ROLES } from "#domain/staff/staff-roles.ts";
import { createStaff } from "../support/staff.ts";
import type { AppServer } from "./support/app-server.ts";
import { axeViolations } from "./support/axe.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { acceptInvitation, createAdminFromShell, enrolAuthenticator, enrolmentSecret, startConsoleServer } from "./support/console-staff.ts";
import { unseenFocusStops } from "./support/keyboard.ts";
import { serverAndChromium } from "./support/phone-session.ts";
import { screensOverflow } from "./support/text-fit.ts";
import { createTrip, fillCustomsTrip, fillSurvey, finishCustoms } from "./support/trip-forms.ts";
import { call, dayFromToday, dialog, lastMessageTo, openSignedIn, signInAsGuest, snap, travellerWithProfile, startForeignTrip } from "./support/traveller.ts";

/** Decision 033: every screen passes axe-core's WCAG 2.2 AA rules, on a phone and a desktop, and at the largest text on a phone nothing spills sideways. */

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** docs/product-spec.md, part 4: text size steps 0–8; 8 is the largest. */
const LARGEST_TEXT_INDEX = "8";

interface Pass {
  name: string;
  context: BrowserContextOptions;
  textIndex?: string;
  /** Tab through every control of each screen, each showing its focus (WCAG 2.4.7); once, on the phone, is enough. */
  focusTour?: boolean;
}

const PASSES: Pass[] = [
  { name: "phone", context: PHONE, focusTour: true },
  { name: "desktop", context: DESKTOP },
  { name: "phone at the largest text", context: PHONE, textIndex: LARGEST_TEXT_INDEX },
];

const PUBLIC_PAGES = [
  "/memo",
  "/hotlines",
  "/privacy-statement",
  "/faqs",
  "/contact-us",
  "/how-to-register",
  "/support",
  "/help",
  "/ports",
  "/customs-biosecurity",
  "/quick-start",
  "/tour",
];

describe.each(PASSES)("accessibility of every screen in Chromium: $name", (pass) => {
  const session = serverAndChromium();
  let clients = 0;
  let branchUuid: string;

  beforeAll(async () => {
    const branch = await session.server.database.db.selectFrom("establishments").select("id").orderBy("created_at").executeTakeFirstOrThrow();
    branchUuid = branch.id;
  });

  /**
   * A new browser of the pass's size with English (and the pass's text size) chosen already; `walk`
   * names each screen as it reaches it, and the test fails listing every problem of every screen.
   */
  async function audit(walk: (page: Page, check: (screen: string) => Promise<void>) => Promise<void>, { language = true } = {}) {
    clients += 1;
    const context = await session.browser.newContext({
      baseURL: session.server.url,
      ...pass.context,
      extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${clients}` },
    });
    await context.addInitScript(
      ({ textIndex, language }) => {
        if (language && localStorage.getItem("lang") === null) localStorage.setItem("lang", "en");
        if (textIndex) localStorage.setItem("textIndex", textIndex);
      },
      { textIndex: pass.textIndex, language },
    );
    const page = await context.newPage();
    const problems: Record<string, string[]> = {};
    const check = async (screen: string) => {
      const found = [
        ...(await axeViolations(page)),
        ...(pass.textIndex ? await screensOverflow(page) : []),
        ...(pass.focusTour ? await unseenFocusStops(page) : []),
      ];
      if (found.length > 0) problems[screen] = found;
    };
    try {
      await walk(page, check);
    } finally {
      await context.close();
    }
    const report = Object.entries(problems).map(([screen, found]) => `${screen}:\n  ${found.join("\n  ")}`);
    expect(problems, `${pass.name}:\n${report.join("\n")}`).toEqual({});
  }

  it("the public site, the 404 page and the web-view notice", async () => {
    await audit(async (page, check) => {
      for (const route of PUBLIC_PAGES) {
        await page.goto(route);
        await page.locator(".public-page").waitFor();
        await page.locator(".page-loading").waitFor({ state: "detached" });
        await check(route);
      }
      await page.goto("/contact-us");
      const contact = page.locator("form.contact-form");
      await contact.getByRole("button", { name: "Send" }).click();
      await contact.locator(".field-error").first().waitFor();
      await check("/contact-us with errors");
      await contact.getByLabel(/^Name/).fill("Lina Sablan");
      await contact.getByLabel(/^Email/).fill(`visitor-${randomUUID()}@example.com`);
      await contact.getByLabel(/^Message/).fill("My one-time password does not arrive.");
      await contact.getByRole("button", { name: "Send" }).click();
      await page.getByRole("heading", { name: "Your message has been sent." }).waitFor();
      // References are random: the check is made with the widest the alphabet allows.
      await page.locator(".contact-reference").evaluate((reference) => {
        reference.textContent = "CM-WWWW-WWWW";
      });
      await check("/contact-us sent");
      await page.goto("/tour");
      await page.getByRole("button", { name: "Next" }).click();
      await page.locator(".step-count").filter({ hasText: "Step 2 of 5" }).waitFor();
      await check("/tour, second step");
      await page.goto("/no/such/page");
      await page.getByText("The page that you are trying to access does not exists").waitFor();
      await check("404");
      await page.goto("/webview");
      await page.locator(".page").getByRole("link").first().waitFor();
      await check("/webview");
      await page.goto("/oauth?error=access_denied");
      await page.locator(".oauth-failed").waitFor();
      await check("/oauth refused");
    });
  });

  it("the language question, the sign-in and its code step", async () => {
    await audit(
      async (page, check) => {
        await page.goto("/app");
        const languages = page.getByRole("dialog", { name: "Select a language" });
        await languages.waitFor();
        await check("language dialog");
        await languages.getByRole("button", { name: "English" }).click();
        await page.getByRole("button", { name: "Frequent Flyer" }).waitFor();
        await check("/app sign-in: account types");
        await page.getByRole("button", { name: "Frequent Flyer" }).click();
        await page.getByRole("textbox", { name: "Email Address", exact: true }).waitFor();
        await check("/app sign-in: e-mail");
        await page.getByRole("button", { name: "Use my mobile number instead" }).click();
        await page.getByRole("button", { name: "Use my e-mail address instead" }).waitFor();
        await check("/app sign-in: mobile number");
        await page.getByRole("button", { name: "Use my e-mail address instead" }).click();
        await page.getByRole("button", { name: "Send OTP" }).click();
        await page.getByRole("alert").first().waitFor();
        await check("/app sign-in: e-mail errors");
        const email = `a11y-${randomUUID()}@example.com`;
        await page.getByRole("textbox", { name: "Email Address", exact: true }).fill(email);
        await page.getByRole("textbox", { name: "Confirm Email Address", exact: true }).fill(email);
        await page.getByRole("button", { name: "Send OTP" }).click();
        await page.getByRole("textbox", { name: "One-time password", exact: true }).waitFor();
        await check("/app sign-in: one-time password");
        await page.getByRole("textbox", { name: "One-time password", exact: true }).fill("000000");
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.getByText("tries left", { exact: false }).waitFor();
        await check("/app sign-in: a wrong code");
      },
      { language: false },
    );
  });

  it("a guest's home and its Leave and delete question", async () => {
    const token = await signInAsGuest(session.server);
    await audit(async (page, check) => {
      await openSignedIn(page, token, "/app", { guest: true });
      const leave = page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Leave and delete" });
      await leave.waitFor();
      await check("guest home");
      await leave.click();
      await dialog(page).waitFor();
      await check("leave question");
    });
  });

  it("a traveller's screens: home, profile, a whole trip with its QR, medical records, notifications, digital logbook", async () => {
    const email = `traveller-${randomUUID()}@example.com`;
    const token = await travellerWithProfile(session.server, email, { name: "Lina", last_name: "Sablan" });
    const foreignTrip = await startForeignTrip(session.server, token, 5);
    expect(foreignTrip.status).toBe(201);
    const foreignTripId = (foreignTrip.body.data as { id: string }).id;
    await audit(async (page, check) => {
      await openSignedIn(page, token, "/app");
      await page.getByRole("region", { name: "Trips" }).waitFor();
      await check("signed-in home");
      await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Logout" }).click();
      await dialog(page).getByRole("heading", { name: "Logout" }).waitFor();
      await check("signed-in home: the logout question");
      await dialog(page).getByRole("button", { name: "Cancel" }).click();
      await dialog(page).waitFor({ state: "detached" });

      await page.goto("/app/profile");
      await page.getByRole("button", { name: "Save" }).first().waitFor();
      await check("/app/profile");
      await page.getByRole("button", { name: "Add family member" }).click();
      await page.getByRole("button", { name: "Save family" }).click();
      await page.locator(".family-member .field-error").first().waitFor();
      await check("/app/profile: family member with errors");

      await page.goto("/app/trips/new");
      await page.getByRole("button", { name: "Start declaration" }).click();
      await page.getByRole("alert").first().waitFor();
      await check("/app/trips/new with errors");
      await createTrip(page, "DOMESTIC", dayFromToday(3));
      await check("trip: survey");
      await page.getByRole("button", { name: "Next" }).click();
      await page.locator(".error-summary").waitFor();
      await check("trip: survey with errors");
      await fillSurvey(page);
      await page.getByRole("button", { name: "Submit survey" }).click();
      await page.getByRole("heading", { name: "Customs declaration" }).waitFor();
      await page.locator("#trip-transport_type-AIR").waitFor();
      await check("trip: customs");
      await fillCustomsTrip(page);
      await finishCustoms(page);
      await page.getByRole("img", { name: "Trip QR code" }).waitFor();
      await check("trip: QR");
      const tripUrl = new URL(page.url()).pathname.replace(/\/qr$/, "");

      await page.goto(tripUrl);
      await page.getByRole("heading", { name: "Your trip" }).waitFor();
      await check("trip view");

      const trip = await call(session.server, "GET", `/api/v1/visit-histories/${tripUrl.split("/").at(-1)}`, undefined, token);
      const qrId = (trip.body.data as { attributes: { qr_id: string } }).attributes.qr_id;
      await page.goto(`/qr/${qrId}`);
      await page.getByRole("img", { name: "Trip QR code" }).waitFor();
      await check("/qr/{id}");

      for (const [part, title, submit] of [
        ["health-declaration", "Health declaration", "Submit"],
        ["attestation", "Attestation", "Submit"],
        ["records", "Medical records", "Continue"],
      ] as const) {
        await page.goto(`/app/trips/${foreignTripId}/medical?part=${part}`);
        await page.getByRole("heading", { level: 2, name: title, exact: true }).waitFor();
        await page.getByRole("button", { name: submit, exact: true }).waitFor();
        await check(`trip: ${title}`);
      }
      await page.goto(`/app/trips/${foreignTripId}/medical?part=health-declaration`);
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      await page.getByRole("alert").first().waitFor();
      await check("trip: Health declaration with errors");

      await page.goto("/app/medical-records");
      await page.getByText("No vaccination doses yet.").waitFor();
      await check("/app/medical-records");
      await page.getByRole("button", { name: "Add a vaccination dose" }).click();
      await page.getByRole("form", { name: "Add a vaccination dose" }).getByRole("button", { name: "Save" }).click();
      await page.getByText("Please choose one.").first().waitFor();
      await check("/app/medical-records: dose form with errors");

      const traveller = await session.server.database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      await session.server.database.db
        .insertInto("notifications")
        .values({
          id: randomUUID(),
          user_id: traveller.id,
          kind: "trip_expiring",
          subject_id: foreignTripId,
          dedupe_key: null,
          created_at: new Date().toISOString(),
          read_at: null,
        })
        .execute();
      await page.goto("/app/notifications");
      await page.getByRole("region", { name: "Your notifications" }).getByRole("listitem").first().waitFor();
      await page.getByRole("switch").waitFor();
      await check("/app/notifications with an unread notification");

      await page.goto("/digital-logbook");
      await page.getByRole("heading", { name: "Recent visits" }).waitFor();
      await check("/digital-logbook");
      await page.goto("/digital-logbook/symptoms");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByRole("alert").first().waitFor();
      await check("/digital-logbook/symptoms with its warning");
      await page.goto("/digital-logbook/scan");
      await page.getByText("You can choose a photo of the QR code or type its code instead.").waitFor();
      await check("/digital-logbook/scan without a camera");
      await page.getByRole("button", { name: "Type the code" }).click();
      await page.getByRole("textbox", { name: "QR code" }).fill("not-a-code");
      await page.getByRole("button", { name: "Look up" }).click();
      await page.getByRole("button", { name: "Scan again" }).waitFor();
      await check("/digital-logbook/scan: an unknown code");
      await page.getByRole("button", { name: "Scan again" }).click();
      await page.getByRole("button", { name: "Type code" }).click();
      await page.getByRole("textbox", { name: "QR code" }).fill(`${session.server.url}/g/logbook/${branchUuid}`);
      await page.getByRole("button", { name: "Look up" }).click();
      await page.getByText("You are about to enter").waitFor();
      await check("/digital-logbook/scan: the place");
      await page.getByLabel("Purpose of the visit").selectOption({ index: 1 });
      await page.getByRole("button", { name: "Start" }).click();
      await page.getByRole("heading", { name: "ALLOWED" }).waitFor();
      await check("/digital-logbook/scan: allowed");
      await page.goto("/digital-logbook");
      await page.getByRole("region", { name: "You are checked in" }).waitFor();
      await check("/digital-logbook with an open visit");
    });
  });

  it("the guest check-in, every step", async () => {
    await audit(async (page, check) => {
      await page.goto(`/g/logbook/${branchUuid}`);
      await page.getByText("You are about to enter").waitFor();
      await check("guest: entry");
      await page.getByRole("button", { name: "terms of use and privacy notice" }).click();
      await page.getByRole("dialog").waitFor();
      await check("guest: terms dialog");
      await page.getByRole("button", { name: "Close" }).click();
      await page.getByRole("button", { name: "Continue as Guest" }).click();
      await page.getByRole("button", { name: "Next" }).click();
      await page.locator(".field-error").first().waitFor();
      await check("guest: details with errors");
      await page.getByLabel("First name").first().fill("Ana");
      await page.getByRole("textbox", { name: /^Last name/ }).fill("Cruz");
      await page.getByRole("textbox", { name: /^Age/ }).fill("34");
      await page.getByRole("combobox", { name: /^Gender/ }).selectOption("FEMALE");
      await page.locator("#mobile_number").fill("670-234-5678");
      await page.getByRole("combobox", { name: /^Purpose/ }).selectOption("Business");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByText("Do you experience any of the following?").waitFor();
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Please select atleast 1").waitFor();
      await check("guest: symptoms with the warning");
      await page.getByLabel("None of the above").check();
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByRole("button", { name: "Check out" }).waitFor();
      await check("guest: thanks");
      await page.getByRole("button", { name: "Check out" }).click();
      await page.getByText("You have checked out. Thank you!").waitFor();
      await check("guest: checked out");

      await page.goto(`/g/logbook/${branchUuid}`);
      await page.getByRole("button", { name: "Continue as Guest" }).click();
      await page.getByRole("heading", { name: "Check in as ANA CRUZ" }).waitFor();
      await check("guest: remembered");
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByLabel("Headache").check();
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByRole("heading", { name: "Entry not allowed" }).waitFor();
      await check("guest: entry not allowed");
    });
  });

  it("the establishment portal: sign-in, registration, branches, the printable QR; the staff console's sign-in", async () => {
    await audit(async (page, check) => {
      await page.goto("/establishment");
      await page.getByRole("button", { name: "New here? Register your establishment" }).waitFor();
      await check("/establishment sign-in");
      await page.getByRole("button", { name: "New here? Register your establishment" }).click();
      const owner = `owner-${randomUUID()}@example.com`;
      await page.getByLabel("Establishment name").fill("Tinian Foods");
      await page.getByLabel("Email Address").fill(owner);
      await check("/establishment registration");
      await page.getByLabel(/^Password/).fill("correct horse battery");
      await page.getByLabel("Confirm password").fill("correct horse battery");
      await page.getByRole("button", { name: "Register", exact: true }).click();
      await page.getByRole("heading", { name: "Confirm your e-mail address" }).waitFor();
      await check("/establishment check your e-mail");
      // The link's path: the test server's public address is not the one it listens on.
      const link = /\/establishment\/confirm\/[A-Za-z0-9_-]+/.exec((await lastMessageTo(session.server, owner))?.body ?? "")?.[0];
      if (!link) throw new Error("No confirmation link in the outbox");
      await page.goto(link);
      await page.getByRole("heading", { name: "Tinian Foods" }).waitFor();
      await page.getByRole("button", { name: "Add branch" }).click();
      await page.getByRole("heading", { name: "Add a branch" }).waitFor();
      await check("/establishment branch form");
      await page.getByLabel("Name").fill("Tinian Dynasty Deli");
      await page.getByLabel("Branch", { exact: true }).fill("San Jose");
      await page.getByLabel("Label").fill("Front door");
      await page.getByLabel("Address", { exact: true }).fill("Broadway, San Jose, Tinian");
      await page.getByRole("button", { name: "Save" }).click();
      const card = page.getByRole("listitem").filter({ hasText: "Tinian Dynasty Deli" });
      await card.getByRole("img").first().waitFor();
      await page.locator(".toast").first().waitFor({ state: "detached" });
      await check("/establishment portal");
      await card.getByRole("link", { name: "Print QR" }).click();
      await page.getByText("Scan to check in").waitFor();
      await check("/print/qr");

      await page.goto("/console");
      await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
      await check("/console sign-in");
    });
  });
});

describe("Japanese, Korean and Chinese at the largest text on a phone, in Chromium", () => {
  const session = serverAndChromium();

  it.each(["ja", "ko", "zh"])("the public site in %s passes and fits the phone", async (lang) => {
    const context = await newPhoneContext(session.browser, session.server.url);
    await context.addInitScript(
      ({ lang, textIndex }) => {
        localStorage.setItem("lang", lang);
        localStorage.setItem("textIndex", textIndex);
      },
      { lang, textIndex: LARGEST_TEXT_INDEX },
    );
    const page = await context.newPage();
    const problems: Record<string, string[]> = {};
    try {
      for (const route of PUBLIC_PAGES) {
        await page.goto(route);
        await page.locator(".public-page").waitFor();
        await page.locator(".page-loading").waitFor({ state: "detached" });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const found = [...(await axeViolations(page)), ...(await screensOverflow(page))];
        if (found.length > 0) problems[route] = found;
      }
    } finally {
      await context.close();
    }
    const report = Object.entries(problems).map(([screen, found]) => `${screen}:\n  ${found.join("\n  ")}`);
    expect(problems, report.join("\n")).toEqual({});
  });

  it("shows the survey and the customs declaration within the phone's width, every control in reach", async () => {
    const { server, browser } = session;
    const token = await travellerWithProfile(server, "kenji.a11y@example.com", { name: "Kenji", last_name: "Sato" });
    const created = await startForeignTrip(server, token, 4);
    expect(created.status).toBe(201);
    const tripId = (created.body.data as { id: string }).id;
    const context = await newPhoneContext(browser, server.url);
    await context.addInitScript((textIndex) => localStorage.setItem("textIndex", textIndex), LARGEST_TEXT_INDEX);
    const page = await context.newPage();
    try {
      await openSignedIn(page, token, `/app/trips/${tripId}/survey`, { lang: "ja" });
      await page.getByRole("heading", { name: "MVAアンケート" }).waitFor();
      await page.locator("#visitor_type-VISITOR").waitFor();
      expect(await screensOverflow(page)).toEqual([]);
      await snap(page, "accessibility-survey-ja-text-8");

      await page.goto(`/app/trips/${tripId}/customs`);
      await page.locator("#trip-transport_type-AIR").waitFor();
      expect(await screensOverflow(page)).toEqual([]);
      await snap(page, "accessibility-customs-ja-text-8");
    } finally {
      await context.close();
    }
  });
});

describe("the staff console's screens in Chromium", () => {
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startConsoleServer(inject("webBuild"));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /**
   * A desktop browser in English; `walk` names each screen as it reaches it, checked there at each
   * pass's size (the largest text set as the header's A+ sets it, without a reload that would restart
   * an enrolment: the root font size of step 8). Fails listing every problem of every screen.
   */
  async function auditConsole(walk: (page: Page, check: (screen: string) => Promise<void>) => Promise<void>, cookie?: string) {
    const context = await browser.newContext({ baseURL: server.url, ...DESKTOP });
    await context.addInitScript(() => localStorage.getItem("lang") ?? localStorage.setItem("lang", "en"));
    if (cookie) {
      const [name = "", value = ""] = cookie.split("=");
      await context.addCookies([{ name, value, url: server.url }]);
    }
    const page = await context.newPage();
    const problems: Record<string, string[]> = {};
    const check = async (screen: string) => {
      for (const pass of PASSES) {
        await page.setViewportSize(pass.context.viewport ?? { width: 1280, height: 800 });
        await page.evaluate((largest) => {
          document.documentElement.style.fontSize = largest ? "26px" : "";
        }, pass.textIndex !== undefined);
        const found = [...(await axeViolations(page)), ...(pass.textIndex ? await screensOverflow(page) : [])];
        if (found.length > 0) problems[`${screen} (${pass.name})`] = found;
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => {
        document.documentElement.style.fontSize = "";
      });
    };
    try {
      await walk(page, check);
    } finally {
      await context.close();
    }
    const report = Object.entries(problems).map(([screen, found]) => `${screen}:\n  ${found.join("\n  ")}`);
    expect(problems, report.join("\n")).toEqual({});
  }

  it("an admin's invitation, enrolment, home and pages", async () => {
    const link = await createAdminFromShell(server, "ana.cruz@gov.example", "Ana Cruz");
    await auditConsole(async (page, check) => {
      await page.goto(link);
      await page.getByRole("heading", { name: "Join the staff console" }).waitFor();
      await check("invitation");
      await acceptInvitation(page, server, link, "ana.cruz@gov.example");
      await check("enrolment");
      await enrolAuthenticator(page, await enrolmentSecret(page));
      await page.getByRole("heading", { name: "Welcome, Ana Cruz" }).waitFor();
      await check("console home");
      for (const path of ["/console/staff", "/console/settings", "/console/reference-data", "/console/audit", "/console/security"]) {
        await page.goto(path);
        await page.locator(".console h1").first().waitFor();
        await page.waitForLoadState("networkidle");
        await check(path);
      }
    });
  });

  it("the customs, tourism, tracing and messages pages, for a member with every role, and a declared trip at customs", async () => {
    const member = await createStaff(server.database.db, STAFF_ROLES);
    const qrId = await completedTripQr();
    await auditConsole(async (page, check) => {
      for (const path of ["/console/customs", "/console/tourism", "/console/tracing", "/console/tracing/flags", "/console/contact-messages"]) {
        await page.goto(path);
        await page.locator(".console :is(h1, h2)").first().waitFor();
        await page.waitForLoadState("networkidle");
        await check(path);
      }
      await page.goto("/console/customs");
      await page.getByRole("button", { name: "Type code" }).click();
      await page.getByRole("textbox", { name: "Trip code" }).fill(qrId);
      await page.getByRole("button", { name: "Look up" }).click();
      const card = page.locator(".customs-card-step");
      await card.getByRole("heading", { name: /lina sablan/i }).waitFor();
      await check("/console/customs: the trip's card");
      await card.getByRole("button", { name: "Record decision" }).click();
      await card.getByText("Choose a decision.").waitFor();
      await check("/console/customs: the decision's error");
      await card.getByLabel("For inspection").check();
      await card.getByRole("button", { name: "Record decision" }).click();
      await card.getByRole("heading", { name: "Decision recorded." }).waitFor();
      await check("/console/customs: decision recorded");
    }, member.cookie);
  });

  /** A traveller's domestic trip declared to the end on a phone; its QR's id. */
  async function completedTripQr(): Promise<string> {
    const token = await travellerWithProfile(server, `lina-${randomUUID()}@example.com`, { name: "Lina", last_name: "Sablan" });
    const context = await newPhoneContext(browser, server.url);
    const page = await context.newPage();
    try {
      await openSignedIn(page, token, "/app/trips/new");
      await createTrip(page, "DOMESTIC", dayFromToday(2));
      await fillSurvey(page);
      await page.getByRole("button", { name: "Submit survey" }).click();
      await page.locator("#trip-transport_type-AIR").waitFor();
      await fillCustomsTrip(page);
      await finishCustoms(page);
      await page.waitForURL(/\/qr$/);
      const tripId = new URL(page.url()).pathname.split("/")[3] ?? "";
      const trip = await call(server, "GET", `/api/v1/visit-histories/${tripId}`, undefined, token);
      return (trip.body.data as { attributes: { qr_id: string } }).attributes.qr_id;
    } finally {
      await context.close();
    }
  }
});
