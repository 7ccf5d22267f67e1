import { describe, expect, it } from "vitest";
import { customsRisk, type DeclarationAnswers, healthFindings, type HealthSources } from "#domain/customs-risk.ts";
import * as v from "valibot";
import { CustomsForm, MERCHANDISE_MESSAGE } from "#domain/declarations/customs.ts";
import { CUSTOMS_ITEMS, type CustomsItem } from "#domain/declarations/enumerations.ts";
import { customsForm } from "../support/trip-fixtures.ts";

const allNo = Object.fromEntries(CUSTOMS_ITEMS.map((item) => [item, false])) as Record<CustomsItem, boolean>;
const answers = (overrides: Partial<DeclarationAnswers> & { yes?: CustomsItem[] } = {}): DeclarationAnswers => {
  const { yes = [], ...rest } = overrides;
  return {
    items: { ...allNo, ...Object.fromEntries(yes.map((item) => [item, true])) },
    quantities: {},
    currency: null,
    purpose: "PLEASURE",
    occupation: "Teacher",
    ...rest,
  };
};

describe("customsRisk: every declaration answer and its referral reason", () => {
  it("all No is nothing to declare, with no reason", () => {
    expect(customsRisk(answers())).toEqual({ reasons: [], within_limits: [], nothing_to_declare: true });
  });

  it.each(["has_harmful_objects", "has_wildlife", "has_plants", "has_soil", "has_animal"] as const)(
    "Yes to %s is a restricted-goods referral whatever else is declared",
    (item) => {
      const risk = customsRisk(answers({ yes: [item] }));
      expect(risk).toEqual({ reasons: [{ kind: "restricted", item }], within_limits: [], nothing_to_declare: false });
    },
  );

  it.each([
    ["has_alcohol", "alcohol_distilled_floz", 101, 77, 24],
    ["has_alcohol", "alcohol_beer_floz", 300, 288, 12],
    ["has_alcohol", "alcohol_wine_floz", 128.5, 128, 0.5],
    ["has_cigarettes", "cigarette_packs_us", 31, 30, 1],
    ["has_cigarettes", "cigarette_packs_noncompliant", 12, 10, 2],
    ["has_tobacco", "tobacco_pounds", 2.5, 1, 1.5],
  ] as const)("Yes to %s with %s over its limit gives the amount, the limit and the excess", (item, quantity, amount, limit, excess) => {
    const risk = customsRisk(answers({ yes: [item], quantities: { [quantity]: amount } }));
    expect(risk).toEqual({ reasons: [{ kind: "over_limit", quantity, amount, limit, excess }], within_limits: [], nothing_to_declare: false });
  });

  it.each(["has_alcohol", "has_cigarettes", "has_tobacco"] as const)("Yes to %s within every limit is declared goods, not a referral", (item) => {
    const quantities = { has_alcohol: { alcohol_distilled_floz: 77 }, has_cigarettes: { cigarette_packs_us: 30 }, has_tobacco: { tobacco_pounds: 1 } }[item];
    expect(customsRisk(answers({ yes: [item], quantities }))).toEqual({ reasons: [], within_limits: [{ item }], nothing_to_declare: false });
  });

  it("Yes to currency is a referral with the amount", () => {
    expect(customsRisk(answers({ yes: ["has_excess_currency"], currency: { amount: 15_000, code: "USD" } })).reasons).toEqual([
      { kind: "currency", amount: 15_000, code: "USD" },
    ]);
    expect(customsRisk(answers({ yes: ["has_excess_currency"], currency: { amount: 2_000_000, code: "JPY" } })).reasons).toEqual([
      { kind: "currency", amount: 2_000_000, code: "JPY" },
    ]);
  });

  it("Yes to commercial merchandise is a referral with its description and the purpose and occupation declared", () => {
    expect(
      customsRisk(answers({ yes: ["has_merchandise"], merchandiseDescription: "40 phone cases, USD 600", purpose: "BUSINESS", occupation: "Importer" }))
        .reasons,
    ).toEqual([{ kind: "merchandise", description: "40 phone cases, USD 600", purpose: "BUSINESS", occupation: "Importer" }]);
    // A declaration sent before the description was asked.
    expect(customsRisk(answers({ yes: ["has_merchandise"] })).reasons).toEqual([
      { kind: "merchandise", description: "", purpose: "PLEASURE", occupation: "Teacher" },
    ]);
  });

  it("the declaration asks what the merchandise is when the answer is Yes, and only then", () => {
    const form = customsForm();
    const issues = (input: object) => {
      const parsed = v.safeParse(CustomsForm, input);
      return parsed.success ? {} : v.flatten(parsed.issues).nested;
    };
    expect(issues({ ...form, items: { ...form.items, has_merchandise: true } })).toEqual({ merchandise_description: [MERCHANDISE_MESSAGE] });
    expect(issues({ ...form, items: { ...form.items, has_merchandise: true }, merchandise_description: "40 phone cases, USD 600" })).toEqual({});
    expect(issues(form)).toEqual({});
  });

  it("puts restricted goods first, then quantities, currency and merchandise", () => {
    const risk = customsRisk(
      answers({
        yes: ["has_merchandise", "has_excess_currency", "has_alcohol", "has_harmful_objects", "has_plants"],
        quantities: { alcohol_distilled_floz: 101, alcohol_wine_floz: 10 },
        currency: { amount: 15_000, code: "USD" },
      }),
    );
    expect(risk.reasons.map((reason) => reason.kind)).toEqual(["restricted", "restricted", "over_limit", "currency", "merchandise"]);
    expect(risk.reasons[0]).toEqual({ kind: "restricted", item: "has_harmful_objects" });
    expect(risk.nothing_to_declare).toBe(false);
  });
});

describe("healthFindings: what is true of the health part in pandemic mode", () => {
  const arrival = "2026-03-10";
  const hoursBeforeArrivalEnd = (hours: number) => new Date(Date.parse(`${arrival}T23:59:59.999Z`) - hours * 3_600_000 + 1).toISOString();
  const negative = (test_type: "RT_PCR" | "ANTIGEN", hours: number) => ({ test_type, result: "NEGATIVE" as const, taken_at: hoursBeforeArrivalEnd(hours) });
  const sources = (overrides: Partial<HealthSources> = {}): HealthSources => ({
    formOnFile: true,
    symptoms: ["NONE_OF_THE_ABOVE"],
    testResults: [negative("RT_PCR", 20)],
    dateOfArrival: arrival,
    ...overrides,
  });

  it("is met (no finding) with a form, no symptom and a valid negative result", () => {
    expect(healthFindings(sources())).toEqual([]);
    expect(healthFindings(sources({ symptoms: undefined, testResults: [negative("ANTIGEN", 24)] }))).toEqual([]);
  });

  it("a declared symptom is never met, whatever else is on file", () => {
    expect(healthFindings(sources({ symptoms: ["FEVER", "DRY_COUGH"] }))).toEqual([{ kind: "symptoms", codes: ["FEVER", "DRY_COUGH"] }]);
  });

  it("says how old the newest result was at arrival against its validity: RT-PCR 48 h, antigen 24 h", () => {
    expect(healthFindings(sources({ testResults: [negative("RT_PCR", 49)] }))).toEqual([
      { kind: "test_too_old", test_type: "RT_PCR", hours: 49, valid_hours: 48 },
    ]);
    expect(healthFindings(sources({ testResults: [negative("RT_PCR", 48)] }))).toEqual([]);
    expect(healthFindings(sources({ testResults: [negative("ANTIGEN", 25), negative("ANTIGEN", 60)] }))).toEqual([
      { kind: "test_too_old", test_type: "ANTIGEN", hours: 25, valid_hours: 24 },
    ]);
  });

  it("names a missing form, a missing result, a positive result and a result taken after arrival", () => {
    expect(healthFindings(sources({ formOnFile: false, symptoms: undefined }))).toEqual([{ kind: "no_health_form" }]);
    expect(healthFindings(sources({ testResults: [] }))).toEqual([{ kind: "no_test_result" }]);
    expect(healthFindings(sources({ testResults: [negative("RT_PCR", 10), { ...negative("ANTIGEN", 5), result: "POSITIVE" }] }))).toEqual([
      { kind: "test_positive", test_type: "ANTIGEN" },
    ]);
    expect(healthFindings(sources({ testResults: [negative("RT_PCR", -5)] }))).toEqual([{ kind: "test_after_arrival" }]);
  });
});
