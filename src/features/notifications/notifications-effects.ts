import { fromPromise } from "xstate";
import { notificationsMachine } from "../../../machines/notifications.machine.ts";
import { listNotifications, markNotificationRead } from "../../api/notifications.ts";
import { navigate } from "../navigation/navigate.ts";
import { notificationPath } from "./notification-path.ts";

/** The notifications machine for the list: loading, marking read, and opening what a notification is about. */
export const notificationListMachine = notificationsMachine.provide({
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
