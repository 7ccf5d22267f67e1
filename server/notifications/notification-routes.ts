import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { MessageAnswer } from "#domain/accounts.ts";
import { NotificationItem, NotificationsAnswer, PUSH_MESSAGES, PushPublicKeyAnswer, PushToken, PushUnsubscribe } from "#domain/notifications.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { listNotifications, markRead } from "./notification-queries.ts";
import { checkPushEndpoint } from "./push-endpoint.ts";
import { removeSubscription, saveSubscription } from "./push-subscriptions.ts";

/** A subscription is a few hundred bytes; anything near this is not one. */
const PUSH_TOKEN_BODY_LIMIT = 8192;
const SAVED = "Saved!";
const REMOVED = "Notifications are switched off on this device.";
const NOTIFICATION_NOT_FOUND = "Notification not found.";
const NotificationParamsId = v.object({ id: v.pipe(v.string(), v.uuid(NOTIFICATION_NOT_FOUND)) });
const NotificationReadAnswer = v.object({ data: NotificationItem });

/** Decision 029: push subscriptions (POST /api/v1/registrant-set-fcm-token and its removal) and the account's notifications. */
export function notificationRoutes(app: FastifyInstance, { db, vapidKeys: vapid, config, clock }: Services): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v2/push/public-key",
    summary: "The server's VAPID public key (base64url), which a browser subscribes to push with",
    tags: ["notifications"],
    response: PushPublicKeyAnswer,
    handler: async () => ({ public_key: vapid.publicKey }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/registrant-set-fcm-token",
    summary:
      "Register this browser's push subscription for the signed-in account: an https endpoint of a push service on the public internet (a subscription moves to the last account that sets it)",
    tags: ["notifications"],
    body: PushToken,
    bodyLimit: PUSH_TOKEN_BODY_LIMIT,
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }) => {
      const checked = await checkPushEndpoint(body.token.endpoint, config.pushTrustedOrigins);
      if (!checked.ok) throw fieldErrors([["token.endpoint", PUSH_MESSAGES.endpoint]]);
      await saveSubscription(db, userId, body.token, clock());
      return { message: SAVED };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v2/me/push-subscriptions",
    summary: "Switch push off for this browser: removes the signed-in account's subscription with this endpoint",
    tags: ["notifications"],
    body: PushUnsubscribe,
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }) => {
      await removeSubscription(db, userId, body.endpoint);
      return { message: REMOVED };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v2/me/notifications",
    summary: "The signed-in account's notifications, newest first, and how many are unread",
    tags: ["notifications"],
    response: NotificationsAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => listNotifications(db, userId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v2/me/notifications/:id/read",
    summary: "Mark one of the signed-in account's notifications read",
    tags: ["notifications"],
    params: NotificationParamsId,
    response: NotificationReadAnswer,
    access: signedInUser(db, clock),
    handler: async ({ params, auth: { userId } }) => {
      const item = await markRead(db, userId, params.id, clock());
      if (!item) throw new HttpError(404, "NOTIFICATION_NOT_FOUND");
      return { data: item };
    },
  });
}
