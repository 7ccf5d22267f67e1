import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { FieldError } from "react-hook-form";
import type { CallFailure } from "../../../machines/call-failure.ts";
import { ERROR_TEXTS } from "../../api/error-texts.ts";
import { useFailureText as useWording } from "../../ui/use-failure-text.ts";
import { CONSOLE_ERROR_TEXTS } from "./console-error-texts.ts";
import { STAFF_MESSAGES } from "#domain/staff/staff-accounts.ts";

// The shared schemas speak English (a 422 repeats their field messages); the console shows them in the member's language.
// A refusal's own words are chosen by its code (decision 042).
const KNOWN_TEXTS: Record<string, MessageDescriptor> = {
  [STAFF_MESSAGES.wrongCode]: msg`The code is not correct.`,
  [STAFF_MESSAGES.inviteInvalid]: msg`This invitation link is not valid. Ask your administrator for a new one.`,
  "Enter the 6-digit code.": msg`Enter the 6-digit code.`,
  "Enter a recovery code as it was given: ten letters and digits.": msg`Enter a recovery code as it was given: ten letters and digits.`,
  "Invalid Email": msg`Enter a valid e-mail address.`,
  "Enter the name.": msg`Enter the name.`,
  "The name is too long.": msg`The name is too long.`,
  "Choose a role.": msg`Choose a role.`,
};

/** Known English texts in the member's language; others as the server wrote them. */
export function useConsoleText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => {
    const known = KNOWN_TEXTS[text];
    return known ? i18n._(known) : text;
  };
}

export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const text = useConsoleText();
  return (error) => (error?.message ? text(error.message) : undefined);
}

const CONSOLE_TEXTS = { ...ERROR_TEXTS, ...CONSOLE_ERROR_TEXTS };

/** What to show for a failed call: the words for its code or its field, a cancelled passkey, or no connection. */
export function useFailureText(): (failure: CallFailure) => string {
  const { i18n } = useLingui();
  const text = useConsoleText();
  const wording = useWording(CONSOLE_TEXTS);
  return (failure) => {
    if (failure.local === "passkey_failed") return i18n._(msg`The passkey was not used. Try again, or use your authenticator app.`);
    if (failure.status === 0) return i18n._(msg`The console could not be reached. Check your connection and try again.`);
    // Worded as the decided card words it (decided-panel.tsx).
    const who = failure.code === "ALREADY_DECIDED" ? failure.details?.decided_by : undefined;
    const decidedAt = failure.details?.decided_at;
    if (who && decidedAt) {
      const at = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(decidedAt));
      return i18n._(msg`A decision has already been recorded for this trip, by ${who} at ${at}.`);
    }
    return text(wording(failure, i18n._(msg`Something went wrong. Please try again.`)));
  };
}
