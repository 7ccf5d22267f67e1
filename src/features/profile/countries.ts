import type { CountryCode } from "../../domain/countries.ts";

/** The country's name in the interface language, from the browser's own data (no catalog entries to keep). */
export function countryName(code: CountryCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
