import { assertEvent, assign, fromPromise, setup, spawnChild } from "xstate";
import type { NotificationItem, NotificationsAnswer } from "#domain/notifications.ts";

export interface NotificationsContext {
  /** Newest first, as the server lists them. */
  notifications: NotificationItem[];
  unread: number;
}

export type NotificationsEvent =
  | { type: "notifications.reload" }
  /** `at`: when it was opened, which marks it read here at once. */
  | { type: "notification.opened"; notification: NotificationItem; at: string };

const never = () => new Promise<never>(() => {});

/**
 * Decision 029: the traveller's notifications screen and the home's unread badge. The list loads when
 * the screen opens; a failed load can be tried again. Opening a notification goes to what it is
 * about and marks it read: here at once, on the server in the background, since the traveller is
 * already on their way and a failed mark only shows it unread again next time.
 */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    loadNotifications: fromPromise<NotificationsAnswer>(never),
    markRead: fromPromise<void, { id: string }>(never),
  },
  actions: {
    /** The view goes to what the notification is about. */
    openSubject: (_, _notification: NotificationItem) => {},
    markReadHere: assign(({ context }, { id, at }: { id: string; at: string }) => ({
      notifications: context.notifications.map((notification) => (notification.id === id ? { ...notification, read_at: at } : notification)),
      unread: Math.max(0, context.unread - 1),
    })),
  },
}).createMachine({
  id: "notifications",
  context: { notifications: [], unread: 0 },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadNotifications",
        src: "loadNotifications",
        onDone: { target: "ready", actions: assign({ notifications: ({ event }) => event.output.data, unread: ({ event }) => event.output.unread }) },
        onError: "failed",
      },
    },
    failed: { on: { "notifications.reload": "loading" } },
    ready: {
      on: {
        "notifications.reload": "loading",
        "notification.opened": [
          {
            guard: ({ context, event }) => context.notifications.some((item) => item.id === event.notification.id && item.read_at === null),
            actions: [
              { type: "markReadHere", params: ({ event }) => ({ id: event.notification.id, at: event.at }) },
              spawnChild("markRead", {
                input: ({ event }) => {
                  assertEvent(event, "notification.opened");
                  return { id: event.notification.id };
                },
              }),
              { type: "openSubject", params: ({ event }) => event.notification },
            ],
          },
          { actions: { type: "openSubject", params: ({ event }) => event.notification } },
        ],
      },
    },
  },
});
