import { describe, expect, it } from "vitest";
import { stayHomeUntil } from "#domain/tracing/exposure-message.ts";
import { linkSigner } from "../../server/tracing/diary-link.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { expectFitsThePhone, snap } from "./support/traveller.ts";

const DAY_MS = 86_400_000;

describe("symptom diary in Chromium", () => {
  const phone = phoneForEachTest();

  it("a notified contact opens their link, reports fever, and becomes symptomatic; the page names no one", async () => {
    const { server, page } = phone;
    const health = server.database.stores.health;
    const caseId = await insertCase(health, {
      person_key: "mobile:16705550100",
      full_name: "HIDDEN INDEX PERSON",
      opened_by: "official",
      list_state: "frozen",
    });
    const exposure = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const contactId = await insertContact(health, {
      case_id: caseId,
      person_key: "mobile:16705557777",
      full_name: "DIARY CONTACT",
      mobile_number: "+16705557777",
      exposure_start: exposure,
      place: "Hidden Grill — Secret Branch",
      notified_at: new Date().toISOString(),
      notified_by: "sms",
      follow_up_status: "notified",
    });
    const token = linkSigner(server.services.serverSecret).sign({ contactId, until: stayHomeUntil(exposure, 14) });

    await page.goto(`${server.url}/diary/${token}`);
    await page.getByRole("heading", { name: "Daily health check" }).waitFor();
    await page.getByRole("checkbox", { name: "Fever" }).waitFor();
    await expectFitsThePhone(page);
    await snap(page, "symptom-diary-phone-en");
    for (const secret of ["HIDDEN INDEX PERSON", "Hidden Grill", "DIARY CONTACT"]) expect(await page.content()).not.toContain(secret);
    await page.getByRole("checkbox", { name: "Fever" }).check();
    await page.getByRole("button", { name: "Send today's answer" }).click();
    await page.getByText("Today's answer is kept").waitFor();
    const row = await health.selectFrom("tracing_contacts").select("follow_up_status").where("id", "=", contactId).executeTakeFirstOrThrow();
    expect(row.follow_up_status).toBe("symptomatic");

    await page.goto(`${server.url}/diary/${token.slice(0, 10)}x${token.slice(11)}`);
    await page.getByText("This link is not valid").waitFor();

    await page.evaluate(() => localStorage.setItem("lang", "ja"));
    await page.goto(`${server.url}/diary/${token}`);
    await page.getByRole("heading", { name: "毎日の健康チェック" }).waitFor();
    await page.getByRole("button", { name: "今日の回答を変更" }).click();
    await expectFitsThePhone(page);
    await snap(page, "symptom-diary-phone-ja");
  });
});
