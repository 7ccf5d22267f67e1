import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForTheFile } from "./support/phone-session.ts";

const shot = (page: Page, name: string) => screenshot(page, `guest-household-${name}`, { animations: "disabled" });

/** A mother checks in herself and her two children, who have no phone, at the door of a cafe. */
describe("a family checks in on one phone in Chromium", () => {
  const phone = phoneForTheFile({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.240" } });
  let branchUuid: string;

  beforeAll(async () => {
    branchUuid = (await phone.server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow()).id;
  });

  const visitsOf = (mobileNumber: string) =>
    phone.server.database.db
      .selectFrom("visits")
      .select(["first_name", "person_key", "household_id", "access_status", "end_reason", "ends_at"])
      .where("mobile_number", "=", mobileNumber)
      .orderBy("first_name")
      .execute();

  async function answerSymptoms(page: Page, whose: string, symptom: string, button: "Next" | "Submit") {
    await page.getByRole("heading", { name: whose }).waitFor();
    await page.getByLabel(symptom).check();
    await page.getByRole("button", { name: button, exact: true }).click();
  }

  it("adds the children under 'People with me', asks each person's symptoms, and tells the door who may enter", async () => {
    const { page } = phone;
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await page.locator("#name").fill("maria");
    await page.locator("#last_name").fill("santos");
    await page.locator("#age").fill("38");
    await page.locator("#gender").selectOption("FEMALE");
    await page.locator("#mobile_number").fill("6702345599");

    for (const [index, child] of [
      ["0", { name: "lucia", age: "9", gender: "FEMALE" }],
      ["1", { name: "marco", age: "6", gender: "MALE" }],
    ] as const) {
      await page.getByRole("button", { name: "Add a person" }).click();
      const person = page.getByRole("group", { name: `Person ${Number(index) + 2}` });
      // The holder's last name is offered: families most often share it.
      expect(await person.getByRole("textbox", { name: /^Last name/ }).inputValue()).toBe("SANTOS");
      await person.getByRole("textbox", { name: /^First name/ }).fill(child.name);
      await person.getByRole("textbox", { name: /^Age/ }).fill(child.age);
      await person.getByRole("combobox", { name: /^Gender/ }).selectOption(child.gender);
    }
    await shot(page, "1-people-with-me");
    await page.getByRole("button", { name: "Next", exact: true }).click();

    await answerSymptoms(page, "MARIA SANTOS", "None of the above", "Next");
    await page.getByRole("heading", { name: "LUCIA SANTOS" }).waitFor();
    expect(await page.getByText("(2 of 3)").isVisible()).toBe(true);
    await page.getByLabel("Headache").check();
    await shot(page, "2-symptoms-of-second");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    // Back returns to Lucia with her answer kept.
    await page.getByRole("heading", { name: "MARCO SANTOS" }).waitFor();
    await page.getByRole("button", { name: "Back", exact: true }).last().click();
    await page.getByRole("heading", { name: "LUCIA SANTOS" }).waitFor();
    expect(await page.getByLabel("Headache").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await answerSymptoms(page, "MARCO SANTOS", "None of the above", "Submit");

    await page.getByRole("heading", { name: "Not everyone may enter" }).waitFor();
    const answers = page.getByRole("list", { name: "Who may enter" }).getByRole("listitem");
    expect(await answers.allTextContents()).toEqual([
      expect.stringContaining("MARIA SANTOSMay enter"),
      expect.stringContaining("LUCIA SANTOSEntry not allowed"),
      expect.stringContaining("MARCO SANTOSMay enter"),
    ]);
    await shot(page, "3-door-answers");

    const visits = await visitsOf("+16702345599");
    expect(visits.map((visit) => [visit.first_name, visit.access_status, visit.person_key])).toEqual([
      ["LUCIA", "NOT_ALLOWED", "mobile:16702345599/LUCIA SANTOS"],
      ["MARCO", "ALLOWED", "mobile:16702345599/MARCO SANTOS"],
      ["MARIA", "ALLOWED", "mobile:16702345599/MARIA SANTOS"],
    ]);
    expect(new Set(visits.map((visit) => visit.household_id)).size).toBe(1);

    // Lucia was refused at the door: she never went in, so she has nothing to check out, and her check-in stays on record.
    expect(await answers.filter({ hasText: "LUCIA SANTOS" }).getByRole("button").count()).toBe(0);
    // Marco leaves first; his mother then leaves for everyone who went in.
    await page.getByRole("button", { name: "Check out MARCO SANTOS" }).click();
    await answers.filter({ hasText: "MARCO SANTOS" }).getByText("Checked out").waitFor();
    expect((await visitsOf("+16702345599")).map((visit) => visit.end_reason)).toEqual(["duration", "checked_out", "duration"]);
    await page.getByRole("button", { name: "Check out everyone who went in" }).click();
    await page.getByText("You have checked out. Thank you!").waitFor();
    expect((await visitsOf("+16702345599")).map((visit) => visit.end_reason)).toEqual(["duration", "checked_out", "checked_out"]);
    await shot(page, "4-checked-out");
  });

  it("remembers the family on this phone: the next door is one confirmation for all three", async () => {
    const { page } = phone;
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await page.getByRole("heading", { name: "Check in as MARIA SANTOS" }).waitFor();
    expect(await page.getByText("With LUCIA SANTOS, MARCO SANTOS").isVisible()).toBe(true);
    await shot(page, "5-remembered-family");
    await page.getByRole("button", { name: "Confirm" }).click();
    await answerSymptoms(page, "MARIA SANTOS", "None of the above", "Next");
    await answerSymptoms(page, "LUCIA SANTOS", "None of the above", "Next");
    await answerSymptoms(page, "MARCO SANTOS", "None of the above", "Submit");
    await page.getByRole("heading", { name: "Thank you for checking in!" }).waitFor();
    const open = (await visitsOf("+16702345599")).filter((visit) => visit.end_reason === "duration");
    expect(open.map((visit) => visit.first_name)).toEqual(["LUCIA", "MARCO", "MARIA"]);
  });
});
