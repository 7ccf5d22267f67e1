import { DEFAULT_PHONE_REGION } from "./constants.ts";
import type { CountryCode } from "./countries.ts";

/**
 * Spec part 5 "Phone input": digits only, at most PHONE_MAX_LENGTH of them, INVALID when the
 * region's pattern does not match, US by default, PH numbers shown as ...-...-.... A stored number
 * is + country code + national digits, as the API's MobileNumber keeps it.
 */
export const PHONE_MAX_LENGTH = 15;

interface PhoneRegion {
  dialCode: string;
  pattern: RegExp;
  /** Dots stand for digits. */
  mask?: string;
}

const PHONE_REGIONS: Record<CountryCode, PhoneRegion> = {
  CN: { dialCode: "86", pattern: /^1[3-9]\d{9}$/ },
  JP: { dialCode: "81", pattern: /^[1-9]\d{8,9}$/ },
  KP: { dialCode: "850", pattern: /^\d{6,10}$/ },
  KR: { dialCode: "82", pattern: /^1\d{8,9}$/ },
  // The Northern Mariana Islands share the North American plan, area code 670.
  MP: { dialCode: "1", pattern: /^670[2-9]\d{6}$/ },
  PH: { dialCode: "63", pattern: /^9\d{9}$/, mask: "...-...-...." },
  US: { dialCode: "1", pattern: /^[2-9]\d{2}[2-9]\d{6}$/ },
};

export interface PhoneParts {
  region: CountryCode;
  /** The national number, digits only. */
  digits: string;
}

export function dialCode(region: CountryCode): string {
  return PHONE_REGIONS[region].dialCode;
}

/** What the input keeps of what was typed or pasted: its digits, no more than the maximum. */
export function keepPhoneDigits(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, PHONE_MAX_LENGTH);
}

export function isValidPhone({ region, digits }: PhoneParts): boolean {
  return PHONE_REGIONS[region].pattern.test(digits);
}

/** The digits in the region's mask when it has one ("9171234567" in PH: "917-123-4567"). */
export function maskPhoneDigits({ region, digits }: PhoneParts): string {
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

/** The longest a region's input can get: the maximum of digits plus the separators of its mask. */
export function maskedMaxLength(region: CountryCode): number {
  return PHONE_MAX_LENGTH + (PHONE_REGIONS[region].mask?.replace(/\./g, "").length ?? 0);
}

/** The number as stored and sent: "+63" and "9171234567" make "+639171234567". */
export function toMobileNumber({ region, digits }: PhoneParts): string {
  return `+${PHONE_REGIONS[region].dialCode}${digits}`;
}

/**
 * Splits a stored number into region and digits: the listed region whose pattern it fits, else
 * the default region's reading, else the region with the longest country code it starts with.
 */
export function parseMobileNumber(stored: string): PhoneParts | undefined {
  const number = stored.replace(/[^\d+]/g, "");
  if (!number.startsWith("+")) return number ? { region: DEFAULT_PHONE_REGION, digits: number } : undefined;
  const international = number.slice(1);
  const candidates = (Object.entries(PHONE_REGIONS) as [CountryCode, PhoneRegion][])
    .filter(([, region]) => international.startsWith(region.dialCode))
    .map(([code, region]) => ({ region: code, digits: international.slice(region.dialCode.length) }));
  return (
    candidates.find(isValidPhone) ??
    candidates.find(({ region }) => region === DEFAULT_PHONE_REGION) ??
    candidates.sort((a, b) => a.digits.length - b.digits.length)[0]
  );
}

/** "+63 917-123-4567": the number as people read it; numbers of no listed region as stored. */
export function formatMobileNumber(stored: string): string {
  const parts = parseMobileNumber(stored);
  if (!parts) return stored;
  return stored.startsWith("+") ? `+${dialCode(parts.region)} ${maskPhoneDigits(parts)}` : maskPhoneDigits(parts);
}
