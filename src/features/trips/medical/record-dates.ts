import { useLingui } from "@lingui/react/macro";

/** The records' dates in the reader's language: a day as written (no time zone shift), a time in the device's zone. */
export function useRecordDates() {
  const { i18n } = useLingui();
  const day = new Intl.DateTimeFormat(i18n.locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return {
    date: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}
