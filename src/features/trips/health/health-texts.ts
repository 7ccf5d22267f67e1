import type { MessageDescriptor } from "@lingui/core";
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
};

/** A text from the server or a shared schema, in the current language when it is one we know. */
export function useHealthText(): (text: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (text: string | undefined) => {
      const known = text === undefined ? undefined : HEALTH_TEXTS[text];
      return known ? i18n._(known) : errorText(text);
    },
    [i18n, errorText],
  );
}
