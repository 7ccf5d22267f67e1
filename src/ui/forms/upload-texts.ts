import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { CallFailure } from "../../../machines/call-failure.ts";
import { fieldRefusalText } from "./field-refusal-texts.ts";

/**
 * Why an upload failed, by what the answer names (decision 042): no answer; an address the shared
 * schema refused (its one check of the field); a refused field's reason or the code; a general
 * text when nobody said.
 */
export function uploadFailureText(failure: CallFailure): MessageDescriptor | string {
  if (failure.status === 0) return msg`Unable to connect to web service`;
  if (failure.fieldErrors?.url && !failure.details) return msg`Enter the web address of an image, starting with https://.`;
  return fieldRefusalText(failure) ?? msg`The image could not be uploaded. Please try again.`;
}

/** uploadFailureText in the reader's language. */
export function useUploadFailureText(): (failure: CallFailure) => string {
  const { i18n } = useLingui();
  return useCallback(
    (failure) => {
      const text = uploadFailureText(failure);
      return typeof text === "string" ? text : i18n._(text);
    },
    [i18n],
  );
}
