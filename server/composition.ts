import type { FastifyBaseLogger } from "fastify";
import { type Checkpointing, auditCheckpointing } from "./audit/audit-checkpoints.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/connection.ts";
import type { AgencyStores } from "./db/stores/agency-stores.ts";
import { type AfterAnswer, createAfterAnswer } from "./delivery/after-answer.ts";
import { createMessageSender } from "./delivery/create-message-sender.ts";
import type { MessageSender } from "./delivery/message-sender.ts";
import { type CheckInWriter, checkInWriter } from "./logbook/check-in-writer.ts";
import { createNotifier, type Notifier } from "./notifications/notifier.ts";
import { resolveVapidKeys, type VapidKeys } from "./notifications/vapid-keys.ts";
import { resolveServerSecret } from "./security/server-secret.ts";
import { createUploadStorage } from "./uploads/create-storage.ts";
import { type UploadLimits, uploadLimits } from "./uploads/upload-limits.ts";
import type { UploadStorage } from "./uploads/storage.ts";

/**
 * Everything the capabilities work with, built once per server (decision 045). Every `xxxRoutes(app,
 * services)` takes this one object and picks what it needs when its routes are registered.
 */
export interface Services {
  config: Config;
  db: Db;
  /** The agencies' stores (decision 016). */
  stores: AgencyStores;
  /** The time every expiry and throttle window is measured by; tests move it forward. */
  clock: () => Date;
  /** The installation's one secret: one-time-password and throttle hashes, sealed staff secrets, the audit trail's person references. */
  serverSecret: string;
  sender: MessageSender;
  /** What customs decisions, tracing and the notification jobs tell an account through. */
  notifier: Notifier;
  vapidKeys: VapidKeys;
  /** Work a request starts but does not wait for; whoever closes the databases waits for it first. */
  afterAnswer: AfterAnswer;
  /** The travellers' uploaded images. */
  uploads: UploadStorage;
  /** The establishments' logos, kept apart from the travellers' images. */
  logos: UploadStorage;
  imageLimits: UploadLimits;
  checkIns: CheckInWriter;
  checkpointing: Checkpointing;
}

export function composeServices(config: Config, db: Db, stores: AgencyStores, log: FastifyBaseLogger, clock: () => Date): Services {
  const sender = createMessageSender(config, db, log, clock);
  const vapidKeys = resolveVapidKeys(config);
  const push = { vapid: vapidKeys, vapidSubject: config.vapidSubject, trustedOrigins: config.pushTrustedOrigins };
  return {
    config,
    db,
    stores,
    clock,
    serverSecret: resolveServerSecret(config),
    sender,
    notifier: createNotifier({ db, sender, clock, publicUrl: config.publicUrl, push }, log),
    vapidKeys,
    afterAnswer: createAfterAnswer(log),
    uploads: createUploadStorage(config),
    logos: createUploadStorage(config, "logos"),
    imageLimits: uploadLimits(config.uploadDecoding),
    checkIns: checkInWriter(db),
    checkpointing: auditCheckpointing(config, sender),
  };
}
