import { useLingui } from "@lingui/react/macro";
import { formatDateTime, formatDay } from "../../../lib/dates.ts";

/** The records' dates in the reader's language: a day as written (no time zone shift), a time in the device's zone. */
export function useRecordDates() {
  const { i18n } = useLingui();
  return {
    date: (isoDate: string) => formatDay(isoDate, i18n.locale),
    dateTime: (iso: string) => formatDateTime(iso, i18n.locale),
  };
}
