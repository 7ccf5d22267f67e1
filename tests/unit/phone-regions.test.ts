import { describe, expect, it } from "vitest";
import { PHONE_REGIONS } from "#domain/phone.ts";
import { phoneRegionsIn } from "../../src/ui/forms/phone-regions.ts";

const codes = (choices: { code: string }[]) => choices.map((choice) => choice.code);
const names = (choices: { label: string }[]) => choices.map((choice) => choice.label.replace(/ \(\+\d+\)$/, ""));

describe("the phone field's regions (decision 019)", () => {
  it.each(["en", "ja", "ko", "zh"])("lists every region once in %s, the Northern Mariana Islands first", (locale) => {
    const { frequent, rest } = phoneRegionsIn(locale);
    const all = [...codes(frequent), ...codes(rest)];
    expect(all).toHaveLength(PHONE_REGIONS.length);
    expect(new Set(all)).toEqual(new Set(PHONE_REGIONS));
    expect(frequent[0]?.code).toBe("MP");
    expect(codes(frequent)).toEqual(expect.arrayContaining(["US", "GU", "JP", "KR", "CN", "TW", "HK", "PH", "AU", "SG", "RU"]));
  });

  it.each(["en", "ja", "ko", "zh"])("sorts each group after the commonwealth by name as %s sorts it", (locale) => {
    const { frequent, rest } = phoneRegionsIn(locale);
    const collator = new Intl.Collator(locale);
    for (const group of [names(frequent.slice(1)), names(rest)]) expect(group).toEqual([...group].sort(collator.compare));
  });

  it("names each region in the reader's language with its country code", () => {
    const label = (locale: string, code: string) => {
      const { frequent, rest } = phoneRegionsIn(locale);
      return [...frequent, ...rest].find((choice) => choice.code === code)?.label;
    };
    expect(label("en", "MP")).toBe("Northern Mariana Islands (+1)");
    expect(label("ja", "MP")).toBe("北マリアナ諸島 (+1)");
    expect(label("ko", "MP")).toBe("북마리아나제도 (+1)");
    expect(label("zh", "MP")).toBe("北马里亚纳群岛 (+1)");
    expect(label("ja", "TW")).toBe("台湾 (+886)");
    expect(label("en", "DE")).toBe("Germany (+49)");
    expect(label("en", "XK")).toBe("Kosovo (+383)");
    // The European countries are in the long list, named like the rest.
    expect(names(phoneRegionsIn("en").rest)).toEqual(expect.arrayContaining(["Germany", "France", "United Kingdom", "Italy"]));
  });

  it("is made once per language", () => {
    expect(phoneRegionsIn("ja")).toBe(phoneRegionsIn("ja"));
  });
});
