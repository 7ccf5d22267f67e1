import { describe, expect, it } from "vitest";
import { RECOVERY_CODE_COUNT, recoveryCodesWarning } from "#domain/staff/staff-accounts.ts";

describe("the security page's recovery codes warning", () => {
  it("says none are left at zero, few from three down to one, and nothing above", () => {
    const warnings = Array.from({ length: RECOVERY_CODE_COUNT + 1 }, (_, left) => recoveryCodesWarning(left));
    expect(warnings).toEqual(["none", "few", "few", "few", undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
