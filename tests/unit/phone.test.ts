import { describe, expect, it } from "vitest";
import { formatMobileNumber, isValidPhone, keepPhoneDigits, maskedMaxLength, maskPhoneDigits, parseMobileNumber, toMobileNumber } from "../../src/domain/phone.ts";

describe("mobile numbers as shown", () => {
  it("shows PH numbers in the ...-...-.... mask after their country code", () => {
    expect(formatMobileNumber("+639171234567")).toBe("+63 917-123-4567");
  });

  it("tells the Northern Mariana Islands from the rest of the +1 plan by the pattern, and reads other +1 numbers as US", () => {
    expect(formatMobileNumber("+16702345678")).toBe("+1 6702345678");
    expect(formatMobileNumber("+12125551234")).toBe("+1 2125551234");
    expect(formatMobileNumber("+11234")).toBe("+1 1234");
  });

  it("knows the country codes of the listed countries, the longest that fits first", () => {
    expect(formatMobileNumber("+821012345678")).toBe("+82 1012345678");
    expect(formatMobileNumber("+85021234567")).toBe("+850 21234567");
    expect(formatMobileNumber("+8613812345678")).toBe("+86 13812345678");
    expect(formatMobileNumber("+819012345678")).toBe("+81 9012345678");
  });

  it("leaves numbers of no listed country as stored, and reads a number without a country code in the default region (US)", () => {
    expect(formatMobileNumber("+442079460000")).toBe("+442079460000");
    expect(formatMobileNumber("9171234567")).toBe("9171234567");
  });
});

describe("mobile numbers as typed", () => {
  it("keeps only digits, at most fifteen of them", () => {
    expect(keepPhoneDigits("(917) 123-4567")).toBe("9171234567");
    expect(keepPhoneDigits("1234567890123456789")).toBe("123456789012345");
  });

  it("checks the national number against its region's pattern", () => {
    expect(isValidPhone({ region: "PH", digits: "9171234567" })).toBe(true);
    expect(isValidPhone({ region: "PH", digits: "917123" })).toBe(false);
    expect(isValidPhone({ region: "US", digits: "2125551234" })).toBe(true);
    expect(isValidPhone({ region: "US", digits: "1125551234" })).toBe(false);
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
