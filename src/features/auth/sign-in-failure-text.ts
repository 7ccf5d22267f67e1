import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { FieldRefusal } from "#domain/field-refusals.ts";
import { failureText } from "../../api/failure-text.ts";

/** The reasons a sign-in is refused for (domain/field-refusals.ts), in the reader's language; the English is the server's. */
const SIGN_IN_REFUSAL_TEXTS = {
  OTP_INVALID: msg`The code is not valid.`,
  OTP_EXPIRED: msg`The code has expired. Please ask for a new code.`,
  OTP_LOCKED: msg`Too many wrong tries. Please ask for a new code.`,
  SIGN_IN_REQUEST_GONE: msg`The sign-in request is not valid. Please ask for a new code.`,
  NO_MOBILE_NUMBER: msg`This sign-in has no mobile number. Please ask for a new code.`,
  SIGN_IN_LINK_INVALID: msg`Invalid authentication link.`,
} as const satisfies Partial<Record<FieldRefusal, MessageDescriptor>>;

export type SignInRefusal = keyof typeof SIGN_IN_REFUSAL_TEXTS;

/**
 * Why a sign-in call failed, by what the answer names (decision 042): the refused field's reason,
 * else the code's words (failureText); undefined when the answer said nothing.
 */
export function signInFailureText(failure: CallFailure): MessageDescriptor | string | undefined {
  // A refusal names one field.
  const reason = Object.values(failure.details ?? {})[0];
  if (reason !== undefined && Object.hasOwn(SIGN_IN_REFUSAL_TEXTS, reason)) return SIGN_IN_REFUSAL_TEXTS[reason as SignInRefusal];
  return failureText(failure);
}
