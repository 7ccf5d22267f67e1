import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { CONTACT_MESSAGES } from "#domain/contact-messages.ts";
import { NAME_REQUIRED } from "#domain/fields.ts";

/** The shared schema speaks English (the server answers with the same texts); the form shows them in the reader's language. */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [NAME_REQUIRED]: msg`The name is required.`,
  "Invalid Email": msg`Invalid Email`,
  [CONTACT_MESSAGES.messageRequired]: msg`Please write your message.`,
  [CONTACT_MESSAGES.messageTooLong]: msg`The message must be at most 5000 characters.`,
  "Must be at most 100 characters.": msg`Must be at most 100 characters.`,
};

/** A field's message in the current language; a message not known here as the server sent it. */
export function useContactFieldText(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => {
    if (!message) return undefined;
    const known = FIELD_MESSAGES[message];
    return known ? i18n._(known) : message;
  };
}
