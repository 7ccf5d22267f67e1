import { Trans } from "@lingui/react/macro";
import type { CallFailure } from "../../../machines/call-failure.ts";
import { useFailureText } from "./console-messages.ts";

/** A failed call's reason, read out when it appears. */
export function FailureNotice({ failure }: { failure: CallFailure | undefined }) {
  const failureText = useFailureText();
  if (!failure) return null;
  return (
    <p className="console-failure" role="alert">
      {failureText(failure)}
    </p>
  );
}

/** A load that failed: its reason, and a way to try again. */
export function RetryNotice({ failure, onRetry }: { failure: CallFailure | undefined; onRetry: () => void }) {
  return (
    <div className="console-retry">
      <FailureNotice failure={failure} />
      <button type="button" className="button primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
