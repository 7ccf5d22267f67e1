import { type CountryChoice, countryChoices } from "#domain/iso-countries.ts";
import { FALLBACK_LOCALE, type Locale, toLocale } from "#domain/locales.ts";

type NameData = { countries: Record<string, string | string[]> };

// One chunk per language, fetched only by a page that shows a country select: never the guest check-in.
const LOADERS: Record<Locale, () => Promise<{ default: NameData }>> = {
  en: () => import("i18n-iso-countries/langs/en.json"),
  ja: () => import("i18n-iso-countries/langs/ja.json"),
  ko: () => import("i18n-iso-countries/langs/ko.json"),
  zh: () => import("i18n-iso-countries/langs/zh.json"),
};

export type CountryList = { first: CountryChoice[]; rest: CountryChoice[] };

const lists = new Map<Locale, Promise<CountryList>>();

/** The package gives some countries several names, its official one first. */
const officialNames = (data: NameData) =>
  Object.fromEntries(Object.entries(data.countries).map(([code, name]) => [code, Array.isArray(name) ? name[0] : name]));

/**
 * The country choices in a language, loaded once: the same promise on every call, as React's
 * `use` needs to suspend on it and read it afterwards.
 */
export function countryListIn(locale: string): Promise<CountryList> {
  const language = toLocale(locale) ?? FALLBACK_LOCALE;
  let list = lists.get(language);
  if (!list) {
    list = LOADERS[language]().then(
      (module) => countryChoices(officialNames(module.default), language),
      (error: unknown) => {
        // A failed download (offline) is tried again by the page's retry, not remembered.
        lists.delete(language);
        throw error;
      },
    );
    lists.set(language, list);
  }
  return list;
}
