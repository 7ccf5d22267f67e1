import { describe, expect, it } from "vitest";
import { csvLine, formulaGuard, formulaSafe } from "../../server/exports/spreadsheet-cells.ts";

describe("the spreadsheet formula guard", () => {
  it.each([
    ["=1+1"],
    ["+1"],
    ["-2+3"],
    ["@SUM(A1)"],
    ["＝1+1"],
    ["＋1"],
    ["－1"],
    ["＠SUM(A1)"],
    ["\t=1+1"],
    ["\rCR"],
    ["\tTAB"],
    [" =1+1"],
    ["\u3000＝1+1"],
    ["\u00a0+1"],
  ])("keeps %j as text", (cell) => {
    expect(formulaGuard(cell)).toBe(`'${cell}`);
  });

  it.each([["LUCIA SANTOS"], ["DE LA CRUZ, JUAN"], ["1+1"], ["a=b"], [""], ["José @ home"], ["2026-03-10"]])("leaves %j as it is", (cell) => {
    expect(formulaGuard(cell)).toBe(cell);
  });

  it("quotes CSV fields after guarding them, and writes numbers as numbers", () => {
    expect(formulaSafe('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(formulaSafe("\rCR")).toBe(`"'\rCR"`);
    expect(csvLine([1, "＝1+1", null, "a,b", -5])).toBe(`1,'＝1+1,,"a,b",-5\r\n`);
  });
});
