import type { StaffFailure } from "../../../machines/console/staff-sign-in.machine.ts";
import { useFailureText } from "./console-messages.ts";

/** A failed call's reason, read out when it appears. */
export function FailureNotice({ failure }: { failure: StaffFailure | undefined }) {
  const failureText = useFailureText();
  if (!failure) return null;
  return (
    <p className="console-failure" role="alert">
      {failureText(failure)}
    </p>
  );
}
