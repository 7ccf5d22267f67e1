import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { FieldError } from "react-hook-form";

// The shared schemas speak English (the server answers with the same texts); the forms show them in the reader's language.
const SCHEMA_MESSAGES: Record<string, MessageDescriptor> = {
  "Invalid Email": msg`Invalid Email`,
  "Email Address don't match": msg`Email Address don't match`,
  "Mobile Phones is Invalid": msg`Mobile Phones is Invalid`,
  "Enter the 6-digit code.": msg`Enter the 6-digit code.`,
};

/** The message of a field's error in the current language. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (error) => {
    if (!error?.message) return undefined;
    const known = SCHEMA_MESSAGES[error.message];
    return known ? i18n._(known) : error.message;
  };
}
