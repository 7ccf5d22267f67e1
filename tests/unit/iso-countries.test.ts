import { getAlpha2Codes } from "i18n-iso-countries";
import ja from "i18n-iso-countries/langs/ja.json";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Declarant, Passenger } from "#domain/declarations/customs.ts";
import { CHOOSE_ONE_MESSAGE } from "#domain/declarations/survey.ts";
import { countryChoices, ISO_COUNTRY_CODES } from "#domain/iso-countries.ts";
import { countryListIn } from "../../src/ui/forms/country-names.ts";
import { customsForm } from "../support/trip-fixtures.ts";

describe("passport countries", () => {
  it("are every country i18n-iso-countries names, once each", () => {
    expect([...ISO_COUNTRY_CODES]).toEqual(Object.keys(getAlpha2Codes()).sort());
  });

  it("put the spec's seven first, in its order, then the rest by their names in the reader's language", () => {
    const names = Object.fromEntries(Object.entries(ja.countries).map(([code, name]) => [code, Array.isArray(name) ? name[0] : name]));
    const { first, rest } = countryChoices(names, "ja");
    expect(first).toEqual([
      { code: "CN", name: "中華人民共和国" },
      { code: "JP", name: "日本" },
      { code: "KP", name: "朝鮮民主主義人民共和国" },
      { code: "KR", name: "大韓民国" },
      { code: "MP", name: "北マリアナ諸島" },
      { code: "PH", name: "フィリピン" },
      { code: "US", name: "アメリカ合衆国" },
    ]);
    expect(first.length + rest.length).toBe(ISO_COUNTRY_CODES.length);
    expect(rest.map(({ code }) => code)).not.toContain("JP");
    const collator = new Intl.Collator("ja");
    expect(rest.map(({ name }) => name)).toEqual(rest.map(({ name }) => name).sort(collator.compare));
    expect(rest[0]?.name).toBe("アイスランド");
  });

  it("are named in each interface language, English where the language is unknown", async () => {
    expect((await countryListIn("ko")).first.map(({ name }) => name)).toContain("대한민국");
    expect((await countryListIn("zh")).rest.find(({ code }) => code === "FR")?.name).toBe("法国");
    expect((await countryListIn("xx")).rest.find(({ code }) => code === "FR")?.name).toBe("France");
    expect(countryListIn("ja")).toBe(countryListIn("ja"));
  });

  it("are all accepted by the customs declaration, with the seven it took before, and nothing else", () => {
    const { declarant, passengers } = customsForm();
    for (const code of ["FR", "XK", "JP", "MP"]) {
      expect(v.safeParse(Declarant, { ...declarant, passport_country: code }).success).toBe(true);
      expect(v.safeParse(Passenger, { ...passengers[0], issuing_country: code }).success).toBe(true);
    }
    const unknown = v.safeParse(Declarant, { ...declarant, passport_country: "ZZ" });
    expect(unknown.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([["passport_country", CHOOSE_ONE_MESSAGE]]);
  });
});
