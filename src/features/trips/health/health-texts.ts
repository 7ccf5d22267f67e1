import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { EXCEPTION_REQUIRED_MESSAGE, PRIVACY_ACT_REQUIRED_MESSAGE } from "../../../domain/declarations/health-declaration.ts";
import { SYMPTOMS_REQUIRED_MESSAGE } from "../../../domain/logbook.ts";
import { UPLOAD_REQUIRED_MESSAGE } from "../../../domain/medical-records.ts";
import { useErrorText } from "../forms/form-errors.ts";

// The health screens' own schema messages; the declarations' common ones are translated by useErrorText.
const HEALTH_TEXTS: Record<string, MessageDescriptor> = {
  [EXCEPTION_REQUIRED_MESSAGE]: msg`Tick exactly one exception.`,
  [PRIVACY_ACT_REQUIRED_MESSAGE]: msg`You must agree to the Privacy Act statement.`,
  [SYMPTOMS_REQUIRED_MESSAGE]: msg`Please select atleast 1`,
  "None of the above cannot be chosen with a symptom.": msg`None of the above cannot be chosen with a symptom.`,
  [UPLOAD_REQUIRED_MESSAGE]: msg`Upload an image of the document.`,
  "Enter the date and time the sample was taken.": msg`Enter the date and time the sample was taken.`,
  "The date cannot be in the future.": msg`The date cannot be in the future.`,
  "The sample cannot have been taken in the future.": msg`The sample cannot have been taken in the future.`,
  "Saved!": msg`Saved!`,
  "Successfully deleted": msg`Successfully deleted`,
  "Your health information has been deleted.": msg`Your health information has been deleted.`,
};

/** One of the health screens' known texts in the reader's language; undefined for any other text. */
export function knownHealthText(i18n: I18n, text: string): string | undefined {
  const known = HEALTH_TEXTS[text];
  return known ? i18n._(known) : undefined;
}

/** A text from the server or a shared schema, in the current language when it is one we know. */
export function useHealthText(): (text: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (text: string | undefined) => (text === undefined ? undefined : knownHealthText(i18n, text)) ?? errorText(text),
    [i18n, errorText],
  );
}
