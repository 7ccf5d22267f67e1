import { useSignInStep } from "./use-auth.ts";

/** Why the last sign-in call failed, as the server put it (a throttled request, a refused code). */
export function FailureMessage() {
  const { error } = useSignInStep();
  if (!error) return null;
  return (
    <p className="sign-in-failure" role="alert">
      {error}
    </p>
  );
}
