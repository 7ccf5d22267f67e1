import { describe, expect, it } from "vitest";
import { formatAmount, parseAmount } from "../../src/features/trips/forms/amount.ts";
import { errorPaths } from "../../src/ui/forms/error-paths.ts";

describe("currency amounts (docs/product-spec.md, part 5)", () => {
  it("reads an amount with its thousands separators removed", () => {
    expect(parseAmount("1,234.5")).toBe(1234.5);
    expect(parseAmount(" 12,500 ")).toBe(12500);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("12abc")).toBeNaN();
    expect(parseAmount("-5")).toBeNaN();
  });

  it("shows an amount with two decimals", () => {
    expect(formatAmount(1234.5)).toBe("1,234.50");
    expect(formatAmount(10000)).toBe("10,000.00");
    expect(formatAmount(null)).toBe("");
    expect(formatAmount(Number.NaN)).toBe("");
  });
});

describe("error paths", () => {
  it("names each field a form's errors hold, nested and in lists", () => {
    const errors = {
      trip: { airline: { type: "required", message: "Required" } },
      passengers: [undefined, { age: { type: "min", message: "Too young" } }],
      truthful_consent: { type: "literal", message: "Consent", ref: { name: "truthful_consent" } },
    };
    expect(errorPaths(errors)).toEqual(["trip.airline", "passengers.1.age", "truthful_consent"]);
  });
});
