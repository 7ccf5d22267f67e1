import { DEFAULT_PHONE_REGION } from "../../domain/constants.ts";
import { type CountryCode, isCountryCode } from "./countries.ts";

/**
 * Spec part 5 "Phone input": digits only, at most `maxLength` of them (a longer value is refused),
 * INVALID when the region's pattern does not match; US by default; PH numbers shown as ...-...-....
 * The number is kept as + country code + national digits, as the API's MobileNumber expects.
 */
export interface PhoneRegion {
  dialCode: string;
  maxLength: number;
  pattern: RegExp;
  /** Dots stand for digits. */
  mask?: string;
}

export const PHONE_REGIONS: Record<CountryCode, PhoneRegion> = {
  CN: { dialCode: "86", maxLength: 11, pattern: /^1[3-9]\d{9}$/ },
  JP: { dialCode: "81", maxLength: 10, pattern: /^[1-9]\d{8,9}$/ },
  KP: { dialCode: "850", maxLength: 10, pattern: /^\d{6,10}$/ },
  KR: { dialCode: "82", maxLength: 10, pattern: /^1\d{8,9}$/ },
  // The Northern Mariana Islands share the North American plan, area code 670.
  MP: { dialCode: "1", maxLength: 10, pattern: /^670[2-9]\d{6}$/ },
  PH: { dialCode: "63", maxLength: 10, pattern: /^9\d{9}$/, mask: "...-...-...." },
  US: { dialCode: "1", maxLength: 10, pattern: /^[2-9]\d{2}[2-9]\d{6}$/ },
};

export const DEFAULT_REGION: CountryCode = isCountryCode(DEFAULT_PHONE_REGION) ? DEFAULT_PHONE_REGION : "US";

export interface PhoneParts {
  region: CountryCode;
  digits: string;
}

/**
 * The digits of what was typed, or undefined when the change must be refused: anything but digits
 * (a mask's dashes and spaces excepted), or more digits than the region allows.
 */
export function acceptTyped(region: CountryCode, typed: string): string | undefined {
  if (/[^\d\s-]/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, "");
  return digits.length > PHONE_REGIONS[region].maxLength ? undefined : digits;
}

/** The digits as shown: in the region's mask when it has one, as typed so far. */
export function formatDigits(region: CountryCode, digits: string): string {
  const mask = PHONE_REGIONS[region].mask;
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

export function isValidPhone({ region, digits }: PhoneParts): boolean {
  return PHONE_REGIONS[region].pattern.test(digits);
}

export function toMobileNumber({ region, digits }: PhoneParts): string {
  return `+${PHONE_REGIONS[region].dialCode}${digits}`;
}

/** Splits a stored number back into region and digits; numbers of no listed region fall to the default region. */
export function parseMobileNumber(stored: string | null | undefined): PhoneParts {
  const number = (stored ?? "").replace(/[^\d+]/g, "");
  if (!number.startsWith("+")) return { region: DEFAULT_REGION, digits: number.slice(0, PHONE_REGIONS[DEFAULT_REGION].maxLength) };
  const international = number.slice(1);
  const candidates = (Object.entries(PHONE_REGIONS) as [CountryCode, PhoneRegion][])
    .filter(([, region]) => international.startsWith(region.dialCode))
    .map(([code, region]) => ({ region: code, digits: international.slice(region.dialCode.length) }));
  const match =
    candidates.find((parts) => isValidPhone(parts)) ??
    candidates.find((parts) => parts.region === DEFAULT_REGION) ??
    candidates.sort((a, b) => a.digits.length - b.digits.length)[0];
  return match ?? { region: DEFAULT_REGION, digits: "" };
}
