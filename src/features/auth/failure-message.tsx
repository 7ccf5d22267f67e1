import { useSignInStep } from "./use-auth.ts";

/**
 * Why the last sign-in call failed, as the server put it (a throttled request, a refused code). It
 * stays beside the form; the error catalogue's toast has already announced most of these.
 */
export function FailureMessage() {
  const { error } = useSignInStep();
  if (!error) return null;
  return <p className="sign-in-failure">{error}</p>;
}
