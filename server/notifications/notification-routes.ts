import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import type { AgencyStores } from "../db/stores/agency-stores.ts";
import type { MessageSender } from "../delivery/message-sender.ts";

export interface NotificationDeps {
  stores: AgencyStores;
  sender: MessageSender;
  config: Pick<Config, "vapidPublicKey" | "vapidPrivateKey" | "vapidSubject" | "pushTrustedOrigins" | "sqliteFile" | "publicUrl">;
  clock: () => Date;
}

/** Issue 17: push subscriptions (POST /api/v1/registrant-set-fcm-token and its removal) and the account's notifications. */
export function notificationRoutes(_app: FastifyInstance, _db: Db, _deps: NotificationDeps): void {}
