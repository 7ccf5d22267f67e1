import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import type { NotificationItem } from "#domain/notifications.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { notificationListMachine } from "./notifications-effects.ts";
import { notificationText } from "./notification-texts.ts";
import { useNotifications } from "./use-notifications.ts";

function NotificationRow({ notification, onOpen }: { notification: NotificationItem; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const { title, body } = notificationText(notification, i18n);
  const when = formatDateTime(notification.created_at, i18n.locale);
  const unread = notification.read_at === null;
  return (
    <li className={unread ? "notification unread" : "notification"}>
      <button type="button" className="notification-open" onClick={onOpen}>
        <span className="notification-title">
          {unread && <span className="notification-dot" aria-label={t`Unread`} role="img" />}
          {title}
        </span>
        <span className="notification-body">{body}</span>
        <time dateTime={notification.created_at}>{when}</time>
      </button>
    </li>
  );
}

/** The account's notifications, newest first; opening one goes to what it is about and marks it read. */
export function NotificationList() {
  const { state, notifications, open, reload } = useNotifications(useActorRef(notificationListMachine));

  if (state === "loading" && notifications.length === 0) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (state === "failed") {
    return (
      <div className="notice" role="alert">
        <p>
          <Trans>Your notifications could not be loaded.</Trans>
        </p>
        <button type="button" className="button secondary" onClick={reload}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <p className="notifications-empty">
        <Trans>
          No notifications yet. When customs decides on your trip, a health official warns you of an exposure or an agency looks at your data, you will find it
          here.
        </Trans>
      </p>
    );
  }
  return (
    <ul className="notification-list">
      {notifications.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} onOpen={() => open(notification)} />
      ))}
    </ul>
  );
}
