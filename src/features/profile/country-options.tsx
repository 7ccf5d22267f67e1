import { useLingui } from "@lingui/react/macro";
import { COUNTRY_CODES } from "../../domain/countries.ts";
import { countryName } from "./countries.ts";

/** A country select's options: none chosen yet, then every passport country named in the reader's language. */
export function CountryOptions() {
  const { t, i18n } = useLingui();
  return (
    <>
      <option value="">{t`Select…`}</option>
      {COUNTRY_CODES.map((code) => (
        <option key={code} value={code}>
          {countryName(code, i18n.locale)}
        </option>
      ))}
    </>
  );
}
