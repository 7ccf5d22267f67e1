import { Trans } from "@lingui/react/macro";

/** What a console page shows for the moment between its session ending and the console's return to sign-in. */
export function SessionEndedNotice() {
  return (
    <p className="console-failure" role="alert">
      <Trans>Your console session has ended. Please sign in again.</Trans>
    </p>
  );
}
