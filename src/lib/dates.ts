/**
 * Dates as people write them in each of the app's languages: en "28 Nov 2026", ja and zh
 * "2026年11月28日", ko "2026년 11월 28일" (the month as a word in English, so 11/12 and 12/11 are
 * never confused); times on the clock each language reads (12-hour in English and Korean).
 */

// English dates day first, as the spec and most travellers' documents write them; times stay on the 12-hour clock.
const DATE_LOCALES: Readonly<Record<string, string>> = { en: "en-GB" };
const DAY_MONTH: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const DAY: Intl.DateTimeFormatOptions = { year: "numeric", ...DAY_MONTH };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    const twelveHour = locale === "en" && options.hour !== undefined ? { hour12: true } : {};
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, { ...options, ...twelveHour });
    formats.set(key, format);
  }
  return format;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a YYYY-MM-DD day of the calendar. */
export function isCalendarDay(text: string): boolean {
  return CALENDAR_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/** A YYYY-MM-DD calendar day (a birth date, a date of arrival) as written, not shifted by any time zone; other text as given. */
export function formatDay(day: string, locale: string): string {
  return isCalendarDay(day) ? formatter(locale, { ...DAY, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`)) : day;
}

/** A moment (an ISO timestamp) as its day and time on the device's clock; `year: false` leaves the year out. */
export function formatDateTime(at: string | Date, locale: string, { year = true } = {}): string {
  return formatter(locale, { ...(year ? DAY : DAY_MONTH), ...TIME }).format(new Date(at));
}

/** A moment's time on the device's clock. */
export function formatTime(at: string | Date, locale: string): string {
  return formatter(locale, TIME).format(new Date(at));
}
