import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { MobileNumber } from "#domain/fields.ts";
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import mobileExamples from "libphonenumber-js/mobile/examples";
import { DEFAULT_PHONE_REGION } from "#domain/constants.ts";
import {
  COMMONWEALTH_PHONE_REGION,
  FREQUENT_PHONE_REGIONS,
  formatMobileNumber,
  isPhoneRegion,
  isValidPhone,
  keepPhoneDigits,
  maskedMaxLength,
  maskPhoneDigits,
  PHONE_REGIONS,
  parseMobileNumber,
  toE164,
  toMobileNumber,
} from "#domain/phone.ts";

describe("mobile numbers as identities (E.164)", () => {
  it("reads every usual spelling of one phone as the same number", () => {
    const spellings = ["+16705550177", "16705550177", "6705550177", "+1 (670) 555-0177", "1-670-555-0177", "001 670 555 0177", " +1.670.555.0177 "];
    expect(new Set(spellings.map((spelling) => toE164(spelling)))).toEqual(new Set(["+16705550177"]));
  });

  it("reads a number without + in the default region (US) first, then as international", () => {
    expect(toE164("2125551234")).toBe("+12125551234");
    expect(toE164("639171234567")).toBe("+639171234567");
    expect(toE164("0063 917 123 4567")).toBe("+639171234567");
    expect(toE164("9171234567", "PH")).toBe("+639171234567");
  });

  it("refuses what no numbering plan takes, letters, and more than fifteen digits", () => {
    expect(toE164("+15550001234")).toBeUndefined();
    expect(toE164("1234567")).toBeUndefined();
    expect(toE164("+11234")).toBeUndefined();
    expect(toE164("+1 670 CALL NOW")).toBeUndefined();
    expect(toE164("+1670555017712345")).toBeUndefined();
    expect(toE164("")).toBeUndefined();
  });

  it("reads every +1 number as the library does, also once it knows the region of the number's area code", () => {
    const exchanges = ["200", "234", "285", "483", "555", "666", "789", "911", "958", "999", "100", "012", "101", "001", "199"];
    const numbers = Array.from({ length: 800 }, (_, index) => String(200 + index)).flatMap((areaCode) =>
      exchanges.map((exchange, index) => `+1${areaCode}${exchange}${String(1000 + index * 791).slice(-4)}`),
    );
    const library = (number: string) => {
      const parsed = parsePhoneNumberFromString(number);
      return parsed?.isValid() ? parsed.number : undefined;
    };
    const expected = numbers.map(library);
    expect(expected.filter(Boolean).length).toBeGreaterThan(1000);
    // The first reading teaches each area code's region, the second one goes the short way.
    expect(numbers.map((number) => toE164(number))).toEqual(expected);
    expect(numbers.map((number) => toE164(number))).toEqual(expected);
    const valid = expected.filter((number) => number !== undefined);
    expect(valid.map((number) => toE164(number.slice(2)))).toEqual(valid);
  });

  it("is what the shared MobileNumber field keeps, with the spec's message for anything else", () => {
    expect(v.parse(MobileNumber, "(670) 555-0177")).toBe("+16705550177");
    const refused = v.safeParse(MobileNumber, "12");
    expect(refused.success).toBe(false);
    expect(refused.issues?.map((issue) => issue.message)).toEqual(["Mobile Phones is Invalid"]);
  });
});

describe("mobile numbers as shown", () => {
  it("shows PH numbers in the ...-...-.... mask after their country code", () => {
    expect(formatMobileNumber("+639171234567")).toBe("+63 917-123-4567");
  });

  it("tells each region of the +1 plan by its numbering plan, and reads a +1 number no plan takes as US", () => {
    expect(formatMobileNumber("+16702345678")).toBe("+1 6702345678");
    expect(parseMobileNumber("+16702345678")).toEqual({ region: "MP", digits: "6702345678" });
    expect(formatMobileNumber("+12125551234")).toBe("+1 2125551234");
    expect(parseMobileNumber("+12125551234")).toEqual({ region: "US", digits: "2125551234" });
    expect(parseMobileNumber("+16719876543")).toEqual({ region: "GU", digits: "6719876543" });
    expect(parseMobileNumber("+15550001234")).toEqual({ region: "US", digits: "5550001234" });
    expect(formatMobileNumber("+11234")).toBe("+1 1234");
  });

  it("knows the country codes of every region, the longest that fits first", () => {
    expect(formatMobileNumber("+821012345678")).toBe("+82 1012345678");
    expect(formatMobileNumber("+85021234567")).toBe("+850 21234567");
    expect(formatMobileNumber("+8613812345678")).toBe("+86 13812345678");
    expect(formatMobileNumber("+819012345678")).toBe("+81 9012345678");
    expect(formatMobileNumber("+85251234567")).toBe("+852 51234567");
  });

  it("shows numbers of any country after their country code, and leaves text that is no number as stored", () => {
    expect(formatMobileNumber("+442079460000")).toBe("+44 2079460000");
    expect(parseMobileNumber("+442079460000")).toEqual({ region: "GB", digits: "2079460000" });
    expect(formatMobileNumber("not a number")).toBe("not a number");
  });

  it("reads an invalid number of a shared country code as the frequent region, and a non-geographic one as no region", () => {
    // +7 is Russia's and Kazakhstan's; 0… is neither's.
    expect(parseMobileNumber("+70123456789")?.region).toBe("RU");
    expect(parseMobileNumber("+80012345678")).toBeUndefined();
    expect(formatMobileNumber("+80012345678")).toBe("+800 12345678");
  });
});

/** Decision 019: visitors from the survey's markets and Europe, each with a mobile number of their own country. */
const VISITORS = [
  { region: "TW", digits: "912345678", e164: "+886912345678", written: "+886 912 345 678" },
  { region: "HK", digits: "51234567", e164: "+85251234567", written: "+852 5123 4567" },
  { region: "AU", digits: "412345678", e164: "+61412345678", written: "+61 412 345 678" },
  { region: "SG", digits: "81234567", e164: "+6581234567", written: "+65 8123 4567" },
  { region: "RU", digits: "9123456789", e164: "+79123456789", written: "+7 912 345-67-89" },
  { region: "DE", digits: "15123456789", e164: "+4915123456789", written: "+49 1512 3456789" },
] as const;

describe("every region's numbers (decision 019)", () => {
  it.each(VISITORS)("takes a $region mobile number in the phone field and reads it back from storage", ({ region, digits, e164, written }) => {
    expect(isPhoneRegion(region)).toBe(true);
    expect(isValidPhone({ region, digits })).toBe(true);
    expect(toMobileNumber({ region, digits })).toBe(e164);
    expect(toE164(written)).toBe(e164);
    expect(v.parse(MobileNumber, written)).toBe(e164);
    expect(parseMobileNumber(e164)).toEqual({ region, digits });
    expect(isValidPhone({ region, digits: digits.slice(0, 3) })).toBe(false);
  });

  it("takes a national number written with its national prefix (0) as the same number", () => {
    expect(toMobileNumber({ region: "AU", digits: "0412345678" })).toBe("+61412345678");
    expect(toMobileNumber({ region: "DE", digits: "015123456789" })).toBe("+4915123456789");
    expect(toMobileNumber({ region: "RU", digits: "89123456789" })).toBe("+79123456789");
  });

  it("offers every region the library has a plan for, and reads each one's example mobile number back to the same number", () => {
    expect(PHONE_REGIONS).toHaveLength(getCountries().length);
    expect(PHONE_REGIONS.length).toBeGreaterThan(240);
    for (const region of PHONE_REGIONS) {
      const e164 = `+${getCountryCallingCode(region)}${mobileExamples[region]}`;
      const read = parseMobileNumber(e164);
      expect(read, region).toBeDefined();
      if (!read) continue;
      expect(isValidPhone(read), region).toBe(true);
      expect(toMobileNumber(read), region).toBe(e164);
      // A region sharing another's plan (Åland's is Finland's) reads as the region whose number it is.
      expect(getCountryCallingCode(read.region), region).toBe(getCountryCallingCode(region));
    }
  });

  it("lists the commonwealth and the frequent regions among them, and keeps the default region US", () => {
    expect(DEFAULT_PHONE_REGION).toBe("US");
    expect(COMMONWEALTH_PHONE_REGION).toBe("MP");
    for (const region of [COMMONWEALTH_PHONE_REGION, ...FREQUENT_PHONE_REGIONS]) expect(isPhoneRegion(region), region).toBe(true);
    expect(new Set(FREQUENT_PHONE_REGIONS).size).toBe(FREQUENT_PHONE_REGIONS.length);
    expect(FREQUENT_PHONE_REGIONS).not.toContain(COMMONWEALTH_PHONE_REGION);
    expect(isPhoneRegion("ZZ")).toBe(false);
  });
});

describe("mobile numbers as typed in the phone field", () => {
  it("keeps only digits, at most fifteen of them", () => {
    expect(keepPhoneDigits("(917) 123-4567")).toBe("9171234567");
    expect(keepPhoneDigits("1234567890123456789")).toBe("123456789012345");
  });

  it("checks the national number against its region's numbering plan", () => {
    expect(isValidPhone({ region: "PH", digits: "9171234567" })).toBe(true);
    expect(isValidPhone({ region: "PH", digits: "917123" })).toBe(false);
    expect(isValidPhone({ region: "US", digits: "2125551234" })).toBe(true);
    expect(isValidPhone({ region: "US", digits: "1125551234" })).toBe(false);
    expect(isValidPhone({ region: "KR", digits: "1012345678" })).toBe(true);
    expect(isValidPhone({ region: "US", digits: "" })).toBe(false);
  });

  it("stores a national number written with its national prefix as the same E.164 number", () => {
    expect(toMobileNumber({ region: "JP", digits: "09012345678" })).toBe("+819012345678");
    expect(toMobileNumber({ region: "US", digits: "16705550177" })).toBe("+16705550177");
  });

  it("masks PH digits as they are typed and stores + country code + digits", () => {
    expect(maskPhoneDigits({ region: "PH", digits: "9171" })).toBe("917-1");
    expect(maskPhoneDigits({ region: "US", digits: "2125551234" })).toBe("2125551234");
    expect(maskedMaxLength("PH")).toBe(17);
    expect(maskedMaxLength("US")).toBe(15);
    expect(toMobileNumber({ region: "PH", digits: "9171234567" })).toBe("+639171234567");
    expect(parseMobileNumber(toMobileNumber({ region: "KR", digits: "1012345678" }))).toEqual({ region: "KR", digits: "1012345678" });
  });
});
