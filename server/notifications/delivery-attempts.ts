import type { NotificationChannel, NotificationKind } from "#domain/notifications.ts";
import { FALLBACK_LOCALE, type Locale, toLocale } from "#domain/locales.ts";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { messageText, pushPayload } from "./notification-texts.ts";
import { type AttemptOutcome, type PushSettings, sendPush } from "./push-sending.ts";

const MINUTE_MS = 60_000;
/** The waits after each failed attempt of a transient kind; one more failure after the last and the delivery has failed. */
export const RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS] as const;
/**
 * An attempt holds its delivery this long (the push request's own timeout is far shorter): another
 * process's worker does not take it meanwhile, and one whose process died is tried again after it.
 */
const CLAIM_MS = 5 * MINUTE_MS;
const ERROR_KEPT_CHARACTERS = 300;

export interface AttemptDeps {
  db: Db;
  sender: MessageSender;
  push: PushSettings;
  publicUrl: string;
  clock: () => Date;
}

interface DeliveryToSend {
  channel: NotificationChannel;
  attempts: number;
  subscriptionId: string | null;
  notificationId: string;
  userId: string;
  kind: NotificationKind;
  subjectId: string | null;
  locale: Locale;
  email: string | null;
  mobileNumber: string | null;
}

/**
 * Takes a due delivery for one attempt: one conditional update, so of two workers (or a worker and
 * the first attempt right after the event) exactly one sends it.
 */
async function claim(db: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable("notification_deliveries")
    .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

async function deliveryToSend(db: Db, id: string): Promise<DeliveryToSend | undefined> {
  const row = await db
    .selectFrom("notification_deliveries as d")
    .innerJoin("notifications as n", "n.id", "d.notification_id")
    .innerJoin("users as u", "u.id", "n.user_id")
    .select([
      "d.channel",
      "d.attempts",
      "d.subscription_id",
      "n.id as notification_id",
      "n.user_id",
      "n.kind",
      "n.subject_id",
      "u.language",
      "u.email",
      "u.mobile_number",
    ])
    .where("d.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    channel: row.channel,
    attempts: Number(row.attempts),
    subscriptionId: row.subscription_id,
    notificationId: row.notification_id,
    userId: row.user_id,
    kind: row.kind,
    subjectId: row.subject_id,
    locale: toLocale(row.language) ?? FALLBACK_LOCALE,
    email: row.email,
    mobileNumber: row.mobile_number,
  };
}

const failure = (error: unknown): AttemptOutcome => ({
  result: "retry",
  error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_KEPT_CHARACTERS),
});

async function send(deps: AttemptDeps, delivery: DeliveryToSend): Promise<AttemptOutcome> {
  const { kind, subjectId, locale } = delivery;
  if (delivery.channel === "push") {
    const subscription = delivery.subscriptionId
      ? await deps.db
          .selectFrom("push_subscriptions")
          .select(["endpoint", "p256dh", "auth"])
          .where("id", "=", delivery.subscriptionId)
          .where("user_id", "=", delivery.userId)
          .executeTakeFirst()
      : undefined;
    // Switched off, signed out, or moved to another account since the notification was made.
    if (!subscription) return { result: "gone", error: "subscription removed" };
    const urgency = kind === "exposure_warning" ? "high" : "normal";
    return sendPush(subscription, pushPayload(kind, subjectId, delivery.notificationId, locale), deps.push, urgency);
  }
  const to = delivery.channel === "email" ? delivery.email : delivery.mobileNumber;
  if (!to) return { result: "failed", error: `the account has no ${delivery.channel === "email" ? "e-mail address" : "mobile number"}` };
  const { subject, text } = messageText(kind, subjectId, locale, deps.publicUrl);
  try {
    await deps.sender.send(delivery.channel === "email" ? { channel: "email", to, subject, text } : { channel: "sms", to, text });
    return { result: "sent" };
  } catch (error) {
    return failure(error);
  }
}

async function record(deps: AttemptDeps, id: string, delivery: DeliveryToSend, outcome: AttemptOutcome): Promise<void> {
  const now = deps.clock();
  const attempts = delivery.attempts + 1;
  if (outcome.result === "sent") {
    await deps.db
      .updateTable("notification_deliveries")
      .set({ status: "sent", attempts, sent_at: now.toISOString(), next_attempt_at: null, last_error: null })
      .where("id", "=", id)
      .execute();
    return;
  }
  const error = outcome.error.slice(0, ERROR_KEPT_CHARACTERS);
  if (outcome.result === "gone") {
    await deps.db.transaction().execute(async (trx) => {
      // The push service says the browser unsubscribed: nothing will ever reach that endpoint again.
      // Only while it is still this account's: one that has moved to another account is theirs now.
      if (delivery.subscriptionId) {
        await trx.deleteFrom("push_subscriptions").where("id", "=", delivery.subscriptionId).where("user_id", "=", delivery.userId).execute();
      }
      await trx
        .updateTable("notification_deliveries")
        .set({ status: "gone", attempts, next_attempt_at: null, last_error: error })
        .where("id", "=", id)
        .execute();
    });
    return;
  }
  const delay = outcome.result === "retry" ? RETRY_DELAYS_MS[delivery.attempts] : undefined;
  await deps.db
    .updateTable("notification_deliveries")
    .set(
      delay === undefined
        ? { status: "failed", attempts, next_attempt_at: null, last_error: error }
        : { attempts, next_attempt_at: new Date(now.getTime() + delay).toISOString(), last_error: error },
    )
    .where("id", "=", id)
    .execute();
}

/** One attempt of a delivery, if it is due and no one else is attempting it; the outcome is recorded on the delivery. */
export async function attemptDelivery(deps: AttemptDeps, id: string): Promise<void> {
  if (!(await claim(deps.db, id, deps.clock()))) return;
  const delivery = await deliveryToSend(deps.db, id);
  if (!delivery) return;
  await record(deps, id, delivery, await send(deps, delivery));
}

/** The deliveries whose (next) attempt is due, the longest waiting first. */
export async function dueDeliveries(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("notification_deliveries")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
