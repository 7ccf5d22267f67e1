import { exposureText, stayHomeUntil } from "#domain/tracing/exposure-message.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { isDialable } from "#domain/phone.ts";
import type { ContactChannel, MessageTemplate, UnreachableReason } from "#domain/tracing/tracing-contacts.ts";
import type { OutgoingMessage } from "../delivery/message-sender.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";

type ContactRow = HealthDatabase["tracing_contacts"];

export type Route = { channel: ContactChannel; to: string } | { unreachable: UnreachableReason };

/** How a contact is reached: by SMS at a number a network takes, else by e-mail, else not at all, and why. */
export function routeOf(contact: Pick<ContactRow, "mobile_number" | "email">): Route {
  if (contact.mobile_number && isDialable(contact.mobile_number)) return { channel: "sms", to: contact.mobile_number };
  if (contact.email) return { channel: "email", to: contact.email };
  return { unreachable: contact.mobile_number ? "invalid_number" : "no_contact_details" };
}

/**
 * The template written for one contact in their language: their name, the exposure day and place,
 * until when to stay home, the hotline, and their diary link, which works until that day ends.
 */
export function exposureMessage(
  template: MessageTemplate,
  contact: Pick<ContactRow, "id" | "full_name" | "exposure_start" | "place">,
  to: string,
  { hotline, incubationDays, diaryLink }: { hotline: string; incubationDays: number; diaryLink: (contactId: string, until: string) => string },
): OutgoingMessage {
  const until = stayHomeUntil(contact.exposure_start, incubationDays);
  const facts = {
    name: contact.full_name,
    day: commonwealthDay(new Date(contact.exposure_start)),
    place: contact.place,
    until,
    hotline,
    diary: diaryLink(contact.id, until),
  };
  const { subject, body } = exposureText(template, facts, template.language);
  return { channel: template.channel, to, text: body, ...(subject ? { subject } : {}) };
}
