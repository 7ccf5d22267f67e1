import { describe, expect, it } from "vitest";
import { phoneForEachTest } from "./support/phone-session.ts";
import { expectFitsThePhone, openSignedIn, snap, travellerWithProfile, startForeignTrip } from "./support/traveller.ts";

const LANGUAGES = [
  { lang: "ja", survey: "MVAアンケート", customs: "税関申告書" },
  { lang: "ko", survey: "MVA 설문조사", customs: "세관 신고서" },
  { lang: "zh", survey: "MVA 调查问卷", customs: "海关申报" },
] as const;

describe("the trip screens in Japanese, Korean and Chinese in Chromium", () => {
  const phone = phoneForEachTest();

  it.each(LANGUAGES)("shows the create page, the survey and the customs declaration in $lang, fitting the phone", async ({ lang, survey, customs }) => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, `traveller.${lang}@example.com`, { name: "Mina", last_name: "Park" });
    await openSignedIn(page, token, "/app/trips/new", { lang });
    await page.locator("#origin-UNITED_STATES").waitFor();
    await expectFitsThePhone(page);
    await snap(page, `trips-new-${lang}`);

    const created = await startForeignTrip(server, token, 2);
    const tripId = created.body.uuid as string;
    await page.goto(`/app/trips/${tripId}/survey`);
    await page.locator("#visitor_type-VISITOR").waitFor();
    await expect.poll(() => page.locator("h2").first().textContent()).toContain(survey);
    await expectFitsThePhone(page);
    await snap(page, `trips-survey-${lang}`);

    await page.goto(`/app/trips/${tripId}/customs`);
    await page.locator("#trip-transport_type-AIR").waitFor();
    await expect.poll(() => page.locator("h2").first().textContent()).toContain(customs);
    await expectFitsThePhone(page);
    await snap(page, `trips-customs-${lang}`);
  });
});
