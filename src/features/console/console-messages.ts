import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { FieldError } from "react-hook-form";
import { PASSKEY_FAILED, type StaffFailure } from "../../../machines/console/staff-sign-in.machine.ts";
import { STAFF_MESSAGES } from "#domain/staff/staff-accounts.ts";
import { CUSTOMS_MESSAGES } from "#domain/customs-check.ts";

// The server and the shared schemas speak English; the console shows their known texts in the member's language.
const KNOWN_TEXTS: Record<string, MessageDescriptor> = {
  [STAFF_MESSAGES.signedOut]: msg`Please sign in to the console.`,
  [STAFF_MESSAGES.sessionEnded]: msg`Your console session has ended. Please sign in again.`,
  [STAFF_MESSAGES.secondFactorRequired]: msg`Confirm your sign-in with your authenticator app or passkey.`,
  [STAFF_MESSAGES.enrolmentRequired]: msg`Set up your authenticator app before you continue.`,
  [STAFF_MESSAGES.disabled]: msg`This staff account is disabled.`,
  [STAFF_MESSAGES.locked]: msg`Too many wrong codes. This account is locked for 30 minutes.`,
  [STAFF_MESSAGES.forbidden]: msg`Your role does not allow this.`,
  [STAFF_MESSAGES.wrongCode]: msg`The code is not correct.`,
  [STAFF_MESSAGES.inviteInvalid]: msg`This invitation link is not valid. Ask your administrator for a new one.`,
  [STAFF_MESSAGES.inviteExpired]: msg`This invitation has expired. Ask your administrator for a new one.`,
  [STAFF_MESSAGES.inviteUsed]: msg`This invitation has already been used.`,
  "Enter the 6-digit code.": msg`Enter the 6-digit code.`,
  "Invalid Email": msg`Enter a valid e-mail address.`,
  "Enter the name.": msg`Enter the name.`,
  "The name is too long.": msg`The name is too long.`,
  "Choose a role.": msg`Choose a role.`,
  [CUSTOMS_MESSAGES.notAmendable]: msg`Only the officer who decided may amend the decision, within 30 minutes. After that a customs supervisor may override it.`,
  [CUSTOMS_MESSAGES.notDecided]: msg`No decision has been recorded for this trip yet: record one first.`,
  [CUSTOMS_MESSAGES.changedMeanwhile]: msg`The decision was changed meanwhile. Open the trip again to see it.`,
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

/** What to show for a failed call: the server's reason, a cancelled passkey, or no connection. */
export function useFailureText(): (failure: StaffFailure) => string {
  const { i18n } = useLingui();
  const text = useConsoleText();
  return (failure) => {
    if (failure.error === PASSKEY_FAILED) return i18n._(msg`The passkey was not used. Try again, or use your authenticator app.`);
    if (failure.message) return text(failure.message);
    if (failure.status === 0) return i18n._(msg`The console could not be reached. Check your connection and try again.`);
    return i18n._(msg`Something went wrong. Please try again.`);
  };
}
