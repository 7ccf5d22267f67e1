import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import type { ActorRefFrom } from "xstate";
import type { notificationsMachine } from "../../../machines/notifications.machine.ts";
import type { NotificationItem } from "#domain/notifications.ts";
import { useReloadOnNews } from "./reload-on-news.ts";

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/** The notifications machine as a view sees it; it loads again when a push may have come (reload-on-news.ts). */
export function useNotifications(actor: NotificationsActor) {
  const reload = useCallback(() => actor.send({ type: "notifications.reload" }), [actor]);
  useReloadOnNews(reload);
  return {
    state: useSelector(actor, (snapshot) => (snapshot.matches("ready") ? "ready" : snapshot.matches("failed") ? "failed" : "loading")),
    /** Unread notifications; none while the count is not known (a failed count shows no badge). */
    unread: useSelector(actor, (snapshot) => (snapshot.matches("ready") ? snapshot.context.unread : 0)),
    notifications: useSelector(actor, (snapshot) => snapshot.context.notifications),
    open: (notification: NotificationItem) => actor.send({ type: "notification.opened", notification, at: new Date().toISOString() }),
    reload,
  };
}
