import { describe, expect, it } from "vitest";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { createBranch } from "../api/logbook-support.ts";
import { insertCase } from "../support/tracing.ts";
import { insertPersonVisit } from "../support/tracing-visits.ts";
import { staffDesk, startConsoleServer } from "./support/console-staff.ts";
import { snap } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SHOP = { name: "Joeten Mart", branch: "Garapan" };
const OFFICE = { name: "Harbour Office", branch: "Tanapag" };
const CAFE = { name: "Beach Cafe", branch: "Susupe" };
const SHOPPERS = ["ALMA", "BENNY", "CELIA", "DINO", "ELENA", "FELIX"].map((first) => `${first} TENORIO`);
const REASON = "Till behind a glass screen; shoppers kept 2 m apart.";

describe("the contacts table in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);

  /**
   * Two days ago the index guest shopped at the mart (the cashier Tomás and six shoppers there) and
   * worked at the office with Wen; yesterday Ines sat with Tomás at a café: reached only through him.
   */
  async function plantCase(officialId: string): Promise<string> {
    const { db, stores } = session.server.database;
    const shop = await createBranch(db, SHOP);
    const office = await createBranch(db, OFFICE);
    const cafe = await createBranch(db, CAFE);
    const start = Date.now() - 2 * DAY_MS;
    let mobile = 16702880000;
    const visit = async (name: string, branchId: string, from: number, hours: number) => {
      const [first = "", last = ""] = name.split(" ");
      const number = String(mobile++);
      await insertPersonVisit(
        db,
        { branchId, personKey: `mobile:${number}/${name}`, startedAt: new Date(from).toISOString(), endsAt: new Date(from + hours * HOUR_MS).toISOString() },
        { first_name: first, last_name: last, mobile_number: `+${number}` },
      );
      return number;
    };
    const index = await visit("IDA INDEX", shop.id, start, 2);
    const tomas = await visit("TOMAS AGUON", shop.id, start, 8);
    for (const [offset, shopper] of SHOPPERS.entries()) await visit(shopper, shop.id, start + offset * 10 * 60_000, 1);
    await insertPersonVisit(
      db,
      {
        branchId: office.id,
        personKey: `mobile:${index}/IDA INDEX`,
        startedAt: new Date(start + 4 * HOUR_MS).toISOString(),
        endsAt: new Date(start + 6 * HOUR_MS).toISOString(),
      },
      { first_name: "IDA", last_name: "INDEX", mobile_number: `+${index}` },
    );
    await visit("WEN LI", office.id, start + 4 * HOUR_MS, 2);
    await insertPersonVisit(
      db,
      {
        branchId: cafe.id,
        personKey: `mobile:${tomas}/TOMAS AGUON`,
        startedAt: new Date(start + DAY_MS).toISOString(),
        endsAt: new Date(start + DAY_MS + HOUR_MS).toISOString(),
      },
      { first_name: "TOMAS", last_name: "AGUON" },
    );
    await visit("INES CRUZ", cafe.id, start + DAY_MS, 1);
    return insertCase(stores.health, {
      person_key: `mobile:${index}/IDA INDEX`,
      full_name: "IDA INDEX",
      mobile_number: index,
      opened_by: officialId,
      onset_date: commonwealthDay(new Date(start)),
      opened_on: commonwealthDay(new Date()),
    });
  }

  it("sorts and filters the contacts, unticks a venue's contacts in bulk with one reason, sees the contact reached only through them dropped, and freezes with the unreviewed named", async () => {
    const { page, staffId } = await staffDesk(session.browser, session.server, ["health_official"]);
    const caseId = await plantCase(staffId);
    await page.goto(`/console/tracing/cases/${caseId}`);
    await page.getByRole("button", { name: "Compute contacts" }).click();
    await page.getByText("9 contacts, 9 ticked", { exact: false }).waitFor();
    const names = page.locator(".contact-row .contact-name");
    await expect.poll(() => names.count()).toBe(9);
    const freeze = page.getByRole("button", { name: "Freeze the list", exact: true });
    expect(await freeze.isDisabled()).toBe(true);
    await page.getByText("9 contacts not reviewed", { exact: true }).waitFor();

    // Sorted by name, then the other way.
    const sortByName = page.getByRole("columnheader", { name: "Name" }).getByRole("button");
    await sortByName.click();
    expect(await names.allTextContents()).toEqual([...SHOPPERS, "INES CRUZ", "TOMAS AGUON", "WEN LI"].sort());
    await sortByName.click();
    expect(await names.first().textContent()).toBe("WEN LI");
    await snap(page, "contact-table-draft-desktop");

    // The mart's contacts, all of them selected and unticked with one reason (a blank one is refused).
    const filters = page.getByRole("group", { name: "Filter and group" });
    await filters.getByLabel("Venue").selectOption({ label: `${SHOP.name} — ${SHOP.branch}` });
    await expect.poll(() => names.count()).toBe(7);
    await page.getByRole("button", { name: "Select all shown" }).click();
    await page.getByText("7 selected of 7 shown").waitFor();
    await page.getByRole("button", { name: "Untick selected" }).click();
    await page.getByRole("button", { name: "Untick 7 contacts" }).click();
    await page.getByRole("alert").filter({ hasText: "Say why this contact is ticked or unticked." }).waitFor();
    await page.getByLabel("Reason to untick them").fill(REASON);
    await snap(page, "contact-table-bulk-untick-desktop");
    await page.getByRole("button", { name: "Untick 7 contacts" }).click();
    await page.getByRole("status").filter({ hasText: "7 contacts unticked." }).waitFor();
    await page.getByText("9 contacts, 1 ticked", { exact: false }).waitFor();
    await page.getByText("1 reached only through unticked contacts", { exact: false }).waitFor();

    // Ines, reached only through the cashier, is dropped; the keyboard opens why.
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await filters.getByLabel("Review").selectOption("dropped");
    await expect.poll(() => names.allTextContents()).toEqual(["INES CRUZ"]);
    const rows = page.getByRole("group", { name: "Contacts: arrow keys move, space selects, Enter opens why" });
    await rows.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const why = page.locator(".contact-opened");
    await why.getByText(`Reached only through TOMAS AGUON, unticked: ${REASON}`).waitFor();
    await why.getByText("Not notified", { exact: true }).waitFor();
    await snap(page, "contact-table-dropped-why-desktop");

    // Two contacts nobody reviewed (Wen and Ines): frozen only when the official says so with that number.
    await page.getByText("2 contacts not reviewed", { exact: true }).waitFor();
    expect(await freeze.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Freeze with 2 unreviewed" }).click();
    const question = page.getByRole("alertdialog");
    await question.getByText("Freeze the list with 2 contacts nobody reviewed?", { exact: false }).waitFor();
    await snap(page, "contact-table-freeze-unreviewed-desktop");
    await question.getByRole("button", { name: "Freeze with 2 unreviewed" }).click();
    await page.getByText("The list is frozen. Symptomatic follow-ups come first, then overdue ones.").waitFor();

    // Once frozen the table lists the follow-ups of those the list acts on: Wen alone. His is changed from the bulk bar.
    await filters.getByLabel("Review").selectOption("");
    await expect.poll(() => names.allTextContents()).toEqual(["WEN LI"]);
    await page.getByRole("checkbox", { name: "Select WEN LI" }).check();
    await page.getByRole("button", { name: "Change follow-up of selected" }).click();
    await page.getByLabel("New follow-up status").selectOption("reached");
    await page.getByRole("button", { name: "Change 1 follow-up" }).click();
    await page.getByRole("status").filter({ hasText: "1 follow-up changed." }).waitFor();
    await snap(page, "contact-table-frozen-desktop");

    const stored = await session.server.database.stores.health
      .selectFrom("tracing_contacts")
      .select(["full_name", "included", "reachable", "review_reason", "follow_up_status"])
      .where("case_id", "=", caseId)
      .orderBy("full_name")
      .execute();
    expect(stored.filter((contact) => contact.review_reason === REASON).map((contact) => contact.full_name)).toEqual([...SHOPPERS, "TOMAS AGUON"].sort());
    expect(stored.find((contact) => contact.full_name === "INES CRUZ")).toMatchObject({ included: 1, reachable: 0, review_reason: null });
    expect(stored.find((contact) => contact.full_name === "WEN LI")).toMatchObject({ included: 1, follow_up_status: "reached" });
    const audit = await session.server.database.db
      .selectFrom("audit_events")
      .select(["action", "record_type"])
      .where("staff_id", "=", staffId)
      .where("outcome", "=", "ok")
      .execute();
    expect(audit.filter((row) => row.action === "tracing.contact.review" && row.record_type === "tracing_contact")).toHaveLength(7);
    expect(audit.filter((row) => row.action === "tracing.follow_up.update")).toHaveLength(1);
    expect(audit.filter((row) => row.action === "tracing.contacts.freeze")).toHaveLength(1);
  });
});
