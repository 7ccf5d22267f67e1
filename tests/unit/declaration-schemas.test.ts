import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { FamilyMember, Profile } from "#domain/accounts.ts";
import {
  AGE_MESSAGE,
  CONSENT_REQUIRED_MESSAGE,
  CURRENCY_MESSAGE,
  CustomsForm,
  type CustomsFormInput,
  EMAILS_DONT_MATCH_MESSAGE,
  FAMILY_COUNT_MESSAGE,
  FLIGHT_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  QUANTITY_MESSAGE,
  VESSEL_REQUIRED_MESSAGE,
} from "#domain/declarations/customs.ts";
import { exceededLimits } from "#domain/declarations/declaration-limits.ts";
import { ENGLISH_ONLY_MESSAGE } from "#domain/declarations/english-text.ts";
import { SIGNATURE_REQUIRED_MESSAGE } from "#domain/declarations/signature.ts";
import { CHOOSE_AT_LEAST_ONE_MESSAGE, CHOOSE_ONE_MESSAGE, STAY_REQUIRED_MESSAGE, SurveyForm } from "#domain/declarations/survey.ts";
import type { VisitHistoryAttributes } from "#domain/trips.ts";
import { ageOn, customsDefaults } from "../../src/features/trips/forms/customs-defaults.ts";
import { errorDescriptor } from "../../src/features/trips/forms/form-errors.ts";
import { originCountryOf, surveyDefaults } from "../../src/features/trips/forms/survey-defaults.ts";
import { customsForm, surveyForm } from "../support/trip-fixtures.ts";

const noPhone = { number: "", confirm: "" };

/**
 * An object as the form holds it before anything is typed or chosen: every key there, text inputs
 * empty, choices undefined. (A key left out altogether gets valibot's own "Invalid key" text, which
 * the form never sends: its inputs and choices are registered, so their keys exist.)
 */
const unanswered = (shape: object) => Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, typeof value === "string" ? "" : undefined]));

/** Each field's first message, with every check run as the forms run them (criteriaMode "all"). */
function issues(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const found: Record<string, string> = {};
  for (const issue of result.issues ?? []) found[v.getDotPath(issue) ?? ""] ??= issue.message;
  return found;
}

/** Another passenger like the fixture's one. */
function passenger(first_name: string): CustomsFormInput["passengers"][number] {
  const [fixture] = customsForm().passengers;
  if (!fixture) throw new Error("The customs fixture has no passenger");
  return { ...fixture, first_name };
}

const withContact = (contact: Partial<CustomsFormInput["contact"]>) => customsForm({ contact: { ...customsForm().contact, ...contact } });
const withPhones = (phones: Partial<CustomsFormInput["contact"]["phones"]>) => withContact({ phones: { ...customsForm().contact.phones, ...phones } });
const withTrip = (trip: Partial<CustomsFormInput["trip"]>) => customsForm({ trip: { ...customsForm().trip, ...trip } });
const withItems = (items: Partial<CustomsFormInput["items"]>) => customsForm({ items: { ...customsForm().items, ...items } });

describe("MVA survey schema", () => {
  it("accepts a complete survey as typed", () => {
    expect(v.parse(SurveyForm, surveyForm())).toEqual(surveyForm());
  });

  it("asks for every single choice and at least one reason; planned activities may stay empty", () => {
    const blank = {
      ...unanswered(surveyForm()),
      reasons_for_travel: [],
      planned_activities: [],
      length_of_stay: surveyForm().length_of_stay,
    };
    expect(issues(SurveyForm, blank)).toEqual({
      visitor_type: CHOOSE_ONE_MESSAGE,
      origin_country: CHOOSE_ONE_MESSAGE,
      reasons_for_travel: CHOOSE_AT_LEAST_ONE_MESSAGE,
      stay_place: CHOOSE_ONE_MESSAGE,
      travel_arrangement: CHOOSE_ONE_MESSAGE,
      trip_count: CHOOSE_ONE_MESSAGE,
    });
  });

  it("needs a length of stay on at least one of Saipan, Tinian and Rota", () => {
    const nowhere = surveyForm({ length_of_stay: { SAIPAN: "NOT_APPLICABLE", TINIAN: "NOT_APPLICABLE", ROTA: "NOT_APPLICABLE" } });
    expect(issues(SurveyForm, nowhere)).toEqual({ length_of_stay: STAY_REQUIRED_MESSAGE });
    expect(issues(SurveyForm, surveyForm({ length_of_stay: { SAIPAN: "NOT_APPLICABLE", TINIAN: "DAY_TRIP", ROTA: "NOT_APPLICABLE" } }))).toEqual({});
  });

  it("refuses codes outside the enumerations and a reason given twice", () => {
    expect(issues(SurveyForm, surveyForm({ origin_country: "MARS" as "JAPAN", trip_count: 7 as 6 }))).toEqual({
      origin_country: CHOOSE_ONE_MESSAGE,
      trip_count: CHOOSE_ONE_MESSAGE,
    });
    expect(issues(SurveyForm, surveyForm({ reasons_for_travel: ["GOLF", "GOLF"] }))).toEqual({ reasons_for_travel: "Each choice may be given once." });
  });
});

describe("customs declaration schema", () => {
  it("accepts a complete declaration: names and passports upper-case, the e-mail lower-case", () => {
    const declared = v.parse(CustomsForm, customsForm());
    expect(declared.declarant).toMatchObject({ first_name: "MARIA", last_name: "SANTOS", passport_number: "P1234567" });
    expect(declared.passengers[0]).toMatchObject({ first_name: "KEN", passport_number: "P7654321" });
    expect(declared.contact.email).toBe("maria@example.com");
    expect(declared.signature.printed_name).toBe("MARIA SANTOS");
  });

  it("checks each phone typed twice with docs/product-spec.md, part 5's messages", () => {
    expect(issues(CustomsForm, withPhones({ home: { number: "670-555", confirm: "670-555" } }))).toEqual({
      "contact.phones.home.number": "Home Phones is Invalid",
    });
    expect(issues(CustomsForm, withPhones({ work: { number: "6705550101", confirm: "6705550102" } }))).toEqual({
      "contact.phones.work.confirm": "Work Phones don't match",
    });
    expect(issues(CustomsForm, withPhones({ international: { number: "+819012345678", confirm: "" } }))).toEqual({
      "contact.phones.international.confirm": "International Phones don't match",
    });
    expect(issues(CustomsForm, withPhones({ mobile: { number: "12", confirm: "12" } }))).toEqual({
      "contact.phones.mobile.number": "Mobile Phones is Invalid",
    });
  });

  it("takes any country's phone the phone library takes, and a commonwealth number in its local form (decision 019)", () => {
    for (const number of ["+886912345678", "85251234567", "+61 412 345 678", "+6581234567", "+79123456789", "004915123456789", "(670) 234-5588", "234-5588"]) {
      expect(issues(CustomsForm, withPhones({ international: { number, confirm: number } })), number).toEqual({});
    }
    // Seven to fifteen digits that no numbering plan takes, and a national number without its country code.
    for (const number of ["+8190123", "1234567", "09012345678"]) {
      expect(issues(CustomsForm, withPhones({ home: { number, confirm: number } })), number).toEqual({
        "contact.phones.home.number": "Home Phones is Invalid",
      });
    }
  });

  it("needs at least one of the four phones", () => {
    expect(issues(CustomsForm, withPhones({ mobile: noPhone }))).toEqual({ "contact.phones.mobile.number": PHONE_REQUIRED_MESSAGE });
    expect(issues(CustomsForm, withPhones({ mobile: noPhone, work: { number: "6705550101", confirm: "6705550101" } }))).toEqual({});
  });

  it("checks the e-mail address and its confirmation, whatever their case", () => {
    expect(issues(CustomsForm, withContact({ email: "maria@example", confirm_email: "maria@example" }))).toEqual({
      "contact.email": INVALID_EMAIL_MESSAGE,
    });
    expect(issues(CustomsForm, withContact({ confirm_email: "mario@example.com" }))).toEqual({
      "contact.confirm_email": EMAILS_DONT_MATCH_MESSAGE,
    });
    expect(issues(CustomsForm, withContact({ email: " ", confirm_email: "" }))).toEqual({ "contact.email": "Required" });
  });

  it("reports a pair that does not match together with the other errors, not after them", () => {
    const many = customsForm({
      contact: { ...withPhones({ home: { number: "6705550101", confirm: "6705550102" } }).contact, confirm_email: "x@example.com" },
      truthful_consent: false as true,
    });
    expect(issues(CustomsForm, many)).toEqual({
      "contact.phones.home.confirm": "Home Phones don't match",
      "contact.confirm_email": EMAILS_DONT_MATCH_MESSAGE,
      truthful_consent: CONSENT_REQUIRED_MESSAGE,
    });
  });

  it("must be completed in English, within the maximum length", () => {
    const declarant = customsForm().declarant;
    expect(issues(CustomsForm, customsForm({ declarant: { ...declarant, occupation: "教師", first_name: "José" } }))).toEqual({
      "declarant.occupation": ENGLISH_ONLY_MESSAGE,
      "declarant.first_name": ENGLISH_ONLY_MESSAGE,
    });
    expect(issues(CustomsForm, customsForm({ declarant: { ...declarant, occupation: "x".repeat(101) } }))).toEqual({
      "declarant.occupation": "Must be at most 100 characters.",
    });
    expect(issues(CustomsForm, withTrip({ airline: "ユナイテッド航空" }))).toEqual({ "trip.airline": ENGLISH_ONLY_MESSAGE });
  });

  it("asks for the flight type, airline and flight number by air, the vessel by sea", () => {
    expect(issues(CustomsForm, withTrip({ flight_type: null }))).toEqual({ "trip.flight_type": CHOOSE_ONE_MESSAGE });
    expect(issues(CustomsForm, withTrip({ airline: "" }))).toEqual({ "trip.flight_number": FLIGHT_REQUIRED_MESSAGE });
    const bySea = { transport_type: "SEA", flight_type: null, airline: null, flight_number: null } as const;
    expect(issues(CustomsForm, withTrip(bySea))).toEqual({ "trip.vessel_name": VESSEL_REQUIRED_MESSAGE });
    expect(issues(CustomsForm, withTrip({ ...bySea, vessel_name: "Star Ferry" }))).toEqual({});
  });

  it("counts the family as the declarant plus each passenger", () => {
    const declarant = customsForm().declarant;
    expect(issues(CustomsForm, customsForm({ declarant: { ...declarant, family_count: 3 } }))).toEqual({
      "declarant.family_count": FAMILY_COUNT_MESSAGE,
    });
    expect(issues(CustomsForm, customsForm({ passengers: [], declarant: { ...declarant, family_count: 1 } }))).toEqual({});
  });

  it("takes up to 7 passengers on one declaration", () => {
    const family = (size: number) => Array.from({ length: size }, (_, index) => passenger(`child ${"abcdefgh"[index]}`));
    const declarant = customsForm().declarant;
    expect(issues(CustomsForm, customsForm({ passengers: family(7), declarant: { ...declarant, family_count: 8 } }))).toEqual({});
    expect(issues(CustomsForm, customsForm({ passengers: family(8), declarant: { ...declarant, family_count: 9 } }))).toEqual({
      passengers: "At most 7 passengers.",
      "declarant.family_count": FAMILY_COUNT_MESSAGE,
    });
  });

  it("checks each passenger's age", () => {
    expect(issues(CustomsForm, customsForm({ passengers: [{ ...passenger("ken"), age: 131 }] }))).toEqual({ "passengers.0.age": AGE_MESSAGE });
  });

  it("declares currency only over USD 10,000, any amount of another currency", () => {
    const currency = (amount: number, code: string) => ({ ...withItems({ has_excess_currency: true }), currency: { amount, code } });
    // The form's amount input holds null while empty.
    expect(issues(CustomsForm, currency(null as unknown as number, "USD"))).toEqual({ "currency.amount": CURRENCY_MESSAGE });
    expect(issues(CustomsForm, withItems({ has_excess_currency: true }))).toEqual({ currency: CURRENCY_MESSAGE });
    expect(issues(CustomsForm, currency(10_000, "USD"))).toEqual({ "currency.amount": CURRENCY_MESSAGE });
    expect(issues(CustomsForm, currency(10_000.01, "usd"))).toEqual({});
    expect(issues(CustomsForm, currency(500_000, "JPY"))).toEqual({});
    expect(issues(CustomsForm, currency(20_000, "dollars"))).toEqual({ "currency.code": "Enter a three-letter currency code such as USD." });
  });

  it("accepts goods over the duty-free limits (they are dutiable, not refused) and names the limits exceeded", () => {
    const quantities = { alcohol_wine_floz: 200, cigarette_packs_us: 30, tobacco_pounds: 1.5 };
    expect(issues(CustomsForm, customsForm({ ...withItems({ has_alcohol: true, has_cigarettes: true, has_tobacco: true }), quantities }))).toEqual({});
    expect(exceededLimits(quantities)).toEqual(["alcohol_wine_floz", "tobacco_pounds"]);
    expect(exceededLimits({ alcohol_distilled_floz: 77, alcohol_beer_floz: 288, cigarette_packs_noncompliant: 10 })).toEqual([]);
    expect(issues(CustomsForm, customsForm({ quantities: { alcohol_beer_floz: -1 } }))).toEqual({ "quantities.alcohol_beer_floz": QUANTITY_MESSAGE });
  });

  it("needs each of the ten items answered, the consent and the signature", () => {
    const items = { ...customsForm().items, has_soil: undefined } as unknown as CustomsFormInput["items"];
    const unsigned = customsForm({ items, truthful_consent: false as true, signature: { ...customsForm().signature, image: "" } });
    expect(issues(CustomsForm, unsigned)).toEqual({
      "items.has_soil": "Answer yes or no.",
      truthful_consent: CONSENT_REQUIRED_MESSAGE,
      "signature.image": SIGNATURE_REQUIRED_MESSAGE,
    });
  });
});

describe("declaration prefill", () => {
  const trip = { date_of_arrival: "2026-12-01", origin_country: "Hong Kong" } as VisitHistoryAttributes;
  const member = (first_name: string, birth_date = "2015-12-02"): FamilyMember => ({
    first_name,
    middle_name: null,
    last_name: "SANTOS",
    birth_date,
    gender: "FEMALE",
    passport: "P7654321",
    passport_country: "JP",
  });
  const profile = {
    first_name: "Maria",
    middle_name: null,
    last_name: "Santos",
    birth_date: "1990-01-01",
    passport: "P1234567",
    passport_country: "JP",
    mobile_number: "+16705550100",
    email: "maria@example.com",
    families: [member("ANA", "2015-12-01"), member("BEA")],
  } as unknown as Profile;

  it("names the survey's origin market from the trip, else from the passport country", () => {
    expect(originCountryOf("Hong Kong")).toBe("HONG_KONG");
    expect(originCountryOf(" jpn ")).toBe("JAPAN");
    expect(originCountryOf("Other")).toBeUndefined();
    expect(surveyDefaults(profile, trip).origin_country).toBe("HONG_KONG");
    expect(surveyDefaults(profile, { ...trip, origin_country: "CNMI" }).origin_country).toBe("JAPAN");
    expect(surveyDefaults(undefined, { ...trip, origin_country: "Narnia" })).toEqual({
      reasons_for_travel: [],
      planned_activities: [],
      length_of_stay: { SAIPAN: "NOT_APPLICABLE", TINIAN: "NOT_APPLICABLE", ROTA: "NOT_APPLICABLE" },
    });
  });

  it("fills the declarant, passengers, contact and arrival from the profile and the trip", () => {
    const defaults = customsDefaults(profile, trip);
    expect(defaults.trip).toMatchObject({ date_of_arrival: "2026-12-01", origin_country: "Hong Kong" });
    expect(defaults.declarant).toMatchObject({
      first_name: "Maria",
      last_name: "Santos",
      passport_number: "P1234567",
      passport_country: "JP",
      family_count: 3,
    });
    expect(defaults.passengers?.map((each) => [each.first_name, each.age])).toEqual([
      ["ANA", 11],
      ["BEA", 10],
    ]);
    expect(defaults.contact?.phones.mobile).toEqual({ number: "+16705550100", confirm: "+16705550100" });
    expect(defaults.contact).toMatchObject({ email: "maria@example.com", confirm_email: "maria@example.com" });
    expect(defaults.signature).toMatchObject({ image: "", printed_name: "MARIA SANTOS" });
  });

  it("takes at most 7 family members as passengers", () => {
    const large = { ...profile, families: Array.from({ length: 9 }, (_, index) => member(`CHILD ${index}`)) } as Profile;
    const defaults = customsDefaults(large, trip);
    expect(defaults.passengers).toHaveLength(7);
    expect(defaults.declarant?.family_count).toBe(8);
  });

  it("counts a passenger's age in whole years on the given day", () => {
    expect(ageOn("2015-12-01", "2026-12-01")).toBe(11);
    expect(ageOn("2015-12-02", "2026-12-01")).toBe(10);
    expect(ageOn("2015-12-0", "2026-12-01")).toBeUndefined();
    expect(ageOn("2030-01-01", "2026-12-01")).toBeUndefined();
  });
});

describe("declaration error texts", () => {
  it("has a catalog entry for every message the survey and customs schemas give", () => {
    const form = customsForm();
    const blankCustoms = {
      trip: unanswered(form.trip),
      declarant: unanswered(form.declarant),
      contact: { phones: { mobile: noPhone, home: noPhone, work: noPhone, international: noPhone }, email: "", confirm_email: "" },
      passengers: [unanswered(passenger("x"))],
      items: unanswered(form.items),
      quantities: {},
      currency: { amount: null, code: "" },
      truthful_consent: undefined,
      signature: unanswered(form.signature),
    };
    const bad = [
      issues(SurveyForm, { ...unanswered(surveyForm()), reasons_for_travel: [], length_of_stay: unanswered(surveyForm().length_of_stay) }),
      issues(
        SurveyForm,
        surveyForm({ reasons_for_travel: ["GOLF", "GOLF"], length_of_stay: { SAIPAN: "NOT_APPLICABLE", TINIAN: "NOT_APPLICABLE", ROTA: "NOT_APPLICABLE" } }),
      ),
      issues(CustomsForm, blankCustoms),
      issues(CustomsForm, customsForm({ passengers: Array.from({ length: 8 }, () => passenger("x")), quantities: { tobacco_pounds: -1 } })),
      issues(CustomsForm, withPhones({ mobile: noPhone })),
      issues(
        CustomsForm,
        withPhones({ home: { number: "1", confirm: "2" }, work: { number: "1", confirm: "2" }, international: { number: "1", confirm: "2" } }),
      ),
      issues(CustomsForm, withContact({ email: "x", confirm_email: "y" })),
      issues(CustomsForm, withTrip({ transport_type: "SEA" })),
      issues(CustomsForm, withTrip({ flight_type: null, airline: "é".repeat(61) })),
      issues(CustomsForm, { ...withItems({ has_excess_currency: true }), currency: { amount: 1, code: "x" } }),
      issues(CustomsForm, customsForm({ declarant: { ...form.declarant, passport_number: "12", family_count: 1.5 } })),
      issues(CustomsForm, customsForm({ declarant: { ...form.declarant, family_count: 9 } })),
      issues(CustomsForm, customsForm({ passengers: [{ ...passenger("x"), gender: "X" as "MALE", age: 2.5 }] })),
      issues(CustomsForm, customsForm({ passengers: [{ ...passenger("x"), age: -1 }], truthful_consent: false as true })),
      issues(CustomsForm, customsForm({ signature: { image: "x".repeat(300_001), date: "1 May", printed_name: "" } })),
    ];
    const messages = new Set(bad.flatMap((found) => Object.values(found)));
    expect(messages.size).toBeGreaterThan(20);
    expect([...messages].filter((message) => !errorDescriptor(message))).toEqual([]);
  });
});
