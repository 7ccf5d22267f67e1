import { useLingui } from "@lingui/react";
import { signInFailureText } from "./sign-in-failure-text.ts";
import { useSignInStep } from "./use-auth.ts";

/**
 * Why the last sign-in call failed (a throttled request, a refused code), worded by what the answer
 * names (decision 042). It stays beside the form; the error catalogue's toast has already announced
 * the refusals that are not the form's own.
 */
export function FailureMessage() {
  const { i18n } = useLingui();
  const { failure } = useSignInStep();
  const text = failure && signInFailureText(failure);
  if (!text) return null;
  return <p className="sign-in-failure">{typeof text === "string" ? text : i18n._(text)}</p>;
}
