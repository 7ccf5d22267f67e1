import { type ExposureFacts, exposureText, type Placeholder, placeholderValues } from "#domain/tracing/exposure-message.ts";
import type { Locale } from "#domain/locales.ts";
import { diaryPath } from "#domain/tracing/symptom-diary.ts";
import type { MessageTemplate } from "#domain/tracing/tracing-contacts.ts";

/** The sample contact of the previews: the hotline is development's; the server writes its HEALTH_HOTLINE. */
const SAMPLE_CONTACT: ExposureFacts = {
  name: "Maria Cruz",
  day: "2026-11-20",
  place: "Garapan Café — Beach Road",
  until: "2026-12-04",
  hotline: "+1 670 555 0100",
  // As long as a real link from this server: the SMS counter counts what will go.
  diary: `${globalThis.location?.origin ?? ""}${diaryPath("Qx7mW2aLr0Tz9VnK4cYb8JpE3uHsG6dF1oNiBq5kXwZ0Ae")}`,
};

/** What each placeholder becomes for the sample contact, in `locale`. */
export const sampleValues = (locale: Locale): Record<Placeholder, string> => placeholderValues(SAMPLE_CONTACT, locale);

/** The template as the sample contact would receive it, with the server's own rules (exposureText). */
export const preview = (template: Pick<MessageTemplate, "channel" | "subject" | "body" | "language">) =>
  exposureText(template, SAMPLE_CONTACT, template.language);
