import { TEMPLATE_PLACEHOLDERS } from "#domain/tracing/tracing-contacts.ts";

export type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** What the preview writes in; {date} is the exposure day as the messages send it. */
export const SAMPLE_VALUES: Record<Placeholder, string> = {
  "{name}": "Maria Cruz",
  "{date}": "2026-11-20",
  "{place}": "Garapan Café — Beach Road",
};

/** The text as a contact would receive it, with the sample values written in. */
export function preview(text: string): string {
  return text.replace(/\{name\}|\{date\}|\{place\}/g, (placeholder) => SAMPLE_VALUES[placeholder as Placeholder]);
}
