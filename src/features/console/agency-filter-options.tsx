import { useLingui } from "@lingui/react/macro";
import { AGENCIES } from "#domain/staff/staff-roles.ts";
import { AGENCY_NAMES } from "./agency-names.ts";

/** A filter's choices of agency: every agency (the empty value), or one by the name staff know it by. */
export function AgencyFilterOptions() {
  const { t, i18n } = useLingui();
  return (
    <>
      <option value="">{t`Every agency`}</option>
      {AGENCIES.map((agency) => (
        <option key={agency} value={agency}>
          {i18n._(AGENCY_NAMES[agency])}
        </option>
      ))}
    </>
  );
}
