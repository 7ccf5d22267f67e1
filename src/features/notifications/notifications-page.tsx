import { Trans } from "@lingui/react/macro";

/** /app/notifications: the account's notifications (issue 17). */
export function NotificationsPage() {
  return (
    <p>
      <Trans>Notifications</Trans>
    </p>
  );
}
