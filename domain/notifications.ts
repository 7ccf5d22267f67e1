import * as v from "valibot";

/**
 * Decision 029: what the account is told, how it travels and what the app shows of it. The texts are
 * written from `params` in the reader's language, on the server for push, e-mail and SMS and in the
 * app for the notifications screen.
 */
export const NOTIFICATION_KINDS = ["customs_decision", "exposure_warning", "data_access", "trip_expiring"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["push", "email", "sms"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** pending: waiting for its (next) attempt; gone: the push service said the subscription no longer exists. */
export const DELIVERY_STATUSES = ["pending", "sent", "failed", "gone"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The facts a notification's text is made from; every field optional, each kind uses its own. */
export const NotificationParams = v.object({
  /** customs_decision: the trip's review status (CLEARED, FOR_INSPECTION…). */
  decision: v.optional(v.string()),
  /** exposure_warning and trip_expiring: the day concerned, YYYY-MM-DD. */
  day: v.optional(v.string()),
  /** exposure_warning: the place; data_access: the agencies that accessed, e.g. ["customs"]. */
  place: v.optional(v.string()),
  agencies: v.optional(v.array(v.string())),
  /** exposure_warning: stay home until this day. */
  until: v.optional(v.string()),
});
export type NotificationParams = v.InferOutput<typeof NotificationParams>;

export const NotificationItem = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  /** The trip (customs_decision, trip_expiring) or the exposure (exposure_warning) it is about. */
  subject_id: v.nullable(v.string()),
  params: NotificationParams,
  created_at: v.string(),
  read_at: v.nullable(v.string()),
});
export type NotificationItem = v.InferOutput<typeof NotificationItem>;

/** GET /api/v2/me/notifications: newest first, at most NOTIFICATIONS_PAGE_SIZE, and the unread count for the home's badge. */
export const NotificationsAnswer = v.object({ data: v.array(NotificationItem), unread: v.number() });
export type NotificationsAnswer = v.InferOutput<typeof NotificationsAnswer>;
export const NOTIFICATIONS_PAGE_SIZE = 100;

/** GET /api/v2/push/public-key: the server's VAPID public key (base64url), which the browser subscribes with. */
export const PushPublicKeyAnswer = v.object({ public_key: v.string() });

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const PUSH_MESSAGES = {
  notSubscription: "The token must be a push subscription with an endpoint and its p256dh and auth keys.",
  endpoint: "The push endpoint must be an https address of a push service.",
} as const;
export { PUSH_MESSAGES };

/**
 * POST /api/v1/registrant-set-fcm-token: the browser's PushSubscription as its toJSON() gives it.
 * p256dh is an uncompressed P-256 point (65 bytes, 87 base64url characters), auth 16 bytes (22).
 */
export const PushToken = v.object({
  token: v.object(
    {
      endpoint: v.pipe(v.string(PUSH_MESSAGES.notSubscription), v.maxLength(2048, PUSH_MESSAGES.endpoint), v.url(PUSH_MESSAGES.endpoint)),
      expirationTime: v.optional(v.nullable(v.number())),
      keys: v.object(
        {
          p256dh: v.pipe(
            v.string(PUSH_MESSAGES.notSubscription),
            v.regex(BASE64URL, PUSH_MESSAGES.notSubscription),
            v.length(87, PUSH_MESSAGES.notSubscription),
          ),
          auth: v.pipe(v.string(PUSH_MESSAGES.notSubscription), v.regex(BASE64URL, PUSH_MESSAGES.notSubscription), v.length(22, PUSH_MESSAGES.notSubscription)),
        },
        PUSH_MESSAGES.notSubscription,
      ),
    },
    PUSH_MESSAGES.notSubscription,
  ),
});
export type PushToken = v.InferOutput<typeof PushToken>;

/** DELETE /api/v2/me/push-subscriptions: this browser's subscription, switched off (or signed out). */
export const PushUnsubscribe = v.object({ endpoint: v.pipe(v.string(), v.maxLength(2048)) });

/**
 * A web push's payload (JSON, encrypted by the push library), which public/push-handler.js shows:
 * the text already in the recipient's language, a tag so a newer push on the same subject replaces
 * the older one, and the app path a tap opens (e.g. /app/trips/{id}, /app, /app/notifications).
 */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}
