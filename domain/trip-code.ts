import * as v from "valibot";

/**
 * The short trip code printed under every trip QR (decision 037): 7 characters
 * drawn from the QR ID's first 48 bits and 1 check character, from an alphabet without look-alikes
 * (none of 0, O, 1, I, L, S, Z). Derived, so the /qr page shows it without a call;
 * stored with the trip (unique), so a QR ID whose code is taken is drawn again.
 */
export const TRIP_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRTUVWXY";
const BASE = TRIP_CODE_ALPHABET.length; // 29, a prime: every single-character error and adjacent swap changes the check
const DATA_LENGTH = 7;
export const TRIP_CODE_LENGTH = DATA_LENGTH + 1;
const SPACE = BASE ** DATA_LENGTH;

export const TRIP_CODE_MESSAGES = {
  length: "A trip code has 8 characters.",
  mistyped: "This trip code is mistyped: check each character against the code under the QR.",
} as const;

const alphabetIndex = (character: string) => TRIP_CODE_ALPHABET.indexOf(character);

/** The check character of 7 code characters: their values weighted 1 to 7, modulo 29. */
export function tripCodeCheck(data: string): string {
  let sum = 0;
  for (let index = 0; index < data.length; index++) sum += (index + 1) * alphabetIndex(data[index] ?? "");
  return TRIP_CODE_ALPHABET[sum % BASE] ?? "";
}

function first48Bits(qrId: string): number {
  const base64 = qrId.slice(0, 8).replace(/-/g, "+").replace(/_/g, "/");
  const bytes = atob(base64);
  let value = 0;
  for (let index = 0; index < 6; index++) value = value * 256 + bytes.charCodeAt(index);
  return value;
}

/** The trip code of a QR ID (22 base64url characters), without spacing: "7KQ4MXB9". */
export function tripCodeOf(qrId: string): string {
  let rest = first48Bits(qrId) % SPACE;
  let data = "";
  for (let index = 0; index < DATA_LENGTH; index++) {
    data = (TRIP_CODE_ALPHABET[rest % BASE] ?? "") + data;
    rest = Math.floor(rest / BASE);
  }
  return data + tripCodeCheck(data);
}

/** As printed and read aloud: two groups of four, "7KQ4 MXB9". */
export const formatTripCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

/** What was typed, as a code: upper case, without the spaces and hyphens people add. */
export const normalizeTripCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, "");

/** What an 8-character string lacks to be a trip code; undefined when it is one. */
export function tripCodeProblem(code: string): keyof typeof TRIP_CODE_MESSAGES | undefined {
  if (code.length !== TRIP_CODE_LENGTH) return "length";
  if ([...code].some((character) => alphabetIndex(character) < 0)) return "mistyped";
  return tripCodeCheck(code.slice(0, DATA_LENGTH)) === code.slice(DATA_LENGTH) ? undefined : "mistyped";
}

/**
 * Whether typed text is meant as a trip code rather than a QR address or QR ID: 6 to 10 letters and
 * digits (a character or two missed or doubled), with spaces and hyphens, never a QR ID's 22.
 */
export function looksLikeTripCode(typed: string): boolean {
  const trimmed = typed.trim();
  const length = normalizeTripCode(trimmed).length;
  return /^[A-Za-z0-9][A-Za-z0-9\s-]*$/.test(trimmed) && length >= TRIP_CODE_LENGTH - 2 && length <= TRIP_CODE_LENGTH + 2;
}

/** A typed trip code, checked the same way in the console and on the server. */
export const TripCode = v.pipe(
  v.string(),
  v.transform(normalizeTripCode),
  v.check((code) => code.length === TRIP_CODE_LENGTH, TRIP_CODE_MESSAGES.length),
  v.check((code) => tripCodeProblem(code) === undefined, TRIP_CODE_MESSAGES.mistyped),
);

/** The trip code a scanned or typed text is, when it is a valid one; undefined otherwise. */
export function validTripCode(typed: string): string | undefined {
  if (!looksLikeTripCode(typed)) return undefined;
  const code = normalizeTripCode(typed.trim());
  return tripCodeProblem(code) === undefined ? code : undefined;
}
