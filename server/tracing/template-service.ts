import { CONTACT_CHANNELS, type ContactChannel, type MessageTemplate } from "#domain/tracing/tracing-contacts.ts";
import { LOCALES, type Locale } from "#domain/locales.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { DEFAULT_TEMPLATES } from "./template-defaults.ts";

/** All eight templates, sms then email, each language in the app's order: the edited text where there is one, else the built-in. */
export async function readTemplates(health: HealthStore): Promise<MessageTemplate[]> {
  const edited = await health.selectFrom("tracing_templates").select(["channel", "language", "subject", "body"]).execute();
  return CONTACT_CHANNELS.flatMap((channel) =>
    LOCALES.map((language) => {
      const row = edited.find((candidate) => candidate.channel === channel && candidate.language === language);
      return { channel, language, ...(row ? { subject: row.subject, body: row.body } : DEFAULT_TEMPLATES[channel][language]) };
    }),
  );
}

/** The one template a message to this channel and language is written from. */
export function templateFor(templates: readonly MessageTemplate[], channel: ContactChannel, language: Locale): MessageTemplate {
  const found = templates.find((template) => template.channel === channel && template.language === language);
  return found ?? { channel, language, ...DEFAULT_TEMPLATES[channel][language] };
}

/** Stores each sent template in place of the one before; a blank subject is kept as none. */
export async function saveTemplates(health: HealthStore, templates: readonly MessageTemplate[], staffId: string, now: Date): Promise<void> {
  if (templates.length === 0) return;
  await health.transaction().execute(async (trx) => {
    for (const template of templates) {
      const values = { subject: template.subject || null, body: template.body, updated_by: staffId, updated_at: now.toISOString() };
      await trx
        .insertInto("tracing_templates")
        .values({ channel: template.channel, language: template.language, ...values })
        .onConflict((conflict) => conflict.columns(["channel", "language"]).doUpdateSet(values))
        .execute();
    }
  });
}
