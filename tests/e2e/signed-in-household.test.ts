import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForTheFile } from "./support/phone-session.ts";
import type { AppServer } from "./support/app-server.ts";
import { axeViolations } from "./support/axe.ts";
import { call, expectFitsThePhone, lastMessageTo, openSignedIn } from "./support/traveller.ts";

const MOBILE = "+16702345601";

/** A new screen of the flow: it fits the phone and passes axe's WCAG 2.2 AA rules; then its screenshot. */
async function shot(page: Page, name: string): Promise<void> {
  await expectFitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `signed-in-household-${name}`, { animations: "disabled" });
}

/** A traveller signed in by the code sent to her phone, so her account has its number; then her profile saved. */
async function travellerByPhone(server: AppServer, profile: Record<string, string>): Promise<string> {
  const requested = await call(server, "POST", "/api/v1/login/request-otp", { mobile_number: MOBILE, lang: "en" });
  const auth = (requested.body.data as { auth: string }).auth;
  const otp = /\b(\d{6})\b/.exec((await lastMessageTo(server, MOBILE))?.body ?? "")?.[1];
  const token = ((await call(server, "POST", "/api/v1/login/confirm-otp", { auth, otp })).body.data as { token: string }).token;
  const saved = await call(server, "POST", "/api/v2/me/logbook", { gender: "FEMALE", birth_date: "1985-02-03", ...profile }, token);
  expect(saved.status).toBe(200);
  return token;
}

/** A mother signed in to the app checks in herself and the two children of her profile, who have no phone, at a cafe's door. */
describe("a signed-in parent checks in with her family in Chromium", () => {
  const phone = phoneForTheFile();
  let branch: { id: string; name: string };
  let purpose: string;
  let token: string;

  beforeAll(async () => {
    const { server } = phone;
    branch = await server.database.db.selectFrom("establishments").select(["id", "name"]).orderBy("created_at").executeTakeFirstOrThrow();
    purpose = ((await call(server, "GET", "/api/v1/purpose")).body.data as string[])[0] ?? "";
    token = await travellerByPhone(server, { name: "Ana", last_name: "Santos" });
    const families = await call(
      server,
      "PUT",
      "/api/v2/me/families",
      {
        families: [
          { first_name: "Lucia", last_name: "Santos", birth_date: "2016-05-20", gender: "FEMALE" },
          { first_name: "Marco", last_name: "Santos", birth_date: "2019-08-02", gender: "MALE" },
        ],
      },
      token,
    );
    expect(families.status).toBe(200);
  });

  it("picks both children from her profile, asks each child's symptoms, and tells the door who may enter", async () => {
    const { page, server } = phone;
    await openSignedIn(page, token, `/g/logbook/${branch.id}`);
    await page.waitForURL("**/digital-logbook/scan");
    await page.getByText("You are about to enter").waitFor();
    await page.getByLabel("Purpose of the visit").selectOption(purpose);
    const people = page.getByRole("group", { name: "People with me" });
    await people.getByRole("checkbox", { name: "LUCIA SANTOS" }).check();
    await people.getByRole("checkbox", { name: "MARCO SANTOS" }).check();

    // Someone not in the profile is added by name; the mother's own name is one person already.
    await people.getByRole("button", { name: "Add a person" }).click();
    const adding = page.getByRole("form", { name: "Add a person" });
    expect(await adding.getByRole("textbox", { name: /^Last name/ }).inputValue()).toBe("SANTOS");
    await adding.getByRole("button", { name: "Add", exact: true }).click();
    await adding.getByText("Required").first().waitFor();
    await adding.getByRole("textbox", { name: /^First name/ }).fill("ana");
    await adding.getByRole("textbox", { name: /^Age/ }).fill("40");
    await adding.getByRole("combobox", { name: /^Gender/ }).selectOption("FEMALE");
    await adding.getByRole("button", { name: "Add", exact: true }).click();
    await adding.getByRole("alert").filter({ hasText: "Each person checks in once: two people here have the same name." }).waitFor();
    await shot(page, "1-add-a-person");
    await adding.getByRole("textbox", { name: /^First name/ }).fill("rosa");
    await adding.getByRole("button", { name: "Add", exact: true }).click();
    await people.getByText("ROSA SANTOS", { exact: true }).waitFor();
    await shot(page, "2-people-with-me");
    // Rosa stays outside after all.
    await people.getByRole("button", { name: "Remove ROSA SANTOS" }).click();
    await people.getByText("ROSA SANTOS", { exact: true }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Start" }).click();

    await page.getByRole("heading", { name: "LUCIA SANTOS" }).waitFor();
    expect(await page.getByText("(1 of 2)").isVisible()).toBe(true);
    await page.getByLabel("Headache").check();
    await shot(page, "3-symptoms-of-a-child");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: "MARCO SANTOS" }).waitFor();
    await page.getByLabel("None of the above").check();
    await page.getByRole("button", { name: "Submit", exact: true }).click();

    // The mother's own answer, as before, then each child's.
    await page.getByRole("heading", { name: "ALLOWED" }).waitFor();
    const answers = page.getByRole("list", { name: "Who may enter" }).getByRole("listitem");
    expect(await answers.allTextContents()).toEqual(["LUCIA SANTOSEntry not allowed", "MARCO SANTOSMay enter"]);
    await page.getByText('Those marked "Entry not allowed" reported symptoms', { exact: false }).waitFor();
    await shot(page, "4-door-answers");

    const mother = await server.database.db.selectFrom("users").select("id").where("mobile_number", "=", MOBILE).executeTakeFirstOrThrow();
    const visits = await server.database.db
      .selectFrom("visits")
      .select(["first_name", "person_key", "household_id", "access_status", "symptoms", "mobile_number", "end_reason"])
      .where("establishment_id", "=", branch.id)
      .orderBy("first_name")
      .execute();
    expect(visits.map((visit) => [visit.first_name, visit.person_key, visit.access_status])).toEqual([
      ["ANA", `user:${mother.id}`, "ALLOWED"],
      ["LUCIA", "mobile:16702345601/LUCIA SANTOS", "NOT_ALLOWED"],
      ["MARCO", "mobile:16702345601/MARCO SANTOS", "ALLOWED"],
    ]);
    expect(visits.map((visit) => visit.symptoms)).toEqual([null, JSON.stringify(["HEADACHE"]), JSON.stringify(["NONE_OF_THE_ABOVE"])]);
    expect(new Set(visits.map((visit) => visit.household_id)).size).toBe(1);
    expect(visits.every((visit) => visit.mobile_number === MOBILE && visit.end_reason === "duration")).toBe(true);

    await page.getByRole("button", { name: "Back to Digital Logbook" }).click();
    await page.waitForURL(/\/digital-logbook$/);
  });
});
