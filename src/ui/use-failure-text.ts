import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { CallFailure } from "../../machines/call-failure.ts";
import { type ErrorTexts, failureText } from "../api/failure-text.ts";

/** A failed call's words in the reader's language, or `fallback` when the answer said nothing (decision 042). */
export function useFailureText(texts?: ErrorTexts): (failure: CallFailure, fallback: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (failure, fallback) => {
      const text = failureText(failure, texts);
      if (text === undefined) return fallback;
      return typeof text === "string" ? text : i18n._(text);
    },
    [i18n, texts],
  );
}
