/** Spec part 3: the countries offered for the phone region and the passport (ISO2, ISO3, UN code). */
export const COUNTRIES = [
  { iso2: "CN", iso3: "CHN", un: "156" },
  { iso2: "JP", iso3: "JPN", un: "392" },
  { iso2: "KP", iso3: "PRK", un: "408" },
  { iso2: "KR", iso3: "KOR", un: "410" },
  { iso2: "MP", iso3: "MNP", un: "580" },
  { iso2: "PH", iso3: "PHL", un: "608" },
  { iso2: "US", iso3: "USA", un: "840" },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]["iso2"];

export function isCountryCode(value: string | null | undefined): value is CountryCode {
  return COUNTRIES.some((country) => country.iso2 === value);
}

/** The country's name in the interface language, from the browser's own data (no catalog entries to keep). */
export function countryName(code: CountryCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
