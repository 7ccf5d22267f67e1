/** docs/product-spec.md, part 3: the countries offered for the phone region, and first in every country select, by ISO 3166 alpha-2 code. */
export const COUNTRY_CODES = ["CN", "JP", "KP", "KR", "MP", "PH", "US"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
