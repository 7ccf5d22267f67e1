import { COUNTRY_CODES } from "./countries.ts";

/**
 * Every country a passport can come from: ISO 3166-1 alpha-2, as i18n-iso-countries names them
 * (its 249 and XK, Kosovo, whose passports are real). Kept here rather than imported so that the
 * server and the schema need none of the package's name data; a test keeps the two in step.
 */
export const ISO_COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ", "BA", "BB", "BD", "BE",
  "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD",
  "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM",
  "DO", "DZ", "EC", "EE", "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM", "HN", "HR", "HT", "HU",
  "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM", "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN",
  "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME",
  "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
  "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM",
  "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI",
  "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK",
  "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
  "VN", "VU", "WF", "WS", "XK", "YE", "YT", "ZA", "ZM", "ZW",
] as const;
export type IsoCountryCode = (typeof ISO_COUNTRY_CODES)[number];

export interface CountryChoice {
  code: IsoCountryCode;
  name: string;
}

/**
 * A country select's order: the spec's seven first, as the spec lists them, then every other
 * country by its name as the reader's language sorts it.
 */
export function countryChoices(names: Readonly<Partial<Record<string, string>>>, locale: string): { first: CountryChoice[]; rest: CountryChoice[] } {
  const choice = (code: IsoCountryCode): CountryChoice => ({ code, name: names[code] ?? code });
  const first: readonly string[] = COUNTRY_CODES;
  const collator = new Intl.Collator(locale);
  return {
    first: COUNTRY_CODES.map(choice),
    rest: ISO_COUNTRY_CODES.filter((code) => !first.includes(code))
      .map(choice)
      .sort((one, other) => collator.compare(one.name, other.name)),
  };
}
