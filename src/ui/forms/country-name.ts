/** One namer per language: the phone field asks for some 245 names at once. */
const namers = new Map<string, Intl.DisplayNames | undefined>();

function namerIn(locale: string): Intl.DisplayNames | undefined {
  if (!namers.has(locale)) {
    let namer: Intl.DisplayNames | undefined;
    try {
      namer = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      namer = undefined;
    }
    namers.set(locale, namer);
  }
  return namers.get(locale);
}

/**
 * A country's or region's name in the interface language, from the browser's own data: for the
 * phone region on first-load pages, and the staff console, which need none of the country selects'
 * name chunks. `code` is an ISO 3166 alpha-2 code, or one of the regions with a numbering plan of
 * their own (AC, TA, XK); the code itself where the browser has no name.
 */
export function countryName(code: string, locale: string): string {
  try {
    return namerIn(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}
