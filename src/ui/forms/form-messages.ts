import { msg } from "@lingui/core/macro";
import type { FormMessages } from "./person-values.ts";

/**
 * The forms' error messages. Catalog ids, not texts: FormField translates them where it shows
 * them, so an error already on screen follows a change of language.
 */
export const FORM_MESSAGES: FormMessages = {
  required: msg`Required`.id,
  invalidAge: msg`Enter the age in whole years.`.id,
  invalidDate: msg`Enter a valid date.`.id,
  futureDate: msg`The date cannot be in the future.`.id,
};
