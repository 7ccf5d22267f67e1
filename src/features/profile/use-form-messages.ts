import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { FormMessages } from "./profile-form-values.ts";

/** The forms' error texts in the current language; a new object only when the language changes. */
export function useFormMessages(): FormMessages {
  const { t } = useLingui();
  return useMemo(
    () => ({
      required: t`Required`,
      invalidDate: t`Enter a valid date.`,
      futureDate: t`The date cannot be in the future.`,
    }),
    [t],
  );
}
