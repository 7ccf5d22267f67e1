import { describe, expect, it } from "vitest";
import { checklistGroups, purposeChoices, titleIn } from "#domain/reference-data.ts";
import { settingValueProblem } from "#domain/settings-admin.ts";

describe("titles in the reader's language", () => {
  const fever = { en: "Fever", ja: "発熱", ko: "발열", zh: "" };

  it("gives the reader's language, the English title where that one is empty, missing or unknown", () => {
    expect(["en", "ja", "ko", "zh", "fr"].map((locale) => titleIn(fever, "Fever", locale))).toEqual(["Fever", "発熱", "발열", "Fever", "Fever"]);
    expect(titleIn(undefined, "Fever", "ja")).toBe("Fever");
  });

  it("offers the purposes by the value a visit stores, labelled in the reader's language", () => {
    const list = {
      data: ["Business", "Medical"],
      titles: { Business: { en: "Business", ja: "商用", ko: "업무", zh: "商务" }, Pleasure: { en: "Pleasure", ja: "観光", ko: "관광", zh: "观光休闲" } },
    };
    expect(purposeChoices(list, "ja")).toEqual([
      { value: "Business", label: "商用" },
      { value: "Medical", label: "Medical" },
    ]);
  });
});

describe("the symptom checklist", () => {
  const titles = (en: string, ja: string) => ({ en, ja, ko: "", zh: "" });
  const symptoms = [
    { title: "Sore throat", code: "SORE_THROAT", category: "OTHER" as const, titles: titles("Sore throat", "喉の痛み"), retired: false },
    { title: "Fever", code: "FEVER", category: "COMMON" as const, titles: titles("Fever", "発熱"), retired: false },
    { title: "Rash", code: "RASH", category: "OTHER" as const, titles: titles("Rash", "発疹"), retired: true },
  ];

  it("groups the offered symptoms, common first, titled in the reader's language; a retired one is not offered", () => {
    expect(checklistGroups(symptoms, null, "ja")).toEqual([
      { category: "COMMON", symptoms: [{ code: "FEVER", category: "COMMON", title: "発熱" }] },
      { category: "OTHER", symptoms: [{ code: "SORE_THROAT", category: "OTHER", title: "喉の痛み" }] },
    ]);
  });

  it("still shows a retired symptom an earlier answer chose, so the answer reads as given", () => {
    expect(checklistGroups(symptoms, ["RASH"], "ko")[1]?.symptoms.map((symptom) => symptom.title)).toEqual(["Sore throat", "Rash"]);
  });
});

describe("a setting's value checked by its type", () => {
  it("takes a boolean for a switch, a finite number for a number, text under 500 characters", () => {
    expect(settingValueProblem("pandemic_mode", "boolean", false)).toBeUndefined();
    expect(settingValueProblem("pandemic_mode", "boolean", "false")).toBe("This setting is on or off: send true or false.");
    expect(settingValueProblem("any_number", "number", 2.5)).toBeUndefined();
    expect(settingValueProblem("any_number", "number", Number.NaN)).toBe("This setting is a number.");
    expect(settingValueProblem("support_email", "string", "help@example.gov")).toBeUndefined();
    expect(settingValueProblem("support_email", "string", "x".repeat(501))).toBe("Keep the text under 500 characters.");
    expect(settingValueProblem("support_email", "string", 1)).toBe("This setting is text.");
  });

  it("keeps contact tracing's numbers whole and within their bounds", () => {
    expect(settingValueProblem("tracing_incubation_days", "number", 14)).toBeUndefined();
    expect(settingValueProblem("tracing_incubation_days", "number", 61)).toBe("Use a number from 1 to 60.");
    expect(settingValueProblem("tracing_minimum_overlap_minutes", "number", 0)).toBe("Use a number from 1 to 1440.");
    expect(settingValueProblem("tracing_minimum_overlap_minutes", "number", 7.5)).toBe("Use a whole number.");
  });
});
