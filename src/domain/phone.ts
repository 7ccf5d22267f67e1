import { type CountryCode as LibraryRegion, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_PHONE_REGION } from "./constants.ts";
import { COUNTRY_CODES, type CountryCode } from "./countries.ts";

/**
 * Spec part 5 "Phone input": digits only, at most PHONE_MAX_LENGTH of them, INVALID when the
 * region's numbering plan does not take them, US by default, PH numbers shown as ...-...-....
 * A number is an identity (sign-in, check-ins, contacts), so every spelling of one phone becomes
 * the same E.164 text ("+16705550177"), read with libphonenumber-js's "min" metadata
 * (docs/decisions/019-phone-numbers-e164.md).
 */
export const PHONE_MAX_LENGTH = 15;

/** Dots stand for digits. */
const MASKS: Partial<Record<CountryCode, string>> = { PH: "...-...-...." };

/** What people write between the digits of a number, and may paste into a field. */
const SEPARATORS = /[\s().-]/g;
/** Where a stored number of a shared country code (+1) is shown: the default region first. */
const REGIONS_BY_PREFERENCE: readonly CountryCode[] = [DEFAULT_PHONE_REGION, ...COUNTRY_CODES];
const WRITTEN_NUMBER = /^\+?\d+$/;

export interface PhoneParts {
  region: CountryCode;
  /** The national number, digits only. */
  digits: string;
}

export function dialCode(region: CountryCode): string {
  return getCountryCallingCode(region);
}

function validE164(text: string, region?: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The E.164 form of a number as people write it: spaces, dashes, dots and parentheses ignored, a
 * leading 00 read as +. Without + it is first a national number of `region` (US by default, so
 * "6705550177" and "16705550177" are "+16705550177"), then an international one without its +
 * ("639171234567"). Undefined when no numbering plan takes it.
 */
export function toE164(written: string, region: CountryCode = DEFAULT_PHONE_REGION): string | undefined {
  const compact = written.trim().replace(SEPARATORS, "").replace(/^00/, "+");
  if (!WRITTEN_NUMBER.test(compact) || compact.replace("+", "").length > PHONE_MAX_LENGTH) return undefined;
  if (compact.startsWith("+")) return validE164(compact);
  return validE164(compact, region) ?? validE164(`+${compact}`);
}

/** What the input keeps of what was typed or pasted: its digits, no more than the maximum. */
export function keepPhoneDigits(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, PHONE_MAX_LENGTH);
}

/** The national digits as a number of the chosen region, in E.164; undefined while the region's plan does not take them. */
function nationalE164({ region, digits }: PhoneParts): string | undefined {
  return digits === "" ? undefined : validE164(digits, region);
}

export function isValidPhone(parts: PhoneParts): boolean {
  return nationalE164(parts) !== undefined;
}

/** The digits in the region's mask when it has one ("9171234567" in PH: "917-123-4567"). */
export function maskPhoneDigits({ region, digits }: PhoneParts): string {
  const mask = MASKS[region];
  if (!mask) return digits;
  let shown = "";
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === ".") shown += digits[next++];
    else shown += slot;
  }
  return shown + digits.slice(next);
}

/** The longest a region's input can get: the maximum of digits plus the separators of its mask. */
export function maskedMaxLength(region: CountryCode): number {
  return PHONE_MAX_LENGTH + (MASKS[region]?.replace(/\./g, "").length ?? 0);
}

/** The number as stored and sent, E.164: PH and "9171234567" make "+639171234567". */
export function toMobileNumber(parts: PhoneParts): string {
  return nationalE164(parts) ?? `+${dialCode(parts.region)}${parts.digits}`;
}

function isListed(region: LibraryRegion | undefined): region is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(region ?? "");
}

/**
 * A stored number read back: its country code, national digits, and the region the phone field
 * offers for it: its own when listed, else a listed region sharing its country code (the default
 * region first: Guam's +1 671 reads as US).
 */
function readStored(stored: string) {
  const parsed = parsePhoneNumberFromString(stored.replace(SEPARATORS, ""), DEFAULT_PHONE_REGION);
  if (!parsed) return undefined;
  const sharing = REGIONS_BY_PREFERENCE.find((region) => dialCode(region) === parsed.countryCallingCode);
  return { callingCode: parsed.countryCallingCode, digits: parsed.nationalNumber, region: isListed(parsed.country) ? parsed.country : sharing };
}

/** Splits a stored number into a region the phone field offers and its national digits. */
export function parseMobileNumber(stored: string): PhoneParts | undefined {
  const read = readStored(stored);
  return read?.region ? { region: read.region, digits: read.digits } : undefined;
}

/** "+63 917-123-4567": the number as people read it; text that is no number as stored. */
export function formatMobileNumber(stored: string): string {
  const read = readStored(stored);
  if (!read) return stored;
  return `+${read.callingCode} ${read.region ? maskPhoneDigits({ region: read.region, digits: read.digits }) : read.digits}`;
}
