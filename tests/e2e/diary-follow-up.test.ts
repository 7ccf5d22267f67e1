import { describe, expect, it } from "vitest";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { stayHomeUntil } from "#domain/tracing/exposure-message.ts";
import { linkSigner } from "../../server/tracing/diary-link.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { newPhoneContext } from "./support/browser.ts";
import { staffDesk, startConsoleServer } from "./support/console-staff.ts";
import { snap } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const DAY_MS = 86_400_000;

describe("a contact's symptom diary in the official's follow-ups, in Chromium (issue 27, item 7)", () => {
  const session = serverAndChromium(startConsoleServer);

  it("a notified contact reports fever on their phone and comes first in the frozen list's follow-ups, marked symptomatic", async () => {
    const health = session.server.database.stores.health;
    const { page: officialPage, staffId } = await staffDesk(session.browser, session.server, ["health_official"]);
    const caseId = await insertCase(health, { opened_by: staffId, full_name: "IDA INDEX", list_state: "frozen" });
    const exposure = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const notified = { exposure_start: exposure, notified_at: new Date().toISOString(), notified_by: "sms", follow_up_status: "notified" } as const;
    // Ana's call is overdue since yesterday: before any diary entry she leads the follow-ups.
    const yesterday = commonwealthDay(new Date(Date.now() - DAY_MS));
    await insertContact(health, { ...notified, case_id: caseId, person_key: "mobile:16705550111", full_name: "ANA REYES", follow_up_due: yesterday });
    await insertContact(health, { ...notified, case_id: caseId, person_key: "mobile:16705550122", full_name: "BEN CRUZ" });
    const carla = await insertContact(health, { ...notified, case_id: caseId, person_key: "mobile:16705550133", full_name: "CARLA DIAZ" });

    await officialPage.goto(`/console/tracing/cases/${caseId}`);
    const names = officialPage.locator(".contact-row .contact-name");
    await expect.poll(() => names.count()).toBe(3);
    expect(await names.first().textContent()).toBe("ANA REYES");

    // Carla's daily check, from the link her message carried.
    const phone = await newPhoneContext(session.browser, session.server.url);
    const carlasPhone = await phone.newPage();
    const token = linkSigner(session.server.services.serverSecret).sign({ contactId: carla, until: stayHomeUntil(exposure, 14) });
    await carlasPhone.goto(`/diary/${token}`);
    await carlasPhone.getByRole("checkbox", { name: "Fever" }).check();
    await carlasPhone.getByRole("button", { name: "Send today's answer" }).click();
    await carlasPhone.getByText("Today's answer is kept").waitFor();

    // The official's next look: Carla first, her status in words.
    await officialPage.reload();
    await expect.poll(() => names.first().textContent()).toBe("CARLA DIAZ");
    expect(await names.nth(1).textContent()).toBe("ANA REYES");
    expect(await officialPage.locator(".contact-row").first().textContent()).toContain("Symptomatic");
    await snap(officialPage, "diary-follow-up-first-desktop");
    await phone.close();
  });
});
