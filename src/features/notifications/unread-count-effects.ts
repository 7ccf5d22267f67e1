import { fromPromise } from "xstate";
import { notificationsMachine } from "../../../machines/notifications.machine.ts";
import { listNotifications } from "../../api/notifications.ts";

/** The notifications machine for the home menu's badge: it only counts, so it only loads. */
export const unreadCountMachine = notificationsMachine.provide({ actors: { loadNotifications: fromPromise(() => listNotifications()) } });
