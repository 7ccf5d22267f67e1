import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback } from "react";
import { fromPromise } from "xstate";
import { notificationsMachine } from "../../../machines/notifications.machine.ts";
import { listNotifications, markNotificationRead } from "../../api/notifications.ts";
import type { NotificationItem } from "#domain/notifications.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { navigate } from "../navigation/navigate.ts";
import { notificationPath } from "./notification-path.ts";
import { notificationText } from "./notification-texts.ts";
import { useReloadOnNews } from "./reload-on-news.ts";

const machine = notificationsMachine.provide({
  actors: {
    loadNotifications: fromPromise(() => listNotifications()),
    markRead: fromPromise<void, { id: string }>(({ input }) => markNotificationRead(input.id)),
  },
  actions: {
    openSubject: (_, notification) => {
      const path = notificationPath(notification);
      if (path) navigate(path);
    },
  },
});

/** The notifications machine for one screen; it loads again when a push may have come (reload-on-news.ts). */
export function useNotifications() {
  const actor = useActorRef(machine);
  useReloadOnNews(useCallback(() => actor.send({ type: "notifications.reload" }), [actor]));
  return actor;
}

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
  const actor = useNotifications();
  const state = useSelector(actor, (snapshot) => (snapshot.matches("ready") ? "ready" : snapshot.matches("failed") ? "failed" : "loading"));
  const notifications = useSelector(actor, (snapshot) => snapshot.context.notifications);
  const open = (notification: NotificationItem) => actor.send({ type: "notification.opened", notification, at: new Date().toISOString() });

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
        <button type="button" className="button secondary" onClick={() => actor.send({ type: "notifications.reload" })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <p className="notifications-empty">
        <Trans>No notifications yet. When customs decides on your trip, a health official warns you of an exposure or an agency looks at your data, you will find it here.</Trans>
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
