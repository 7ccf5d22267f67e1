import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "#domain/error-codes.ts";
import type { CallFailure } from "../../machines/call-failure.ts";
import { ERROR_TEXTS } from "./error-texts.ts";

export type ErrorTexts = Partial<Record<ErrorCode, MessageDescriptor>>;

/**
 * The words for a refusal (decision 042): a 422's first field message, else the catalog's text for
 * the code, else the server's message for a code this client does not know; undefined when the
 * answer said nothing.
 */
export function failureText(failure: CallFailure, texts: ErrorTexts = ERROR_TEXTS): MessageDescriptor | string | undefined {
  const fieldMessage = Object.values(failure.fieldErrors ?? {}).flat()[0];
  if (fieldMessage) return fieldMessage;
  return (failure.code && texts[failure.code]) || failure.message;
}
