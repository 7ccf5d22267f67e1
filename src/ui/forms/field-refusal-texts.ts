import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { FieldRefusal } from "#domain/field-refusals.ts";
import { failureText } from "../../api/failure-text.ts";

/** A refused field's reason in the reader's language (decision 042); the English is the server's (domain/field-refusals.ts). */
const FIELD_REFUSAL_TEXTS: Record<FieldRefusal, MessageDescriptor> = {
  UPLOAD_EMPTY: msg`Choose an image to upload.`,
  NOT_AN_IMAGE: msg`Only PNG, JPG or GIF images can be uploaded.`,
  IMAGE_DAMAGED: msg`The image could not be read. It may be damaged or incomplete.`,
  TOO_MANY_PIXELS: msg`The image has too many pixels. Use a picture of at most 16 megapixels.`,
  IMAGE_TOO_LARGE: msg`File size is too large`,
  URL_NOT_ALLOWED: msg`This address cannot be used. Give the public https:// address of an image.`,
  URL_UNREACHABLE: msg`The image could not be fetched from this address. Check the address and try again.`,
  OTP_INVALID: msg`The code is not valid.`,
  OTP_EXPIRED: msg`The code has expired. Please ask for a new code.`,
  OTP_LOCKED: msg`Too many wrong tries. Please ask for a new code.`,
  SIGN_IN_REQUEST_GONE: msg`The sign-in request is not valid. Please ask for a new code.`,
  NO_MOBILE_NUMBER: msg`This sign-in has no mobile number. Please ask for a new code.`,
  SIGN_IN_LINK_INVALID: msg`Invalid authentication link.`,
};

/**
 * A failed call's words (decision 042): the reason of a refused field where the answer names one,
 * else failureText's (the code's words, or the server's for a code this client does not know).
 */
export function fieldRefusalText(failure: CallFailure): MessageDescriptor | string | undefined {
  // The first field's reason: a refusal names one field.
  const reason = Object.values(failure.details ?? {})[0];
  return reason && Object.hasOwn(FIELD_REFUSAL_TEXTS, reason) ? FIELD_REFUSAL_TEXTS[reason as FieldRefusal] : failureText(failure);
}

/** fieldRefusalText in the reader's language, or `fallback` when the answer said nothing. */
export function useFieldRefusalText(): (failure: CallFailure, fallback: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (failure, fallback) => {
      const text = fieldRefusalText(failure);
      if (text === undefined) return fallback;
      return typeof text === "string" ? text : i18n._(text);
    },
    [i18n],
  );
}
