import { describe, expect, it } from "vitest";
import { insertCase, insertContact } from "../support/tracing.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { call, expectFitsThePhone, openSignedIn, snap, travellerWithProfile } from "./support/traveller.ts";

const DAY_MS = 86_400_000;

describe("exposure warning in Chromium", () => {
  const phone = phoneForEachTest();

  it("shows a notified traveller where and when they may have been exposed and until when to stay home, never who the case is; nothing for anyone else", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "nina.aldan@example.com", { name: "Nina", last_name: "Aldan" });
    const profile = await call(server, "GET", "/api/v1/me/profile", undefined, token);
    const userId = (profile.body.data as { id: string }).id;
    const health = server.database.stores.health;
    const caseId = await insertCase(health, {
      person_key: "mobile:16705550100",
      full_name: "HIDDEN INDEX PERSON",
      opened_by: "official",
      list_state: "frozen",
    });
    await insertContact(health, {
      case_id: caseId,
      person_key: `user:${userId}`,
      user_id: userId,
      exposure_start: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      place: "Garapan Seaside Cafe — Beach Road",
      notified_at: new Date().toISOString(),
      notified_by: "email",
    });

    await openSignedIn(page, token, "/app");
    const warning = page.getByRole("alert").filter({ hasText: "Garapan Seaside Cafe — Beach Road" });
    await warning.waitFor();
    await warning.getByRole("heading").waitFor();
    expect(await warning.getByRole("link").getAttribute("href")).toBe("/hotlines");
    expect(await warning.textContent()).not.toContain("HIDDEN INDEX PERSON");
    await expectFitsThePhone(page);
    await snap(page, "home-exposure-warning-phone");

    const other = await travellerWithProfile(server, "joel.cruz@example.com", { name: "Joel", last_name: "Cruz" });
    const checked = page.waitForResponse((response) => response.url().endsWith("/api/v1/me/exposures"));
    await openSignedIn(page, other, "/app");
    expect((await checked).status()).toBe(200);
    await page.getByRole("heading", { name: "Hello, JOEL!" }).waitFor();
    expect(await page.locator(".exposure-warning").count()).toBe(0);
  });
});
