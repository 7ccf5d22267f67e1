import { describe, expect, it } from "vitest";
import { pageRule, printLayout, printPagePath } from "../../src/features/print-qr/print-layout.ts";

describe("the {size} of the printable QR page", () => {
  it("reads paper sizes, in any case, with their own page rule", () => {
    expect(printLayout("a4")).toEqual({ kind: "paper", paper: "a4", qrMillimetres: 150, known: true });
    expect(printLayout("A6")).toEqual({ kind: "paper", paper: "a6", qrMillimetres: 80, known: true });
    expect(pageRule(printLayout("a6"))).toBe("@page { size: 105mm 148mm; margin: 6mm; }");
  });

  it("reads a QR width in pixels from 64 to 1024, with no page rule", () => {
    expect(printLayout("300")).toEqual({ kind: "pixels", pixels: 300, known: true });
    expect(printLayout("64")).toEqual({ kind: "pixels", pixels: 64, known: true });
    expect(printLayout("1024")).toEqual({ kind: "pixels", pixels: 1024, known: true });
    expect(pageRule(printLayout("300"))).toBeUndefined();
  });

  it("lays out anything else as A4 and says so", () => {
    for (const size of ["63", "1025", "huge", "", undefined, "12px", "-300"]) {
      expect(printLayout(size)).toEqual({ kind: "paper", paper: "a4", qrMillimetres: 150, known: false });
    }
  });

  it("builds the page's address with the name encoded", () => {
    expect(printPagePath("8c1f0e1a-0000-4000-8000-000000000000", "Café / Bar #1", "a6")).toBe(
      "/print/qr/8c1f0e1a-0000-4000-8000-000000000000/Caf%C3%A9%20%2F%20Bar%20%231/a6",
    );
    expect(printPagePath("8c1f0e1a-0000-4000-8000-000000000000", "", "a4")).toBe("/print/qr/8c1f0e1a-0000-4000-8000-000000000000/-/a4");
  });
});
