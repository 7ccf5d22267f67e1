import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { ErrorCode } from "#domain/error-codes.ts";
import type { FieldRefusal } from "#domain/field-refusals.ts";
import { ERROR_TEXTS } from "../../api/error-texts.ts";
import { failureText } from "../../api/failure-text.ts";

/**
 * The codes only an image's upload meets (decision 042). The error catalogue's toast never shows
 * them, so their words travel with the image fields rather than with every page's first load.
 */
const UPLOAD_ERROR_TEXTS = {
  UPLOAD_TOO_LARGE: msg`File size is too large`,
  TOO_MANY_UPLOADS: msg`Too many images uploaded. Please try again in a minute.`,
  UPLOADS_BUSY: msg`The server is busy with other images. Please try again in a moment.`,
} as const satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

export type UploadErrorCode = keyof typeof UPLOAD_ERROR_TEXTS;

const IMAGE_CODE_TEXTS = { ...ERROR_TEXTS, ...UPLOAD_ERROR_TEXTS };

/** The reasons an image is refused for (domain/field-refusals.ts), in the reader's language; the English is the server's. */
const IMAGE_REFUSAL_TEXTS = {
  UPLOAD_EMPTY: msg`Choose an image to upload.`,
  NOT_AN_IMAGE: msg`Only PNG, JPG or GIF images can be uploaded.`,
  IMAGE_DAMAGED: msg`The image could not be read. It may be damaged or incomplete.`,
  TOO_MANY_PIXELS: msg`The image has too many pixels. Use a picture of at most 16 megapixels.`,
  IMAGE_TOO_LARGE: msg`File size is too large`,
  URL_NOT_ALLOWED: msg`This address cannot be used. Give the public https:// address of an image.`,
  URL_UNREACHABLE: msg`The image could not be fetched from this address. Check the address and try again.`,
} as const satisfies Partial<Record<FieldRefusal, MessageDescriptor>>;

export type ImageRefusal = keyof typeof IMAGE_REFUSAL_TEXTS;

/**
 * Why an image (an upload, an import from an address, a logo) failed, by what the answer names
 * (decision 042): no answer; an address the shared schema refused (its one check of the field); the
 * refused field's reason; the code; else `fallback`.
 */
export function uploadFailureText(failure: CallFailure, fallback: MessageDescriptor): MessageDescriptor | string {
  if (failure.status === 0) return msg`Unable to connect to web service`;
  if (failure.fieldErrors?.url && !failure.details) return msg`Enter the web address of an image, starting with https://.`;
  // A refusal names one field.
  const reason = Object.values(failure.details ?? {})[0];
  if (reason !== undefined && Object.hasOwn(IMAGE_REFUSAL_TEXTS, reason)) return IMAGE_REFUSAL_TEXTS[reason as ImageRefusal];
  return failureText(failure, IMAGE_CODE_TEXTS) ?? fallback;
}

/** uploadFailureText in the reader's language. */
export function useUploadFailureText(): (failure: CallFailure, fallback?: MessageDescriptor) => string {
  const { i18n } = useLingui();
  return useCallback(
    (failure, fallback = msg`The image could not be uploaded. Please try again.`) => {
      const text = uploadFailureText(failure, fallback);
      return typeof text === "string" ? text : i18n._(text);
    },
    [i18n],
  );
}
