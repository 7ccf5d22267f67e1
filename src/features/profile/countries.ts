/** Spec part 3: the countries offered for the phone region and the passport, by ISO 3166 alpha-2 code. */
export const COUNTRY_CODES = ["CN", "JP", "KP", "KR", "MP", "PH", "US"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The country's name in the interface language, from the browser's own data (no catalog entries to keep). */
export function countryName(code: CountryCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
