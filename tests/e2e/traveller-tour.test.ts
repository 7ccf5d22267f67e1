import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { customsForm, healthDeclarationForm, newTrip, surveyForm } from "../support/trip-fixtures.ts";
import type { AppServer } from "./support/app-server.ts";
import { newPhoneContext } from "./support/browser.ts";
import { serverAndChromium } from "./support/phone-session.ts";
import { LANGUAGE_NAMES, say, type TourLanguage } from "./support/tour-catalog.ts";
import { mainContent, TOUR_WAIT_MS, TourRecorder } from "./support/tour-recorder.ts";
import { call, openSignedIn, travellerWithProfile } from "./support/traveller.ts";

/**
 * Decision 033's evidence: every traveller screen at phone size, EN and JA in full, KO and ZH for the
 * guest check-in, sign-in and one declaration page; see test-results/screenshots/tour/<language>/.
 * State comes from the API and addresses wherever it can, so the tour outlives changes to the screens;
 * a screen it cannot reach is written to the notes file instead of failing the run.
 */

/** The screens without which the tour is no evidence at all. */
const CORE = {
  full: ["language-ask", "sign-in-email", "home", "profile", "new-trip", "trip-survey", "trip-customs", "guest-entry", "guest-details", "faqs", "not-found"],
  short: ["language-ask", "sign-in-email", "trip-customs", "guest-entry", "guest-details"],
};

let addresses = 0;

/** A phone of its own address (the server's per-address limits see another traveller). */
async function phone(browser: Browser, server: AppServer, language?: TourLanguage): Promise<{ context: BrowserContext; page: Page }> {
  addresses += 1;
  const context = await newPhoneContext(browser, server.url, { extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${addresses}` } });
  if (language) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem("lang")) localStorage.setItem("lang", lang);
    }, language);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(TOUR_WAIT_MS);
  return { context, page };
}

async function demoBranch(server: AppServer) {
  return server.database.db.selectFrom("establishments").select(["id", "name"]).where("account_id", "is", null).executeTakeFirstOrThrow();
}

/** Throws unless the API accepted the call, so the screens after it are noted as not reached. */
async function accepted(answer: Promise<{ status: number; body: Record<string, unknown> }>): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`The API answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

describe("traveller tour in Chromium at phone size", () => {
  const session = serverAndChromium();

  /** Signed out, nothing stored: the language question, account types, e-mail and mobile sign-in, the code entry. */
  async function signIn(tour: TourRecorder): Promise<void> {
    const { language } = tour;
    const { context, page } = await phone(session.browser, session.server);
    await tour.capture(page, "language-ask", async () => {
      await page.goto("/app");
      await page.getByRole("dialog").getByRole("button", { name: LANGUAGE_NAMES[language] }).waitFor();
    });
    await tour.capture(page, "sign-in", async () => {
      await page.getByRole("dialog").getByRole("button", { name: LANGUAGE_NAMES[language] }).click();
      await page.getByRole("button", { name: say(language, "Frequent Flyer") }).waitFor();
    });
    await tour.capture(page, "sign-in-email", async () => {
      await page.getByRole("button", { name: say(language, "Frequent Flyer") }).click();
      await page.getByRole("textbox", { name: say(language, "Email Address"), exact: true }).waitFor();
    });
    await tour.capture(page, "sign-in-mobile", async () => {
      await page.getByRole("button", { name: say(language, "Use my mobile number instead") }).click();
      await page.getByRole("textbox", { name: say(language, "Mobile Number"), exact: true }).waitFor();
    });
    await tour.capture(page, "sign-in-otp", async () => {
      await page.getByRole("button", { name: say(language, "Use my e-mail address instead") }).click();
      const email = `tour-sign-in-${language}@example.com`;
      await page.getByRole("textbox", { name: say(language, "Email Address"), exact: true }).fill(email);
      await page.getByRole("textbox", { name: say(language, "Confirm Email Address"), exact: true }).fill(email);
      await page.getByRole("button", { name: say(language, "Send OTP") }).click();
      await page.getByRole("textbox", { name: say(language, "One-time password"), exact: true }).waitFor();
    });
    await context.close();
  }

  /** The guest check-in of the demo branch: entry, details, symptoms, thanks. */
  async function guestCheckIn(tour: TourRecorder, { toTheEnd }: { toTheEnd: boolean }): Promise<void> {
    const { language } = tour;
    const branch = await demoBranch(session.server);
    const { context, page } = await phone(session.browser, session.server, language);
    await tour.capture(page, "guest-entry", async () => {
      await page.goto(`/g/logbook/${branch.id}`);
      await page.getByRole("button", { name: say(language, "Continue as Guest"), exact: true }).waitFor();
    });
    await tour.capture(page, "guest-details", async () => {
      await page.getByRole("button", { name: say(language, "Continue as Guest"), exact: true }).click();
      await page.getByRole("button", { name: say(language, "Next") }).waitFor();
    });
    if (toTheEnd) {
      await tour.capture(page, "guest-symptoms", async () => {
        const field = (english: string) => page.getByRole("textbox", { name: new RegExp(`^${say(language, english)}`) });
        await page.getByLabel(say(language, "First name")).first().fill("Aiko");
        await field("Last name").fill("Reyes");
        await field("Age").fill("34");
        await page.getByRole("combobox", { name: new RegExp(`^${say(language, "Gender")}`) }).selectOption("FEMALE");
        await field("Mobile number").fill("6702345678");
        await page.getByRole("button", { name: say(language, "Next") }).click();
        await page.getByText(say(language, "Do you experience any of the following?")).waitFor();
      });
      await tour.capture(page, "guest-thanks", async () => {
        await page.getByLabel(say(language, "None of the above")).check();
        await page.getByRole("button", { name: say(language, "Submit") }).click();
        await page.getByText(say(language, "Thank you for checking in!")).waitFor();
      });
    }
    await context.close();
  }

  /** A signed-in traveller's screens, with the trip's parts sent by the API one after the other. */
  async function signedIn(tour: TourRecorder, { full }: { full: boolean }): Promise<void> {
    const { language } = tour;
    const { server } = session;
    const token = await travellerWithProfile(server, `tour-${language}@example.com`, { name: "Aiko", last_name: "Reyes" });
    const { context, page } = await phone(session.browser, server);
    const open = async (at: string) => {
      await page.goto(at);
      await mainContent(page).waitFor();
    };
    await openSignedIn(page, token, "/app", { lang: language });
    if (full) {
      await tour.capture(page, "home", () => open("/app"));
      await tour.capture(page, "profile", () => open("/app/profile"));
      await tour.capture(page, "medical-records", () => open("/app/medical-records"));
      await tour.capture(page, "notifications", () => open("/app/notifications"));
      await tour.capture(page, "new-trip", () => open("/app/trips/new"));
    }
    // An international trip in pandemic mode: every part the flow has.
    const created = await accepted(call(server, "POST", "/api/v1/visit-histories", newTrip(), token)).catch(() => undefined);
    const tripId = (created?.data as { id?: string } | undefined)?.id;
    const trip = (path = "") => `/app/trips/${tripId ?? "not-created"}${path}`;
    const submit = (segment: string, body: unknown) => accepted(call(server, "PUT", `/api/v1/visit-histories/${tripId}/${segment}`, body, token));

    if (full) await tour.capture(page, "trip-survey", () => open(trip("/survey")));
    await tour.capture(page, "trip-customs", async () => {
      if (!tripId) throw new Error("The trip was not created");
      await submit("survey", surveyForm());
      await open(trip("/customs"));
    });
    if (!full) return context.close();
    await tour.capture(page, "trip-health", async () => {
      await submit("customs", customsForm());
      await open(trip("/medical?part=health-declaration"));
    });
    await tour.capture(page, "trip-attestation", () => open(trip("/medical?part=attestation")));
    await tour.capture(page, "trip-records", () => open(trip("/medical?part=records")));
    await tour.capture(page, "trip-qr", async () => {
      await submit("health-declaration", healthDeclarationForm());
      await open(trip("/qr"));
    });
    await tour.capture(page, "trip-view", () => open(trip()));
    await tour.capture(page, "trip-public-qr", async () => {
      const qr = await accepted(call(server, "GET", "/api/v1/current-trip/qr", undefined, token));
      await open(`/qr/${(qr.data as { qr_id: string }).qr_id}`);
    });
    await tour.capture(page, "logbook-home", () => open("/digital-logbook"));
    await tour.capture(page, "logbook-scan", () => open("/digital-logbook/scan"));
    await tour.capture(page, "logbook-symptoms", () => open("/digital-logbook/symptoms"));
    await context.close();
  }

  /** Pages anyone may open: the establishment portal, the printable QR, a public page, an unknown address. */
  async function publicPages(tour: TourRecorder): Promise<void> {
    const branch = await demoBranch(session.server);
    const { context, page } = await phone(session.browser, session.server, tour.language);
    const open = async (at: string) => {
      await page.goto(at);
      await mainContent(page).waitFor();
    };
    await tour.capture(page, "establishment-sign-in", () => open("/establishment"));
    await tour.capture(page, "print-qr", () => open(`/print/qr/${branch.id}/${encodeURIComponent(branch.name)}/a4`));
    await tour.capture(page, "faqs", () => open("/faqs"));
    await tour.capture(page, "not-found", () => open("/no-such-page/here"));
    await context.close();
  }

  function finish(tour: TourRecorder, core: string[]): void {
    tour.writeNotes();
    expect(
      core.filter((screen) => !tour.captured.includes(screen)),
      `not captured; see ${tour.directory}/notes.md`,
    ).toEqual([]);
  }

  for (const language of ["en", "ja"] as const) {
    it(`captures every traveller screen in ${language}`, { timeout: 600_000 }, async () => {
      const tour = new TourRecorder(language);
      await signIn(tour);
      await signedIn(tour, { full: true });
      await guestCheckIn(tour, { toTheEnd: true });
      await publicPages(tour);
      finish(tour, CORE.full);
    });
  }

  for (const language of ["ko", "zh"] as const) {
    it(`captures the guest check-in, sign-in and a declaration page in ${language}`, { timeout: 300_000 }, async () => {
      const tour = new TourRecorder(language);
      await signIn(tour);
      await signedIn(tour, { full: false });
      await guestCheckIn(tour, { toTheEnd: false });
      finish(tour, CORE.short);
    });
  }
});
