import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import {
  AGE_MESSAGE,
  CONSENT_REQUIRED_MESSAGE,
  CURRENCY_MESSAGE,
  EMAILS_DONT_MATCH_MESSAGE,
  FAMILY_COUNT_MESSAGE,
  FLIGHT_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MERCHANDISE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  phoneInvalidMessage,
  QUANTITY_MESSAGE,
  phonesDontMatchMessage,
  VESSEL_REQUIRED_MESSAGE,
} from "#domain/declarations/customs.ts";
import { ENGLISH_ONLY_MESSAGE } from "#domain/declarations/english-text.ts";
import { EXCEPTION_REQUIRED_MESSAGE, PRIVACY_ACT_REQUIRED_MESSAGE } from "#domain/declarations/health-declaration.ts";
import { SIGNATURE_REQUIRED_MESSAGE } from "#domain/declarations/signature.ts";
import { CHOOSE_AT_LEAST_ONE_MESSAGE, CHOOSE_ONE_MESSAGE, STAY_REQUIRED_MESSAGE } from "#domain/declarations/survey.ts";
import { SYMPTOMS_REQUIRED_MESSAGE } from "#domain/logbook.ts";
import { UPLOAD_REQUIRED_MESSAGE } from "#domain/medical-records.ts";

/**
 * The shared schemas (and the server, which uses them) speak English; the trip and health screens
 * show their messages, and the server's known answers, in the reader's language. A message not
 * listed here (another of the server's own) is shown as sent.
 */
const TRANSLATED: Record<string, MessageDescriptor> = {
  Required: msg`Required`,
  [SIGNATURE_REQUIRED_MESSAGE]: msg`Please sign the form to proceed.`,
  "The signature is too large. Clear it and sign again.": msg`The signature is too large. Clear it and sign again.`,
  "Use the date format YYYY-MM-DD.": msg`Use the date format YYYY-MM-DD.`,
  [ENGLISH_ONLY_MESSAGE]: msg`This form must be completed in English.`,
  [CHOOSE_ONE_MESSAGE]: msg`Please choose one.`,
  [CHOOSE_AT_LEAST_ONE_MESSAGE]: msg`Please choose at least one.`,
  [STAY_REQUIRED_MESSAGE]: msg`Choose the length of stay on at least one island.`,
  "Each choice may be given once.": msg`Each choice may be given once.`,
  [phoneInvalidMessage("mobile")]: msg`Mobile Phones is Invalid`,
  [phoneInvalidMessage("home")]: msg`Home Phones is Invalid`,
  [phoneInvalidMessage("work")]: msg`Work Phones is Invalid`,
  [phoneInvalidMessage("international")]: msg`International Phones is Invalid`,
  [phonesDontMatchMessage("mobile")]: msg`Mobile Phones don't match`,
  [phonesDontMatchMessage("home")]: msg`Home Phones don't match`,
  [phonesDontMatchMessage("work")]: msg`Work Phones don't match`,
  [phonesDontMatchMessage("international")]: msg`International Phones don't match`,
  [PHONE_REQUIRED_MESSAGE]: msg`Enter at least one phone number.`,
  [INVALID_EMAIL_MESSAGE]: msg`Invalid Email`,
  [EMAILS_DONT_MATCH_MESSAGE]: msg`Email Address don't match`,
  [CONSENT_REQUIRED_MESSAGE]: msg`You must declare that your answers are true and complete.`,
  [FAMILY_COUNT_MESSAGE]: msg`The family count is you plus the passengers listed.`,
  [CURRENCY_MESSAGE]: msg`Enter the amount and currency you carry (over USD 10,000).`,
  [MERCHANDISE_MESSAGE]: msg`Describe the merchandise: what it is, how much, and what it is worth.`,
  [FLIGHT_REQUIRED_MESSAGE]: msg`Enter the airline and flight number.`,
  [VESSEL_REQUIRED_MESSAGE]: msg`Enter the vessel name.`,
  "Select MALE or FEMALE.": msg`Select MALE or FEMALE.`,
  "Enter the passport number as printed.": msg`Enter the passport number as printed.`,
  "Enter a number.": msg`Enter a number.`,
  "Enter a whole number.": msg`Enter a whole number.`,
  "Enter a three-letter currency code such as USD.": msg`Enter a three-letter currency code such as USD.`,
  "Answer yes or no.": msg`Answer yes or no.`,
  [AGE_MESSAGE]: msg`Enter an age from 0 to 130.`,
  [QUANTITY_MESSAGE]: msg`Enter a quantity from 0 to 100,000.`,
  "At most 7 passengers.": msg`At most 7 passengers.`,
  [EXCEPTION_REQUIRED_MESSAGE]: msg`Tick exactly one exception.`,
  [PRIVACY_ACT_REQUIRED_MESSAGE]: msg`You must agree to the Privacy Act statement.`,
  [SYMPTOMS_REQUIRED_MESSAGE]: msg`Please select atleast 1`,
  "None of the above cannot be chosen with a symptom.": msg`None of the above cannot be chosen with a symptom.`,
  [UPLOAD_REQUIRED_MESSAGE]: msg`Upload an image of the document.`,
  "Enter the date and time the sample was taken.": msg`Enter the date and time the sample was taken.`,
  "The date cannot be in the future.": msg`The date cannot be in the future.`,
  "The sample cannot have been taken in the future.": msg`The sample cannot have been taken in the future.`,
  "Saved!": msg`Saved!`,
  "Successfully deleted": msg`Successfully deleted`,
  "Your health information has been deleted.": msg`Your health information has been deleted.`,
};

const MAX_LENGTH = /^Must be at most (\d+) characters\.$/;

/** The catalog entry of a schema message; undefined for a text we do not know (a server's own). */
export function errorDescriptor(message: string): MessageDescriptor | undefined {
  const max = MAX_LENGTH.exec(message)?.[1];
  if (Object.hasOwn(TRANSLATED, message)) return TRANSLATED[message];
  return max ? msg`Must be at most ${max} characters.` : undefined;
}

/** The error text of a field in the reader's language. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const known = errorDescriptor(message);
      return known ? i18n._(known) : message;
    },
    [i18n],
  );
}
