import { useLingui } from "@lingui/react/macro";
import { formatDateTime, formatTime } from "../../../lib/dates.ts";

/** Dates and times of visits in the reader's language and the device's time zone. */
export function useVisitTime() {
  const { i18n } = useLingui();
  return {
    time: (iso: string) => formatTime(iso, i18n.locale),
    dateTime: (iso: string) => formatDateTime(iso, i18n.locale, { year: false }),
  };
}
