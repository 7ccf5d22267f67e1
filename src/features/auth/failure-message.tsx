import { useFieldRefusalText } from "../../ui/forms/field-refusal-texts.ts";
import { useSignInStep } from "./use-auth.ts";

/**
 * Why the last sign-in call failed (a throttled request, a refused code), worded by what the answer
 * names (decision 042). It stays beside the form; the error catalogue's toast has already announced
 * the refusals that are not the form's own.
 */
export function FailureMessage() {
  const { failure } = useSignInStep();
  const text = useFieldRefusalText();
  const message = failure && text(failure, "");
  if (!message) return null;
  return <p className="sign-in-failure">{message}</p>;
}
