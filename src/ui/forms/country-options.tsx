import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { use } from "react";
import { countryListIn } from "./country-names.ts";

// Asked for as soon as a page with a country select loads, so its form rarely waits for the names.
void countryListIn(i18n.locale).catch(() => undefined);

/**
 * A country select's options: none chosen yet, the spec's seven, then every other country, named
 * in the reader's language. It suspends until the names are there, so that the select never holds
 * a value before its option exists (the form's value would be lost).
 */
export function CountryOptions() {
  const { t, i18n } = useLingui();
  const { first, rest } = use(countryListIn(i18n.locale));
  return (
    <>
      <option value="">{t`Select…`}</option>
      {first.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
      <option disabled>──────────</option>
      {rest.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
