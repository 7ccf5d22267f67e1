import { COMMONWEALTH_PHONE_REGION, dialCode, FREQUENT_PHONE_REGIONS, PHONE_REGIONS, type PhoneRegion } from "#domain/phone.ts";
import { countryName } from "./country-name.ts";

export interface PhoneRegionChoice {
  code: PhoneRegion;
  /** "Japan (+81)": the name first, so that typing a letter on a closed select finds it. */
  label: string;
}

/** The phone field's regions in two groups: the commonwealth and the frequent ones, then all the others. */
export interface PhoneRegionList {
  frequent: PhoneRegionChoice[];
  rest: PhoneRegionChoice[];
}

const lists = new Map<string, PhoneRegionList>();

/**
 * Every region with a numbering plan, named in the reader's language by the browser
 * (Intl.DisplayNames: no name data on the guest page, decision 032): the Northern Mariana Islands
 * first, then the other frequent regions, then the rest, each group in the order of the reader's
 * language (Intl.Collator). Computed once per language.
 */
export function phoneRegionsIn(locale: string): PhoneRegionList {
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    const named = (code: PhoneRegion) => ({ code, name: countryName(code, locale) });
    const byName = (one: { name: string }, other: { name: string }) => collator.compare(one.name, other.name);
    const choice = ({ code, name }: { code: PhoneRegion; name: string }): PhoneRegionChoice => ({ code, label: `${name} (+${dialCode(code)})` });
    const listedFirst = new Set<PhoneRegion>([COMMONWEALTH_PHONE_REGION, ...FREQUENT_PHONE_REGIONS]);
    list = {
      frequent: [named(COMMONWEALTH_PHONE_REGION), ...FREQUENT_PHONE_REGIONS.map(named).sort(byName)].map(choice),
      rest: PHONE_REGIONS.filter((code) => !listedFirst.has(code))
        .map(named)
        .sort(byName)
        .map(choice),
    };
    lists.set(locale, list);
  }
  return list;
}
