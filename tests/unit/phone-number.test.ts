import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MobileNumber } from "../../src/domain/accounts.ts";
import {
  acceptTyped,
  DEFAULT_REGION,
  formatDigits,
  isValidPhone,
  parseMobileNumber,
  toMobileNumber,
} from "../../src/features/profile/phone-number.ts";

describe("phone input rules", () => {
  it("takes digits only and refuses anything else", () => {
    expect(acceptTyped("US", "6705551234")).toBe("6705551234");
    expect(acceptTyped("US", "670a")).toBeUndefined();
    expect(acceptTyped("US", "+1670")).toBeUndefined();
    expect(acceptTyped("PH", "917-123-4")).toBe("9171234");
  });

  it("refuses more digits than the region allows", () => {
    expect(acceptTyped("US", "67055512345")).toBeUndefined();
    expect(acceptTyped("CN", "13812345678")).toBe("13812345678");
  });

  it("shows PH numbers in the ...-...-.... mask as they are typed, others as typed", () => {
    expect(formatDigits("PH", "9171234567")).toBe("917-123-4567");
    expect(formatDigits("PH", "9171")).toBe("917-1");
    expect(formatDigits("PH", "917")).toBe("917");
    expect(formatDigits("US", "6705551234")).toBe("6705551234");
  });

  it("is valid only when the region's pattern matches", () => {
    expect(isValidPhone({ region: "PH", digits: "9171234567" })).toBe(true);
    expect(isValidPhone({ region: "PH", digits: "8171234567" })).toBe(false);
    expect(isValidPhone({ region: "MP", digits: "6702345678" })).toBe(true);
    expect(isValidPhone({ region: "MP", digits: "2125551234" })).toBe(false);
    expect(isValidPhone({ region: "US", digits: "212555123" })).toBe(false);
  });

  it("defaults to the US", () => expect(DEFAULT_REGION).toBe("US"));

  it("stores a number the API accepts and reads it back to the same region and digits", () => {
    for (const parts of [
      { region: "MP", digits: "6702345678" },
      { region: "US", digits: "2125551234" },
      { region: "PH", digits: "9171234567" },
      { region: "KR", digits: "1012345678" },
      { region: "KP", digits: "21234567" },
      { region: "CN", digits: "13812345678" },
      { region: "JP", digits: "9012345678" },
    ] as const) {
      const stored = toMobileNumber(parts);
      expect(v.is(MobileNumber, stored)).toBe(true);
      expect(parseMobileNumber(stored)).toEqual(parts);
    }
  });

  it("reads numbers of no listed region, or none, as the default region", () => {
    expect(parseMobileNumber(null)).toEqual({ region: "US", digits: "" });
    expect(parseMobileNumber("+4420794600")).toEqual({ region: "US", digits: "" });
    expect(parseMobileNumber("2125551234")).toEqual({ region: "US", digits: "2125551234" });
  });
});
