import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { MobileNumber } from "../../src/domain/fields.ts";
import { formatMobileNumber, isValidPhone, keepPhoneDigits, maskedMaxLength, maskPhoneDigits, parseMobileNumber, toE164, toMobileNumber } from "../../src/domain/phone.ts";

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

  it("tells the Northern Mariana Islands from the rest of the +1 plan, and reads other +1 numbers as US", () => {
    expect(formatMobileNumber("+16702345678")).toBe("+1 6702345678");
    expect(parseMobileNumber("+16702345678")).toEqual({ region: "MP", digits: "6702345678" });
    expect(formatMobileNumber("+12125551234")).toBe("+1 2125551234");
    expect(parseMobileNumber("+16719876543")).toEqual({ region: "US", digits: "6719876543" });
    expect(formatMobileNumber("+11234")).toBe("+1 1234");
  });

  it("knows the country codes of the listed countries, the longest that fits first", () => {
    expect(formatMobileNumber("+821012345678")).toBe("+82 1012345678");
    expect(formatMobileNumber("+85021234567")).toBe("+850 21234567");
    expect(formatMobileNumber("+8613812345678")).toBe("+86 13812345678");
    expect(formatMobileNumber("+819012345678")).toBe("+81 9012345678");
  });

  it("shows numbers of any country after their country code, and leaves text that is no number as stored", () => {
    expect(formatMobileNumber("+442079460000")).toBe("+44 2079460000");
    expect(parseMobileNumber("+442079460000")).toBeUndefined();
    expect(formatMobileNumber("not a number")).toBe("not a number");
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
