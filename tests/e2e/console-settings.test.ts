import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPhoneContext } from "./support/browser.ts";
import { acceptInvitation, createAdminFromShell, enrolAuthenticator, enrolmentSecret, startConsoleServer } from "./support/console-staff.ts";
import { createTrip, fillCustomsTrip, fillSurvey, finishCustoms } from "./support/trip-forms.ts";
import { dayFromToday, openSignedIn, snap, travellerWithProfile } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const ADMIN = { email: "ana.cruz@gov.example", name: "Ana Cruz" };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const RASH = { code: "SKIN_RASH", en: "Skin rash", ja: "発疹", ko: "피부 발진", zh: "皮疹" };

/** The console at desktop size, then at phone size. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe("admin settings and reference data in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);
  let admin: Page;

  beforeAll(async () => {
    // The first admin, as an operator creates one: from the shell, then the invitation and an authenticator app.
    const link = await createAdminFromShell(session.server, ADMIN.email, ADMIN.name);
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: DESKTOP });
    admin = await context.newPage();
    await acceptInvitation(admin, session.server, link, ADMIN.email);
    await enrolAuthenticator(admin, await enrolmentSecret(admin));
    await admin.getByRole("heading", { name: `Welcome, ${ADMIN.name}` }).waitFor();
  });

  it("an admin turns pandemic mode off, and a traveller's next trip, in the app already open, asks for no health part", async () => {
    // The traveller's app is open before the change, and is not reloaded after it.
    const token = await travellerWithProfile(session.server, "lina.sablan@example.com", { name: "Lina", last_name: "Sablan" });
    const travellerContext = await newPhoneContext(session.browser, session.server.url);
    const traveller = await travellerContext.newPage();
    await openSignedIn(traveller, token, "/app");
    const declare = traveller.getByRole("region", { name: "Trips" }).getByRole("link", { name: "Declare a trip" });
    await declare.waitFor();

    await admin.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Settings" }).click();
    const pandemic = admin.getByRole("listitem", { name: "Pandemic mode" });
    await pandemic.getByText("Not changed since installation.").waitFor();
    expect(await pandemic.getByRole("checkbox", { name: "Pandemic mode" }).isChecked()).toBe(true);
    await snapBoth(admin, "console-settings-before");
    await pandemic.getByRole("checkbox", { name: "Pandemic mode" }).uncheck();
    await pandemic.getByRole("button", { name: "Save" }).click();
    // Nothing is saved before the admin has read what the switch does and said why (decision 064).
    const confirm = pandemic.getByRole("alertdialog", { name: "Switch pandemic mode off?" });
    await confirm.getByText(/^0 trips arriving today or tomorrow \(\d{4}-\d\d-\d\d, \d{4}-\d\d-\d\d\)/).waitFor();
    await confirm.getByRole("button", { name: "Switch off" }).click();
    await confirm.getByRole("alert").filter({ hasText: "Say why you change this setting" }).waitFor();
    await confirm.getByLabel("Reason (kept in the audit trail)").fill("Health order 2026-14 ends the measures");
    await snapBoth(admin, "console-settings-pandemic-confirm");
    await confirm.getByRole("button", { name: "Switch off" }).click();
    await pandemic.getByRole("status").filter({ hasText: "Saved: Off" }).waitFor();
    await pandemic.getByText(`Last changed by ${ADMIN.name} (${ADMIN.email})`, { exact: false }).waitFor();
    await pandemic.getByRole("button", { name: "Show history" }).click();
    await expect.poll(() => pandemic.locator(".settings-history li").allTextContents()).toEqual([expect.stringContaining("On → Off")]);
    await snapBoth(admin, "console-settings-changed");

    // A number out of bounds is refused with the server's reason at the field, and nothing changes.
    const incubation = admin.getByRole("listitem", { name: "Incubation period (days)" });
    await incubation.getByLabel("Value").fill("90");
    await incubation.getByRole("button", { name: "Save" }).click();
    await incubation.getByRole("alert").filter({ hasText: "Use a number from 1 to 60." }).waitFor();
    expect(await incubation.getByText("Not changed since installation.").isVisible()).toBe(true);

    await declare.click();
    await createTrip(traveller, "US_CITIZEN", dayFromToday(2));
    await expect.poll(() => traveller.locator(".trip-stepper .stepper-step").allTextContents()).toEqual(["Survey", "Customs", "QR"]);
    await fillSurvey(traveller);
    await traveller.getByRole("button", { name: "Submit survey" }).click();
    await traveller.waitForURL(/\/customs$/);
    await fillCustomsTrip(traveller);
    await finishCustoms(traveller);
    await traveller.waitForURL(/\/app\/trips\/[^/]+\/qr$/);
    await traveller.getByRole("img", { name: "Trip QR code" }).waitFor();
    await snap(traveller, "console-settings-trip-without-health-phone");
    const audit = await session.server.database.db
      .selectFrom("audit_events")
      .select(["action", "record_id", "purpose"])
      .where("action", "=", "settings.change")
      .execute();
    expect(audit).toEqual([{ action: "settings.change", record_id: "pandemic_mode", purpose: "Health order 2026-14 ends the measures" }]);
    await travellerContext.close();
  });

  it("an admin adds a symptom with its four titles, and a guest sees it in Japanese on the checklist", async () => {
    await admin.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Symptoms and purposes" }).click();
    await admin.getByRole("heading", { name: "Symptoms and visit purposes" }).waitFor();
    await admin.getByRole("listitem", { name: "Fever" }).getByText("発熱 · 발열 · 发烧").waitFor();
    await admin.getByRole("button", { name: "Add symptom" }).click();
    const form = admin.getByRole("form", { name: "New symptom" });
    await form.getByLabel("Code").fill(RASH.code);
    await form.getByLabel("Title in English").fill(RASH.en);
    await form.getByLabel("Title in Japanese").fill(RASH.ja);
    await form.getByRole("button", { name: "Save" }).click();
    // Two titles missing: the server says so at the fields, and the form keeps what was typed.
    await form.getByText("Give the title in every language.").first().waitFor();
    await snapBoth(admin, "console-reference-data-refused");
    await form.getByLabel("Title in Korean").fill(RASH.ko);
    await form.getByLabel("Title in Chinese").fill(RASH.zh);
    await form.getByRole("button", { name: "Save" }).click();
    await admin.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    const rash = admin.getByRole("listitem", { name: RASH.en });
    await rash.getByText(`${RASH.code} · Other symptoms`).waitFor();
    // Up one place: before the last seeded symptom.
    await rash.getByRole("button", { name: `Move ${RASH.en} up` }).click();
    await expect
      .poll(async () => (await admin.locator(".reference-section").first().locator(".reference-title").allTextContents()).slice(-2))
      .toEqual([RASH.en, "Difficulty breathing or shortness of breath"]);
    await snapBoth(admin, "console-reference-data");

    const demo = await session.server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow();
    const guestContext = await newPhoneContext(session.browser, session.server.url);
    const guest = await guestContext.newPage();
    await guest.goto(`/g/logbook/${demo.id}`);
    await guest.locator(".language-button").click();
    await guest.getByRole("dialog").getByRole("button", { name: "日本語" }).click();
    await guest.getByRole("button", { name: "ゲストとして続ける", exact: true }).click();
    await guest.getByLabel("名", { exact: false }).first().fill("yuki");
    await guest.getByRole("textbox", { name: /^姓/ }).fill("tanaka");
    await guest.getByRole("textbox", { name: /^年齢/ }).fill("34");
    await guest.getByRole("combobox", { name: /^性別/ }).selectOption("FEMALE");
    await guest.locator("#mobile_number").fill("670-234-5678");
    // The purposes are in Japanese too; the visit keeps the English one.
    const purpose = guest.getByRole("combobox", { name: /^訪問目的/ });
    expect(await purpose.locator("option").allTextContents()).toEqual(
      ["選択…", "商用", "観光"].map((text, index) => (index === 0 ? expect.any(String) : text)),
    );
    await purpose.selectOption({ label: "商用" });
    await guest.getByRole("button", { name: "次へ" }).click();
    await guest.getByText("次のいずれかの症状がありますか？").waitFor();
    await guest.getByLabel(RASH.ja).waitFor();
    expect(await guest.getByLabel("発熱").isVisible()).toBe(true);
    expect(await guest.getByText(RASH.en).count()).toBe(0);
    await guest.getByLabel(RASH.ja).check();
    await snap(guest, "console-settings-guest-checklist-ja-phone");
    await guest.getByRole("button", { name: "送信" }).click();
    // A guest with a symptom is not let in (the access rule); the answer is kept with the new code and the English purpose.
    await guest.getByRole("heading", { name: "入場できません" }).waitFor();
    const [visit] = await session.server.database.db.selectFrom("visits").select(["symptoms", "purpose"]).where("first_name", "=", "YUKI").execute();
    expect({ symptoms: JSON.parse(visit?.symptoms ?? "null"), purpose: visit?.purpose }).toEqual({ symptoms: [RASH.code], purpose: "Business" });
    await guestContext.close();
  });
});
