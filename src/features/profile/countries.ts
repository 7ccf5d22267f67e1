import type { IsoCountryCode } from "../../domain/iso-countries.ts";

/**
 * A country's name in the interface language, from the browser's own data: for the phone region on
 * first-load pages, and the staff console, which need none of the country selects' name chunks.
 */
export function countryName(code: IsoCountryCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
