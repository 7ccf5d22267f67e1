/** The four interface languages (docs/product-spec.md, part 1); the code is what `lang` stores. */
export const LOCALES = ["en", "ja", "ko", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = "en";

/** The language's own name, shown in the chooser whatever the current language is. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ja: "日本語", ko: "한국어", zh: "中文" };

export function toLocale(value: string | null | undefined): Locale | undefined {
  return LOCALES.find((locale) => locale === value);
}
