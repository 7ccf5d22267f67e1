import type { NotificationItem } from "#domain/notifications.ts";

/**
 * Where opening a notification leads: the trip it is about; the home, which shows the exposure
 * warning; the profile's list of who looked at one's data. Undefined: nowhere else to go.
 */
export function notificationPath(notification: Pick<NotificationItem, "kind" | "subject_id">): string | undefined {
  switch (notification.kind) {
    case "customs_decision":
    case "trip_expiring":
      return notification.subject_id ? `/app/trips/${encodeURIComponent(notification.subject_id)}` : undefined;
    case "exposure_warning":
      return "/app";
    case "data_access":
      return "/app/profile#data-access";
  }
}
