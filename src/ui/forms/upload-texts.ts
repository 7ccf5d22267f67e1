import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { NO_CONNECTION_TEXT } from "../../api/uploads.ts";
import { UPLOAD_MESSAGES } from "#domain/uploads.ts";

// The shared schema and the server speak English; the field shows their texts in the reader's language.
const KNOWN_TEXTS: Record<string, MessageDescriptor> = {
  [UPLOAD_MESSAGES.tooLarge]: msg`File size is too large`,
  [UPLOAD_MESSAGES.notAnImage]: msg`Only PNG, JPG or GIF images can be uploaded.`,
  [UPLOAD_MESSAGES.empty]: msg`Choose an image to upload.`,
  [UPLOAD_MESSAGES.damaged]: msg`The image could not be read. It may be damaged or incomplete.`,
  [UPLOAD_MESSAGES.tooManyPixels]: msg`The image has too many pixels. Use a picture of at most 16 megapixels.`,
  [UPLOAD_MESSAGES.tooMany]: msg`Too many images uploaded. Please try again in a minute.`,
  [UPLOAD_MESSAGES.busy]: msg`The server is busy with other images. Please try again in a moment.`,
  [UPLOAD_MESSAGES.urlInvalid]: msg`Enter the web address of an image, starting with https://.`,
  [UPLOAD_MESSAGES.urlNotAllowed]: msg`This address cannot be used. Give the public https:// address of an image.`,
  [UPLOAD_MESSAGES.urlUnreachable]: msg`The image could not be fetched from this address. Check the address and try again.`,
  [NO_CONNECTION_TEXT]: msg`Unable to connect to web service`,
};

/** Why an upload failed, in the current language when the text is one we know; a general text when nobody said. */
export function useUploadFailureText(): (failure: string) => string {
  const { i18n } = useLingui();
  return (failure) => {
    if (failure === "") return i18n._(msg`The image could not be uploaded. Please try again.`);
    const known = KNOWN_TEXTS[failure];
    return known ? i18n._(known) : failure;
  };
}
