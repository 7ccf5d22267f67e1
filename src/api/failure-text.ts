import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "#domain/error-codes.ts";
import type { CallFailure } from "../../machines/call-failure.ts";
import { DOOR_ERROR_TEXTS } from "./door-error-texts.ts";

export type ErrorTexts = Partial<Record<ErrorCode, MessageDescriptor>>;

/**
 * The door's texts until the whole catalog has loaded (src/app/i18n.ts), then every one: the guest
 * page's first load carries neither the other texts nor their translations (decision 013).
 */
let knownTexts: ErrorTexts = DOOR_ERROR_TEXTS;
let whenUnknown: (() => void) | undefined;

export function knowAllErrorTexts(texts: ErrorTexts): void {
  knownTexts = texts;
}

/** What to do when a refusal's words are not among those loaded yet: the app then loads them all. */
export function onErrorTextUnknown(listener: () => void): void {
  whenUnknown = listener;
}

/**
 * The words for a refusal (decision 042): a 422's first field message, else the catalog's text for
 * the code, else the server's message for a code this client does not know; undefined when the
 * answer said nothing. A code whose words have not loaded yet shows the server's until they have.
 */
export function failureText(failure: CallFailure, texts: ErrorTexts = knownTexts): MessageDescriptor | string | undefined {
  const fieldMessage = Object.values(failure.fieldErrors ?? {}).flat()[0];
  if (fieldMessage) return fieldMessage;
  const known = failure.code && texts[failure.code];
  if (known) return known;
  if (failure.code) whenUnknown?.();
  return failure.message;
}
