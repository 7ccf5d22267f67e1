import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "#domain/error-codes.ts";
import type { CallFailure } from "../../machines/call-failure.ts";
import { DOOR_ERROR_TEXTS } from "./door-error-texts.ts";

export type ErrorTexts = Partial<Record<ErrorCode, MessageDescriptor>>;

/**
 * The words for a refusal (decision 042): a 422's first field message, else the catalog's text for
 * the code, else the server's message for a code this client does not know; undefined when the
 * answer said nothing.
 */
/**
 * The door's texts until the whole catalog has loaded (src/app/i18n.ts), then every one: the guest
 * page's first load carries neither the other texts nor their translations (decision 013).
 */
let knownTexts: ErrorTexts = DOOR_ERROR_TEXTS;

export function knowAllErrorTexts(texts: ErrorTexts): void {
  knownTexts = texts;
}

export function failureText(failure: CallFailure, texts: ErrorTexts = knownTexts): MessageDescriptor | string | undefined {
  const fieldMessage = Object.values(failure.fieldErrors ?? {}).flat()[0];
  if (fieldMessage) return fieldMessage;
  return (failure.code && texts[failure.code]) || failure.message;
}
