import { randomBytes } from "node:crypto";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  formatTripCode,
  looksLikeTripCode,
  normalizeTripCode,
  TRIP_CODE_ALPHABET,
  TRIP_CODE_MESSAGES,
  TripCode,
  tripCodeOf,
  tripCodeProblem,
} from "#domain/trip-code.ts";

const qrIds = Array.from({ length: 2000 }, () => randomBytes(16).toString("base64url"));

describe("the short trip code", () => {
  it("has 29 characters without look-alikes", () => {
    expect(TRIP_CODE_ALPHABET).toHaveLength(29);
    expect(new Set(TRIP_CODE_ALPHABET).size).toBe(29);
    for (const lookAlike of "0O1ILSZ") expect(TRIP_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it("is 8 characters of the alphabet, the same for the same QR ID, valid by its own check", () => {
    for (const qrId of qrIds) {
      const code = tripCodeOf(qrId);
      expect(code).toMatch(new RegExp(`^[${TRIP_CODE_ALPHABET}]{8}$`));
      expect(tripCodeOf(qrId)).toBe(code);
      expect(tripCodeProblem(code)).toBeUndefined();
    }
  });

  it("spreads over the code space: different QR IDs almost never share a code", () => {
    expect(new Set(qrIds.map(tripCodeOf)).size).toBeGreaterThan(qrIds.length - 2);
  });

  it("catches every single mistyped character, the check character included", () => {
    const code = tripCodeOf(qrIds[0] ?? "");
    for (let position = 0; position < code.length; position++) {
      for (const other of TRIP_CODE_ALPHABET) {
        if (other === code[position]) continue;
        const typo = code.slice(0, position) + other + code.slice(position + 1);
        expect(tripCodeProblem(typo), typo).toBe("mistyped");
      }
    }
  });

  it("catches every swap of two neighbouring characters that differ", () => {
    for (const qrId of qrIds.slice(0, 200)) {
      const code = tripCodeOf(qrId);
      for (let position = 0; position < code.length - 1; position++) {
        if (code[position] === code[position + 1]) continue;
        const swapped = code.slice(0, position) + code[position + 1] + code[position] + code.slice(position + 2);
        expect(tripCodeProblem(swapped), swapped).toBe("mistyped");
      }
    }
  });

  it("says a look-alike is mistyped and a short code is short", () => {
    const code = tripCodeOf(qrIds[1] ?? "");
    expect(tripCodeProblem(`0${code.slice(1)}`)).toBe("mistyped");
    expect(tripCodeProblem(code.slice(0, 7))).toBe("length");
  });

  it("is printed in two groups of four and read back however it was typed", () => {
    const code = tripCodeOf(qrIds[2] ?? "");
    expect(formatTripCode(code)).toBe(`${code.slice(0, 4)} ${code.slice(4)}`);
    for (const typed of [formatTripCode(code), formatTripCode(code).toLowerCase(), `${code.slice(0, 4)}-${code.slice(4)}`, ` ${code} `]) {
      expect(normalizeTripCode(typed).trim()).toBe(code);
      expect(looksLikeTripCode(typed)).toBe(true);
      expect(v.parse(TripCode, typed.trim())).toBe(code);
    }
  });

  it("is told apart from a QR address or QR ID, and a code a character or two short or long is still one", () => {
    const code = tripCodeOf(qrIds[4] ?? "");
    expect([code.slice(0, 6), code.slice(0, 7), `${code}X`, `${code}XY`].map(looksLikeTripCode)).toEqual([true, true, true, true]);
    expect(["QR-1", `${code}XYZ`, "https://x", "a b"].map(looksLikeTripCode)).toEqual([false, false, false, false]);
    expect(looksLikeTripCode(qrIds[0] ?? "")).toBe(false);
    expect(looksLikeTripCode(`https://travel.example/qr/${qrIds[0]}`)).toBe(false);
  });

  it("answers the schema's messages", () => {
    const code = tripCodeOf(qrIds[3] ?? "");
    const wrongCheck = code.slice(0, 7) + (code[7] === "2" ? "3" : "2");
    expect(v.safeParse(TripCode, wrongCheck).issues?.[0]?.message).toBe(TRIP_CODE_MESSAGES.mistyped);
    expect(v.safeParse(TripCode, code.slice(0, 6)).issues?.[0]?.message).toBe(TRIP_CODE_MESSAGES.length);
  });
});
