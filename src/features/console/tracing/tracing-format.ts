import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";

/** Contact tracing happens in the commonwealth: its times are shown in its own zone, whatever the desk's clock says. */
const ZONE = "Pacific/Saipan";

export function formatInstant(locale: string, iso: string | null): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: ZONE }).format(new Date(iso));
}

/** A day and time without the year, for a table's narrow column. */
export function formatShortInstant(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: ZONE }).format(new Date(iso));
}

export function formatTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: ZONE }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as the reader writes dates; it names a day, so no zone shifts it. */
export function formatDay(locale: string, day: string | null): string {
  if (!day) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export function today(): string {
  return commonwealthDay(new Date());
}
