import { describe, expect, it } from "vitest";
import { formatMobileNumber } from "../../src/features/profile/phone-number.ts";

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
