import { useLingui } from "@lingui/react/macro";

/** Dates and times of visits in the reader's language and the device's time zone. */
export function useVisitTime() {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: "numeric", minute: "2-digit" });
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}
