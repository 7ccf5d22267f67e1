import { describe, expect, it } from "vitest";
import { findTd3Lines, readPassportMrz } from "#domain/passport-mrz.ts";
import { checkDigit, td3Lines } from "../support/td3-mrz.ts";

const TODAY = new Date("2026-11-29T00:00:00Z");
// ICAO 9303 part 4's specimen (Utopia is no country we list: its codes leave the selects empty).
const ICAO_SPECIMEN = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"];

describe("a passport's machine-readable zone (TD3)", () => {
  it("computes ICAO 9303's check digits", () => {
    expect(checkDigit("L898902C3")).toBe("6");
    expect(checkDigit("740812")).toBe("2");
    expect(checkDigit("120415")).toBe("9");
  });

  it("reads ICAO 9303's specimen: names split, dates in full, an unknown state left empty", () => {
    expect(readPassportMrz(ICAO_SPECIMEN.join("\n"), TODAY)).toEqual({
      ok: true,
      lines: ICAO_SPECIMEN,
      fields: {
        last_name: "ERIKSSON",
        first_name: "ANNA",
        middle_name: "MARIA",
        passport: "L898902C3",
        passport_country: "",
        nationality: "",
        birth_date: "1974-08-12",
        gender: "FEMALE",
        expiry_date: "2012-04-15",
      },
    });
  });

  it("reads a generated Japanese passport with a filler in the name, and maps ICAO's own codes", () => {
    const lines = td3Lines({
      issuer: "JPN",
      lastName: "DE LA CRUZ",
      givenNames: "ANA",
      number: "TK1234567",
      nationality: "D",
      birth: "900401",
      sex: "F",
      expiry: "310331",
    });
    const reading = readPassportMrz(`Some printed text\n${lines.join("\n")}\n`, TODAY);
    expect(reading.ok && reading.fields).toEqual({
      last_name: "DE LA CRUZ",
      first_name: "ANA",
      middle_name: "",
      passport: "TK1234567",
      passport_country: "JP",
      nationality: "DE",
      birth_date: "1990-04-01",
      gender: "FEMALE",
      expiry_date: "2031-03-31",
    });
  });

  it("puts a birth year after this year's in the last century, and one before it in this one", () => {
    const young = td3Lines({
      issuer: "USA",
      lastName: "LEE",
      givenNames: "MIN JUN",
      number: "A12345678",
      nationality: "USA",
      birth: "150207",
      sex: "M",
      expiry: "300101",
    });
    const reading = readPassportMrz(young.join("\n"), TODAY);
    expect(reading.ok && [reading.fields.birth_date, reading.fields.gender, reading.fields.first_name, reading.fields.middle_name]).toEqual([
      "2015-02-07",
      "MALE",
      "MIN",
      "JUN",
    ]);
  });

  it("fixes the letters and digits OCR confuses where the check digits prove the fix", () => {
    const [upper, lower] = ICAO_SPECIMEN as [string, string];
    const misread = lower.replace("7408122", "74O8122").replace("1204159", "12O4I59");
    const reading = readPassportMrz(`${upper}\n${misread}`, TODAY);
    expect(reading.ok && reading.fields.birth_date).toBe("1974-08-12");
    expect(reading.ok && reading.fields.expiry_date).toBe("2012-04-15");
  });

  it("refuses a zone whose check digit fails rather than filling it in wrong", () => {
    const [upper, lower] = ICAO_SPECIMEN as [string, string];
    expect(readPassportMrz(`${upper}\n${lower.replace("L898902C36", "L898902C35")}`, TODAY)).toEqual({ ok: false, failure: "check_digit" });
    expect(readPassportMrz(`${upper}\n${lower.replace("7408122", "7408132")}`, TODAY)).toEqual({ ok: false, failure: "check_digit" });
  });

  it("finds no zone in text without one, and takes OCR's spaces, look-alike fillers and a lost trailing filler", () => {
    expect(readPassportMrz("PASSPORT\nJAPAN\nTK1234567", TODAY)).toEqual({ ok: false, failure: "no_mrz" });
    const [upper, lower] = ICAO_SPECIMEN as [string, string];
    const noisy = `${upper.slice(0, 20).replace(/</g, "«")} ${upper.slice(20, 42)}\n${lower.slice(0, 37)}<<<<10`;
    expect(findTd3Lines(noisy)).toEqual(ICAO_SPECIMEN);
    // Runs of fillers read several characters short or long.
    const empty = td3Lines({
      issuer: "JPN",
      lastName: "SATO",
      givenNames: "KENJI",
      number: "TZ7654321",
      nationality: "JPN",
      birth: "150207",
      sex: "M",
      expiry: "300101",
    });
    const miscounted = `${empty[0].slice(0, 30)}\n${empty[1].slice(0, 32)}<<<<<<<<<<<<<<<${empty[1].slice(-2)}`;
    expect(findTd3Lines(miscounted)).toEqual(empty);
    // Fillers read as L and K after the given names, a name ending in L kept.
    const paul = td3Lines({
      issuer: "USA",
      lastName: "HALL",
      givenNames: "JOHN PAUL",
      number: "A12345678",
      nationality: "USA",
      birth: "800101",
      sex: "M",
      expiry: "300101",
    });
    const lettered = `P<USAHALL<<JOHN<PAUL<<<<<LL<LLLL<K<<<<<<<<L<<<\n${paul[1]}`;
    expect(findTd3Lines(lettered)).toEqual(paul);
  });
});
