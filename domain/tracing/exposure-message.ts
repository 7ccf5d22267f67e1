import type { Locale } from "../locales.ts";
import { commonwealthDay } from "./tracing-cases.ts";

/**
 * The exposure message's placeholders (decision 049): what an official's template may use, filled in
 * per contact in the contact's language. {date} and {until} are days as that language writes them;
 * {diary} is the contact's own link to their symptom diary (decision 053).
 */
export const TEMPLATE_PLACEHOLDERS = ["{name}", "{date}", "{place}", "{until}", "{hotline}", "{diary}"] as const;
export type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const DAY_MS = 86_400_000;
const PLACEHOLDER = /\{name\}|\{date\}|\{place\}|\{until\}|\{hotline\}|\{diary\}/g;

/** The last day a contact stays home: the commonwealth day of the exposure plus the list's incubation period. */
export function stayHomeUntil(exposureStart: string, incubationDays: number): string {
  const day = commonwealthDay(new Date(exposureStart));
  return new Date(Date.parse(`${day}T00:00:00Z`) + incubationDays * DAY_MS).toISOString().slice(0, 10);
}

/** "November 25, 2026", "2026年11月25日", "2026년 11월 25일": a commonwealth day as the language writes it. */
export function writtenDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export interface ExposureFacts {
  name: string;
  /** The commonwealth day of the exposure, YYYY-MM-DD. */
  day: string;
  place: string;
  /** The last day to stay home, YYYY-MM-DD. */
  until: string;
  /** The health hotline's number, as dialled. */
  hotline: string;
  /** The contact's symptom diary link. */
  diary: string;
}

/** What each placeholder becomes for one contact in one language. */
export function placeholderValues(facts: ExposureFacts, locale: Locale): Record<Placeholder, string> {
  return {
    "{name}": facts.name,
    "{date}": writtenDay(facts.day, locale),
    "{place}": facts.place,
    "{until}": writtenDay(facts.until, locale),
    "{hotline}": facts.hotline,
    "{diary}": facts.diary,
  };
}

/** The template with the placeholders written in; text in braces that is no placeholder stays as written. */
function fillTemplate(text: string, values: Record<Placeholder, string>): string {
  return text.replace(PLACEHOLDER, (placeholder) => values[placeholder as Placeholder]);
}

/** The message a contact receives from a template: what the server sends and the console previews. */
export function exposureText(
  template: { channel: "sms" | "email"; subject: string | null; body: string },
  facts: ExposureFacts,
  locale: Locale,
): { subject: string | null; body: string } {
  // A dash outside the GSM alphabet would make every SMS of the list a 70-character one (UCS-2).
  const place = template.channel === "sms" ? facts.place.replaceAll("—", "-") : facts.place;
  const values = placeholderValues({ ...facts, place }, locale);
  return { subject: template.subject === null ? null : fillTemplate(template.subject, values), body: fillTemplate(template.body, values) };
}
