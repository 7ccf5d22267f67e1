import { describe, expect, it } from "vitest";
import { chooseByTyping, chooseRadio, tabAndEnter, tabAndType, tabTo, tickCheckbox } from "./support/keyboard.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { dayFromToday, lastMessageTo, openSignedIn, travellerWithProfile } from "./support/traveller.ts";

/**
 * Decision 033: the guest check-in, the sign-in and a declaration form with the keyboard alone —
 * Tab, Shift+Tab, Enter, Space and the arrow keys; no click, and the focus visible at every stop.
 */
describe("the keyboard alone in Chromium", () => {
  let clients = 0;
  const phone = phoneForEachTest(() => {
    clients += 1;
    return { extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${clients}` } };
  });

  it("a guest checks in from the entry screen to the thanks screen", async () => {
    const { page, server } = phone;
    const branch = await server.database.db.selectFrom("establishments").select("id").orderBy("created_at").executeTakeFirstOrThrow();
    await page.goto(`/g/logbook/${branch.id}`);
    // The page's HTML paints the screen before the app runs (decision 061); its buttons work once the app has drawn it.
    await expect.poll(() => page.getByRole("button", { name: "Continue as Guest" }).isEnabled()).toBe(true);

    // The terms open and close from the keyboard, and the focus comes back to the page.
    await tabAndEnter(page, page.getByRole("button", { name: "terms of use and privacy notice" }));
    const terms = page.getByRole("dialog", { name: "Terms of use and privacy notice" });
    await terms.waitFor();
    // Tab goes round the dialog's own controls, never to the page it covers.
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await terms.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await terms.waitFor({ state: "detached" });

    await tabAndEnter(page, page.getByRole("button", { name: "Continue as Guest" }));
    await tabAndType(page, page.getByRole("textbox", { name: /^First name/ }), "Ana");
    await tabAndType(page, page.getByRole("textbox", { name: /^Last name/ }), "Cruz");
    await tabAndType(page, page.getByRole("textbox", { name: /^Age/ }), "34");
    await chooseByTyping(page, page.getByRole("combobox", { name: /^Gender/ }), "Female");
    await tabAndType(page, page.locator("#mobile_number"), "6702345678");
    await chooseByTyping(page, page.getByRole("combobox", { name: /^Purpose/ }), "Business");
    expect(await page.getByRole("combobox", { name: /^Gender/ }).inputValue()).toBe("FEMALE");
    expect(await page.getByRole("combobox", { name: /^Purpose/ }).inputValue()).toBe("Business");
    await tabAndEnter(page, page.getByRole("button", { name: "Next" }));

    await page.getByText("Do you experience any of the following?").waitFor();
    await tickCheckbox(page, page.getByRole("checkbox", { name: "None of the above" }));
    // Shift+Tab goes back over the list as well.
    await tabTo(page, page.getByRole("checkbox").first(), { backwards: true });
    await tabAndEnter(page, page.getByRole("button", { name: "Submit" }));

    await page.getByText("Thank you for checking in!").waitFor();
    const [visit] = await server.database.db.selectFrom("visits").selectAll().where("first_name", "=", "ANA").execute();
    expect(visit).toMatchObject({ last_name: "CRUZ", age: 34, gender: "FEMALE", purpose: "Business", mobile_number: "+16702345678" });
  });

  it("a traveller signs in with the code from the e-mail", async () => {
    const { page, server } = phone;
    const email = "keyboard.flyer@example.com";
    await travellerWithProfile(server, email, { name: "Rita", last_name: "Aldan" });
    await page.goto("/app");
    const languages = page.getByRole("dialog", { name: "Select a language" });
    await languages.waitFor();
    // The question has the focus: the first Tab is on its first choice.
    await expect.poll(() => languages.evaluate((dialog) => dialog === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await languages.getByRole("button", { name: "English" }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await languages.waitFor({ state: "detached" });

    await tabAndEnter(page, page.getByRole("button", { name: "Frequent Flyer" }));
    await tabAndType(page, page.getByRole("textbox", { name: "Email Address", exact: true }), email);
    await tabAndType(page, page.getByRole("textbox", { name: "Confirm Email Address", exact: true }), email);
    const sent = (await lastMessageTo(server, email))?.body;
    await tabAndEnter(page, page.getByRole("button", { name: "Send OTP" }));
    const otp = page.getByRole("textbox", { name: "One-time password", exact: true });
    await otp.waitFor();
    await expect.poll(async () => (await lastMessageTo(server, email))?.body).not.toBe(sent);
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(server, email))?.body ?? "")?.[1] ?? "";
    await tabAndType(page, otp, code);
    // Enter in the field sends the form, as in any form.
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Hello, RITA!" }).waitFor();
  });

  it.each([
    { size: "the default text", textIndex: undefined },
    { size: "the largest text", textIndex: "8" },
  ])("a traveller starts a trip and fills in and submits the MVA survey, at $size", async ({ textIndex }) => {
    const { page, server, context } = phone;
    if (textIndex) await context.addInitScript((index) => localStorage.setItem("textIndex", index), textIndex);
    const token = await travellerWithProfile(server, `keyboard.survey.${textIndex ?? "default"}@example.com`, { name: "Lina", last_name: "Sablan" });
    await openSignedIn(page, token, "/app/trips/new");
    await page.getByRole("button", { name: "Start declaration" }).waitFor();

    await chooseRadio(page, page.locator("#citizenship-CITIZEN_OR_RESIDENT"));
    await chooseRadio(page, page.locator("#origin-COMMONWEALTH"));
    const [year, month, day] = dayFromToday(3).split("-");
    // A date field takes its parts in the browser's order (month, day, year in English), typed one after the other.
    await tabAndType(page, page.getByLabel("Date of arrival"), `${month}${day}${year}`);
    expect(await page.getByLabel("Date of arrival").inputValue()).toBe(dayFromToday(3));
    await tabAndEnter(page, page.getByRole("button", { name: "Start declaration" }));
    await page.waitForURL(/\/app\/trips\/[^/]+\/survey$/);
    await page.getByRole("heading", { name: "MVA survey" }).waitFor();

    await chooseRadio(page, page.locator("#visitor_type-VISITOR"));
    await chooseByTyping(page, page.locator("#origin_country"), "Japan");
    await chooseRadio(page, page.locator("#trip_count-2"));
    // A page at a time: Next moves the focus to the next page's title, and Tab goes on from there.
    await tabAndEnter(page, page.getByRole("button", { name: "Next" }));
    await page.locator("#reasons_for_travel-DIVE").waitFor();
    await tickCheckbox(page, page.locator("#reasons_for_travel-DIVE"));
    await tabAndEnter(page, page.getByRole("button", { name: "Next" }));
    await page.locator("#travel_arrangement-INDIVIDUAL").waitFor();
    await chooseRadio(page, page.locator("#travel_arrangement-INDIVIDUAL"));
    await chooseRadio(page, page.locator("#stay_place-HOTEL"));
    await chooseByTyping(page, page.locator("#length_of_stay-SAIPAN"), "3 Nights");
    // Back up the page with Shift+Tab: each control scrolled to is seen, not left under the header.
    await tabTo(page, page.locator("#travel_arrangement-INDIVIDUAL"), { backwards: true });
    await tabTo(page, page.locator("#length_of_stay-SAIPAN"));
    expect(await page.locator("#length_of_stay-SAIPAN").inputValue()).toBe("NIGHTS_3");
    await tabAndEnter(page, page.getByRole("button", { name: "Submit survey" }));

    await page.waitForURL(/\/app\/trips\/[^/]+\/customs$/);
    await page.getByRole("heading", { name: "Customs declaration" }).waitFor();
  });
});
