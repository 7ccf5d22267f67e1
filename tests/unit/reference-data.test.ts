import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { enabledSettings, SettingCodeParams } from "#domain/reference-data.ts";
import { toLocale } from "#domain/locales.ts";

describe("settings", () => {
  it("keeps only settings whose value is true", () => {
    const settings = [
      { code: "pandemic_mode", typed_value: true },
      { code: "off", typed_value: false },
      { code: "text", typed_value: "true" },
      { code: "one", typed_value: 1 },
    ];
    expect(enabledSettings(settings)).toEqual([{ code: "pandemic_mode", typed_value: true }]);
  });

  it("accepts lower-case setting codes only", () => {
    expect(v.is(SettingCodeParams, { code: "pandemic_mode" })).toBe(true);
    for (const code of ["Pandemic", "1abc", "", "a".repeat(65), "a-b"]) expect(v.is(SettingCodeParams, { code })).toBe(false);
  });
});

describe("locales", () => {
  it("knows the four interface languages and nothing else", () => {
    expect(["en", "ja", "ko", "zh"].map(toLocale)).toEqual(["en", "ja", "ko", "zh"]);
    expect([null, undefined, "fr", "EN"].map(toLocale)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
