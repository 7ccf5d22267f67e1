import { msg } from "@lingui/core/macro";
import type { FormMessages } from "./profile-form-values.ts";

// Catalog ids, not texts: FormField translates them where it shows them, so an error already on
// screen follows a change of language.
const FORM_MESSAGES: FormMessages = {
  required: msg`Required`.id,
  invalidDate: msg`Enter a valid date.`.id,
  futureDate: msg`The date cannot be in the future.`.id,
};

/** The forms' error messages (catalog ids); the same object for the page's life, so the schemas are built once. */
export function useFormMessages(): FormMessages {
  return FORM_MESSAGES;
}
