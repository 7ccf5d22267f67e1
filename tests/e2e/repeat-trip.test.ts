import { describe, expect, it } from "vitest";
import { phoneForEachTest } from "./support/phone-session.ts";
import { returningTraveller, TANO } from "./support/returning-traveller.ts";
import { CUSTOMS_ITEMS, nextPage, TRAVEL_TYPE_ANSWERS } from "./support/trip-forms.ts";
import { dayFromToday, expectFitsThePhone, openSignedIn, snap, travellerWithProfile } from "./support/traveller.ts";

const LINA = { first_name: "Lina", last_name: "Camacho", birth_date: "2019-02-11", gender: "FEMALE", passport: "P5550003", passport_country: "US" };

describe("a returning traveller's next trip in Chromium (issue 29, item 2)", () => {
  const phone = phoneForEachTest();

  it("starts from the last trip's answers, each page to check; the profile's family is offered as passengers, ticked as they travel", async () => {
    const { server, page } = phone;
    // Last trip: Rosa with Tano, from Japan on UA 197, staying on Beach Road; Lina stayed home.
    const { token, lastTripId: lastId } = await returningTraveller(server, [TANO, LINA]);

    await openSignedIn(page, token, "/app/trips/new");
    const startFromLast = page.getByLabel(/Start from my trip arriving/);
    await startFromLast.check();
    await expectFitsThePhone(page);
    await snap(page, "trips-new-start-from-last-en");
    const { citizenship, origin } = TRAVEL_TYPE_ANSWERS.DOMESTIC;
    await page.locator(`#citizenship-${citizenship}`).check();
    await page.locator(`#origin-${origin}`).check();
    await page.getByLabel("Date of arrival").fill(dayFromToday(30));
    await page.getByRole("button", { name: "Start declaration" }).click();
    await page.waitForURL(/\/app\/trips\/[^/]+\/survey$/);
    const tripId = /\/app\/trips\/([^/]+)\/survey$/.exec(page.url())?.[1];
    expect(tripId).not.toBe(lastId);

    // The survey: last trip's answers, one trip more.
    await page.locator("#visitor_type-VISITOR").waitFor();
    expect(await page.locator("#visitor_type-VISITOR").isChecked()).toBe(true);
    expect(await page.locator("#origin_country").inputValue()).toBe("JAPAN");
    expect(await page.locator("#trip_count-3").isChecked()).toBe(true);
    await nextPage(page);
    expect(await page.locator("#reasons_for_travel-DIVE").isChecked()).toBe(true);
    await nextPage(page);
    expect(await page.locator("#stay_place-HOTEL").isChecked()).toBe(true);
    expect(await page.locator("#length_of_stay-SAIPAN").inputValue()).toBe("NIGHTS_3");
    await page.getByRole("button", { name: "Submit survey" }).click();
    await page.waitForURL(/\/customs$/);

    // The customs declaration: the same journey on the new day, the same declarant and address.
    await page.locator("#trip-flight_number").waitFor();
    expect((await page.locator("#trip-flight_number").inputValue()).toUpperCase()).toBe("UA 197");
    expect(await page.locator("#trip-purpose_of_trip-PLEASURE").isChecked()).toBe(true);
    await nextPage(page);
    expect(await page.locator("#declarant-address_in_commonwealth").inputValue()).toBe("Beach Road, Garapan");
    expect(await page.locator("#declarant-occupation").inputValue()).toBe("Teacher");
    await nextPage(page);

    // Passengers: Tano travels again, Lina is offered; ticking her adds her with her passport.
    const family = page.getByRole("group", { name: "Who travels with you?" });
    expect(await family.getByLabel("Tano Camacho").isChecked()).toBe(true);
    expect(await family.getByLabel("Lina Camacho").isChecked()).toBe(false);
    expect(await page.locator("#declarant-family_count").inputValue()).toBe("2");
    await family.getByLabel("Lina Camacho").check();
    expect(await page.locator("#passengers-1-first_name").inputValue()).toBe("LINA");
    expect(await page.locator("#passengers-1-passport_number").inputValue()).toBe("P5550003");
    expect(await page.locator("#declarant-family_count").inputValue()).toBe("3");
    await expectFitsThePhone(page);
    await snap(page, "trips-customs-family-ticked-en");
    await family.getByLabel("Tano Camacho").uncheck();
    expect(await page.locator("#passengers-0-first_name").inputValue()).toBe("LINA");
    expect(await page.locator("#passengers-1-first_name").count()).toBe(0);
    expect(await page.locator("#declarant-family_count").inputValue()).toBe("2");

    // The items of this journey are asked again: nothing carried over.
    await nextPage(page);
    expect(await page.locator("#items-has_alcohol-true").isChecked()).toBe(false);
    expect(await page.locator("#items-has_alcohol-false").isChecked()).toBe(false);
    // Bringing spirits this time: a Yes, then one tap answers the other nine No.
    await page.locator("#items-has_alcohol-true").check();
    await page.getByRole("button", { name: "Answer No to every question not answered yet" }).click();
    for (const item of CUSTOMS_ITEMS) expect(await page.locator(`#items-has_${item}-${item === "alcohol"}`).isChecked()).toBe(true);
    expect(await page.getByRole("button", { name: "Answer No to every question not answered yet" }).count()).toBe(0);
    await snap(page, "trips-customs-items-no-to-rest-en");
  });

  it("offers nothing to start from before a declaration was sent, and a new trip starts empty unless asked", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "ana.reyes@example.com", { name: "Ana", last_name: "Reyes" });
    await openSignedIn(page, token, "/app/trips/new");
    await page.getByRole("button", { name: "Start declaration" }).waitFor();
    expect(await page.getByLabel(/Start from my trip arriving/).count()).toBe(0);
  });
});
