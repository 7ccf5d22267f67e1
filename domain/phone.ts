import {
  type CountryCode as PhoneRegion,
  getCountries,
  getCountryCallingCode,
  Metadata,
  type NumberingPlan,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import { DEFAULT_PHONE_REGION } from "./constants.ts";

export type { PhoneRegion };

/**
 * docs/product-spec.md, part 5 "Phone input": digits only, at most PHONE_MAX_LENGTH of them, INVALID when the
 * region's numbering plan does not take them, US by default, PH numbers shown as ...-...-....
 * A number is an identity (sign-in, check-ins, contacts), so every spelling of one phone becomes
 * the same E.164 text ("+16705550177"), read with libphonenumber-js's "min" metadata
 * (docs/decisions/019-phone-numbers-e164.md).
 */
export const PHONE_MAX_LENGTH = 15;

/**
 * Every region the phone field offers: each one libphonenumber-js has a numbering plan for (245,
 * ISO 3166 alpha-2 codes plus AC Ascension, TA Tristan da Cunha and XK Kosovo), so that a visitor
 * from anywhere can give the number the guest form requires. Not the spec's seven (COUNTRY_CODES),
 * which stay what comes first in the passport and nationality selects.
 */
export const PHONE_REGIONS: readonly PhoneRegion[] = getCountries();

/** The commonwealth: first in the phone field's list (the default region stays US, docs/product-spec.md, part 5). */
export const COMMONWEALTH_PHONE_REGION: PhoneRegion = "MP";
/**
 * The regions the phone field lists next, before all the others (decision 019): the rest of the
 * spec's seven (docs/product-spec.md, part 3) and the visitor survey's origin markets (ORIGIN_COUNTRIES; its EUROPE
 * is no single region), where most visitors' phones come from.
 */
export const FREQUENT_PHONE_REGIONS: readonly PhoneRegion[] = ["US", "GU", "PW", "JP", "KR", "KP", "CN", "TW", "HK", "PH", "AU", "SG", "MY", "CA", "RU"];

export function isPhoneRegion(text: string): text is PhoneRegion {
  return (PHONE_REGIONS as readonly string[]).includes(text);
}

/** Dots stand for digits. */
const MASKS: Partial<Record<PhoneRegion, string>> = { PH: "...-...-...." };

/** What people write between the digits of a number, and may paste into a field. */
const SEPARATORS = /[\s().-]/g;
/**
 * Where a stored number is shown whose region its plan does not tell (an invalid number of a
 * shared country code): the default region first, then the frequent ones (+7 reads as RU, not KZ).
 */
const REGIONS_BY_PREFERENCE: readonly PhoneRegion[] = [DEFAULT_PHONE_REGION, COMMONWEALTH_PHONE_REGION, ...FREQUENT_PHONE_REGIONS, ...PHONE_REGIONS];
const WRITTEN_NUMBER = /^\+?\d+$/;

export interface PhoneParts {
  region: PhoneRegion;
  /** The national number, digits only. */
  digits: string;
}

export function dialCode(region: PhoneRegion): string {
  return getCountryCallingCode(region);
}

function validE164(text: string, region?: PhoneRegion): string | undefined {
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * What the +1 plan's regions told by their leading digits (all but US and CA, told by patterns)
 * were learned to hold, by the area code of a valid number read there. For a +1 number the library
 * tries the plan's 25 regions in turn (~17 µs for the islands' 670, the door's most common); with
 * the region known, validity is what the library checks with its "min" metadata, the region's
 * national number pattern, matched here as a compiled expression (well under 1 µs). A number whose
 * leading digits are not that region's, or that the region does not take, is read the library's
 * whole way: the answer is always the library's.
 */
interface LeadingDigitsPlan {
  leadingDigits: RegExp;
  nationalNumber: RegExp;
}
const planOfAreaCode = new Map<string, LeadingDigitsPlan>();
const planOfRegion = new Map<PhoneRegion, LeadingDigitsPlan | undefined>();
const NANP_NUMBER = /^\+1\d{10}$/;

function leadingDigitsPlan(region: PhoneRegion): LeadingDigitsPlan | undefined {
  if (planOfRegion.has(region)) return planOfRegion.get(region);
  const plans = new Metadata();
  plans.selectNumberingPlan(region);
  // The pattern is the library's own, not in its typings; without it, numbers go the long way.
  const numberingPlan = plans.numberingPlan as (NumberingPlan & { nationalNumberPattern?: () => string }) | undefined;
  // US and CA hold a 0 here, no pattern.
  const leadingDigits = numberingPlan?.leadingDigits();
  const nationalNumber = numberingPlan?.nationalNumberPattern?.();
  const plan =
    typeof leadingDigits === "string" && nationalNumber
      ? { leadingDigits: new RegExp(`^(?:${leadingDigits})`), nationalNumber: new RegExp(`^(?:${nationalNumber})$`) }
      : undefined;
  planOfRegion.set(region, plan);
  return plan;
}

function validInternationalE164(text: string): string | undefined {
  if (!NANP_NUMBER.test(text)) return validE164(text);
  const national = text.slice(2);
  const learned = planOfAreaCode.get(national.slice(0, 3));
  if (learned?.leadingDigits.test(national) && learned.nationalNumber.test(national)) return text;
  const parsed = parsePhoneNumberFromString(text);
  if (!parsed?.isValid()) return undefined;
  const plan = parsed.country && leadingDigitsPlan(parsed.country);
  if (plan) planOfAreaCode.set(national.slice(0, 3), plan);
  return parsed.number;
}

/**
 * The E.164 form of a number as people write it: spaces, dashes, dots and parentheses ignored, a
 * leading 00 read as +. Without + it is first a national number of `region` (US by default, so
 * "6705550177" and "16705550177" are "+16705550177"), then an international one without its +
 * ("639171234567"). Undefined when no numbering plan takes it.
 */
export function toE164(written: string, region: PhoneRegion = DEFAULT_PHONE_REGION): string | undefined {
  const compact = written.trim().replace(SEPARATORS, "").replace(/^00/, "+");
  if (!WRITTEN_NUMBER.test(compact) || compact.replace("+", "").length > PHONE_MAX_LENGTH) return undefined;
  return compact.startsWith("+") ? validInternationalE164(compact) : (validE164(compact, region) ?? validInternationalE164(`+${compact}`));
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
export function maskedMaxLength(region: PhoneRegion): number {
  return PHONE_MAX_LENGTH + (MASKS[region]?.replace(/\./g, "").length ?? 0);
}

/** The number as stored and sent, E.164: PH and "9171234567" make "+639171234567". */
export function toMobileNumber(parts: PhoneParts): string {
  return nationalE164(parts) ?? `+${dialCode(parts.region)}${parts.digits}`;
}

/**
 * A stored number read back: its country code, national digits, and the region the phone field
 * offers for it: the one its numbering plan tells (+1 670 is MP, +1 671 GU, +852 HK), else a
 * region sharing its country code, the default region first. Non-geographic numbers (+800, +881…)
 * have no region.
 */
function readStored(stored: string) {
  const parsed = parsePhoneNumberFromString(stored.replace(SEPARATORS, ""), DEFAULT_PHONE_REGION);
  if (!parsed) return undefined;
  const sharing = REGIONS_BY_PREFERENCE.find((region) => dialCode(region) === parsed.countryCallingCode);
  return { callingCode: parsed.countryCallingCode, digits: parsed.nationalNumber, region: parsed.country ?? sharing };
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

/**
 * "tel:+16705550001" (RFC 3966): a stored number as a spreadsheet shows it as written (a bare
 * "+1670…" is read as a sum, or shown as a number without its plus); text that is no number as stored.
 */
export function phoneUri(stored: string): string {
  return parsePhoneNumberFromString(stored)?.format("RFC3966") ?? stored;
}

/** A stored number a network would take (the numbering plan's valid numbers): what an SMS can be sent to. */
export function isDialable(stored: string): boolean {
  return parsePhoneNumberFromString(stored)?.isValid() === true;
}
