import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import {
  EMAIL_TAKEN,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  MAIL_SENT_IF_KNOWN,
  NAME_REQUIRED,
  PASSWORD_TOO_SHORT,
  PLACE_INCOMPLETE,
  VISIT_MINUTES_RANGE,
  WRONG_CREDENTIALS,
} from "#domain/establishments.ts";

// The shared schemas speak English (a 422 repeats their field messages); the portal shows them in the reader's language.
// A refusal's own words are chosen by its code (decision 042).
const KNOWN_TEXTS: Record<string, MessageDescriptor> = {
  [WRONG_CREDENTIALS]: msg`The e-mail address or password is not correct.`,
  [EMAIL_TAKEN]: msg`This e-mail address cannot be registered.`,
  [PASSWORD_TOO_SHORT]: msg`The password must be at least 12 characters.`,
  [NAME_REQUIRED]: msg`The name is required.`,
  [PLACE_INCOMPLETE]: msg`Give both latitude and longitude, or neither.`,
  [VISIT_MINUTES_RANGE]: msg`The visit duration must be 5 to 1440 minutes.`,
  [LATITUDE_RANGE]: msg`The latitude must be a number from -90 to 90.`,
  [LONGITUDE_RANGE]: msg`The longitude must be a number from -180 to 180.`,
  "Invalid Email": msg`Invalid Email`,
  "Passwords don't match": msg`Passwords don't match`,
  [MAIL_SENT_IF_KNOWN]: msg`If this address has an establishment account, an e-mail is on its way.`,
};

/** A text from the server or a schema, in the current language when it is one we know. */
export function useServerText(): (text: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (text) => {
    if (!text) return undefined;
    const known = KNOWN_TEXTS[text];
    return known ? i18n._(known) : text;
  };
}
