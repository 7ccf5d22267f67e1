import countryCodes from "i18n-iso-countries/codes.json";
import { parse } from "mrz";
import { GENDERS } from "./genders.ts";
import { ISO_COUNTRY_CODES } from "./iso-countries.ts";

type Gender = (typeof GENDERS)[number];

/** A passport's machine-readable zone (ICAO 9303 TD3): two lines of 44 characters. */
export const TD3_LINE_LENGTH = 44;

/** What the form is filled with; a field the zone does not give (or a country we do not list) is empty. */
export interface PassportFields {
  last_name: string;
  first_name: string;
  middle_name: string;
  passport: string;
  /** ISO 3166-1 alpha-2, as the profile's selects hold it. */
  passport_country: string;
  nationality: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  gender: Gender | "";
  expiry_date: string;
}

/** Why no fields: no two lines that look like a passport's zone, or they were read but a check digit fails. */
export type MrzFailure = "no_mrz" | "check_digit";

export type MrzReading = { ok: true; fields: PassportFields; lines: [string, string] } | { ok: false; failure: MrzFailure };

// Codes of the zone that are not ISO 3166-1 alpha-3 (ICAO 9303 part 3): Germany and the British nationality classes.
const ICAO_ONLY_CODES: Readonly<Record<string, string>> = { D: "DE", GBD: "GB", GBN: "GB", GBO: "GB", GBP: "GB", GBS: "GB", RKS: "XK" };
const LISTED = new Set<string>(ISO_COUNTRY_CODES);
// The package's code table only: its index is CommonJS, whose interop helpers would join every page's runtime.
const ALPHA2_BY_ALPHA3 = new Map(countryCodes.map(([alpha2, alpha3]) => [alpha3, alpha2]));
// What OCR makes of the filler and of spaces between characters.
const FILLER_LOOKALIKES = /[«‹<{([]/g;

function countryOf(code: string): string {
  const trimmed = code.replaceAll("<", "");
  const alpha2 = ICAO_ONLY_CODES[trimmed] ?? ALPHA2_BY_ALPHA3.get(trimmed) ?? "";
  return LISTED.has(alpha2) ? alpha2 : "";
}

/** YYMMDD as YYYY-MM-DD: a birth date is never in the future; an expiry date is this century. */
function dateOf(yymmdd: string | null | undefined, kind: "birth" | "expiry", today: Date): string {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return "";
  const yy = Number(yymmdd.slice(0, 2));
  const thisYear = today.getUTCFullYear() % 100;
  const century = kind === "expiry" || yy <= thisYear ? 2000 : 1900;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

function genderOf(sex: string | null | undefined): Gender | "" {
  if (sex === "male") return "MALE";
  if (sex === "female") return "FEMALE";
  return "";
}

/** The text's lines as the zone would have them: upper-case, no spaces, the filler's look-alikes as '<'. */
function zoneLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.toUpperCase().replace(FILLER_LOOKALIKES, "<").replace(/\s+/g, ""))
    .filter((line) => line.length > 0);
}

// The second line's fields up to the personal number: document number, nationality, birth date, sex, expiry and their check digits.
const FIXED_PART = 28;
const PERSONAL_NUMBER_LENGTH = 14;
// OCR miscounts long runs of fillers; a line this far from 44 may still be the zone.
const SHORTEST = 30;
const LONGEST = 56;

const trailingFillers = /<+$/;

/**
 * The first line without its trailing fillers, including the ones OCR read as letters: given names
 * at the end of the line made only of 'L' and 'K' ("ANNA<LL<L<<<"), which no passport holder is
 * called but the filler's angle is often taken for.
 */
function withoutMisreadFillers(line: string): string {
  const [surname = "", givenNames = ""] = line.replace(trailingFillers, "").split(/<<(.*)/s);
  const names = givenNames.split("<");
  while (names.length > 1 && /^([LK]*)$/.test(names.at(-1) ?? "")) names.pop();
  const given = names.join("<").replace(trailingFillers, "");
  return given ? `${surname}<<${given}` : surname;
}

/**
 * The two lines of a TD3 zone in OCR text: a line that starts with 'P' followed by another. OCR
 * often reads a long run of fillers a few characters short or long, so the runs that end a field
 * are counted again: the names' run pads the first line to 44, the personal number's run pads it to
 * 14 characters before the last two check digits.
 */
export function findTd3Lines(text: string): [string, string] | undefined {
  const lines = zoneLines(text).filter((line) => line.length >= SHORTEST && line.length <= LONGEST);
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const first = lines[index] ?? "";
    const second = lines[index + 1] ?? "";
    if (!first.startsWith("P")) continue;
    const upper = withoutMisreadFillers(first).slice(0, TD3_LINE_LENGTH).padEnd(TD3_LINE_LENGTH, "<");
    const personal = second.slice(FIXED_PART, -2).replace(trailingFillers, "").slice(0, PERSONAL_NUMBER_LENGTH);
    return [upper, second.slice(0, FIXED_PART) + personal.padEnd(PERSONAL_NUMBER_LENGTH, "<") + second.slice(-2)];
  }
  return undefined;
}

const CHECKED_FIELDS = new Set([
  "documentNumberCheckDigit",
  "birthDateCheckDigit",
  "expirationDateCheckDigit",
  "personalNumberCheckDigit",
  "compositeCheckDigit",
]);

/**
 * A passport's zone read from OCR text, its check digits verified. The parser swaps the letters and
 * digits OCR confuses (O/0, I/1, B/8…) where the field's kind calls for the other; what still fails a
 * check digit is refused rather than filled in wrong. An unknown country code is no failure: that
 * field stays empty.
 */
export function readPassportMrz(text: string, today: Date): MrzReading {
  const lines = findTd3Lines(text);
  if (!lines) return { ok: false, failure: "no_mrz" };
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return { ok: false, failure: "no_mrz" };
  }
  if (result.format !== "TD3") return { ok: false, failure: "no_mrz" };
  const checksFail = result.details.some((detail) => !detail.valid && detail.field !== null && CHECKED_FIELDS.has(detail.field));
  if (checksFail) return { ok: false, failure: "check_digit" };
  const corrected = correctedLines(lines, result.details);
  const { fields } = result;
  const [first = "", ...middle] = (fields.firstName ?? "").split(" ").filter(Boolean);
  return {
    ok: true,
    lines: corrected,
    fields: {
      last_name: fields.lastName ?? "",
      first_name: first,
      middle_name: middle.join(" "),
      passport: fields.documentNumber ?? "",
      passport_country: countryOf(corrected[0].slice(2, 5)),
      nationality: countryOf(corrected[1].slice(10, 13)),
      birth_date: dateOf(fields.birthDate, "birth", today),
      gender: genderOf(fields.sex),
      expiry_date: dateOf(fields.expirationDate, "expiry", today),
    },
  };
}

/** The lines with the parser's corrections applied, so the country codes are read as the parser read them. */
function correctedLines(lines: [string, string], details: ReturnType<typeof parse>["details"]): [string, string] {
  const chars = lines.map((line) => [...line]);
  for (const { autocorrect } of details) {
    for (const { line, column, corrected } of autocorrect) {
      const row = chars[line];
      if (row) row[column] = corrected;
    }
  }
  return [chars[0]?.join("") ?? lines[0], chars[1]?.join("") ?? lines[1]];
}
