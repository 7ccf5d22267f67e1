import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type { ContactChannel, MessageTemplate } from "#domain/tracing/tracing-contacts.ts";
import type { OutgoingMessage } from "../delivery/message-sender.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";

type ContactRow = HealthDatabase["tracing_contacts"];

/** How a contact is reached: by SMS when they gave a mobile number, else by e-mail, else not at all. */
export function channelOf(contact: Pick<ContactRow, "mobile_number" | "email">): { channel: ContactChannel; to: string } | undefined {
  if (contact.mobile_number) return { channel: "sms", to: contact.mobile_number };
  if (contact.email) return { channel: "email", to: contact.email };
  return undefined;
}

/** The template with the contact's name, exposure day (the commonwealth's) and place written in. */
export function exposureMessage(template: MessageTemplate, contact: Pick<ContactRow, "full_name" | "exposure_start" | "place">, to: string): OutgoingMessage {
  // A dash outside the GSM alphabet would make every SMS of the list a 70-character one (UCS-2).
  const place = template.channel === "sms" ? contact.place.replaceAll("—", "-") : contact.place;
  const values: Record<string, string> = { "{name}": contact.full_name, "{date}": commonwealthDay(new Date(contact.exposure_start)), "{place}": place };
  const fill = (text: string) => text.replace(/\{name\}|\{date\}|\{place\}/g, (placeholder) => values[placeholder] ?? placeholder);
  return { channel: template.channel, to, text: fill(template.body), ...(template.subject ? { subject: fill(template.subject) } : {}) };
}
