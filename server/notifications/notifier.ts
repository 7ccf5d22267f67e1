import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { NotificationChannel, NotificationKind, NotificationParams } from "#domain/notifications.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { type AttemptDeps, attemptDelivery, dueDeliveries } from "./delivery-attempts.ts";

/** Something the account is told about, once: raised again with the same dedupe key, it is not told twice. */
export interface NotificationEvent {
  kind: NotificationKind;
  userId: string;
  /** The trip or the exposure it is about; null for a notice about the account. */
  subjectId: string | null;
  params: NotificationParams;
  dedupeKey: string;
}

export interface Notifier {
  /**
   * Records the notification and its deliveries and starts their first attempts without waiting for
   * them. Never throws: whatever raised the event (a customs decision) stands without it; a failure is logged.
   */
  notify: (event: NotificationEvent) => Promise<void>;
  /** Attempts the deliveries now due (the worker job's run): first attempts not yet made and retries. */
  deliverDue: () => Promise<void>;
  /** Waits for the attempts under way, so the database can be closed after them. */
  idle: () => Promise<void>;
}

export interface NotifierLog {
  error: (fields: object, message: string) => void;
}

/**
 * Without a push subscription, a notification goes by e-mail, else by SMS; but tracing has already
 * sent the exposure warning itself by SMS or e-mail, and a data-access notice is not worth an SMS.
 */
const FALLBACK_CHANNELS: Record<NotificationKind, readonly ("email" | "sms")[]> = {
  customs_decision: ["email", "sms"],
  trip_expiring: ["email", "sms"],
  data_access: ["email"],
  exposure_warning: [],
};
/** Deliveries a worker run attempts at once, and at most in one run. */
const AT_ONCE = 8;
const PER_RUN = 200;

type DeliveryRow = Insertable<CoreDatabase["notification_deliveries"]>;

export function createNotifier(deps: AttemptDeps, log: NotifierLog): Notifier {
  const { db, clock } = deps;
  const underWay = new Set<Promise<void>>();

  const attemptAll = async (ids: readonly string[]) => {
    for (let start = 0; start < ids.length; start += AT_ONCE) {
      await Promise.all(
        ids
          .slice(start, start + AT_ONCE)
          .map((id) => attemptDelivery(deps, id).catch((error: unknown) => log.error({ err: error }, "a notification delivery failed"))),
      );
    }
  };

  const track = (work: Promise<void>) => {
    const settled = work.catch((error: unknown) => log.error({ err: error }, "the notification deliveries could not be read"));
    underWay.add(settled);
    void settled.finally(() => underWay.delete(settled));
  };

  return {
    notify: async (event) => {
      try {
        const ids = await recordNotification(db, event, clock());
        if (ids.length) track(attemptAll(ids));
      } catch (error) {
        log.error({ err: error, kind: event.kind }, "a notification could not be recorded");
      }
    },
    deliverDue: async () => {
      const work = dueDeliveries(db, clock(), PER_RUN).then(attemptAll);
      track(work);
      await work;
    },
    idle: async () => {
      while (underWay.size) await Promise.all(underWay);
    },
  };
}

async function channelsFor(db: Db, event: NotificationEvent): Promise<{ channel: NotificationChannel; subscriptionId: string | null }[]> {
  const subscriptions = await db.selectFrom("push_subscriptions").select("id").where("user_id", "=", event.userId).orderBy("created_at").execute();
  if (subscriptions.length) return subscriptions.map((subscription) => ({ channel: "push", subscriptionId: subscription.id }));
  const user = await db.selectFrom("users").select(["email", "mobile_number"]).where("id", "=", event.userId).executeTakeFirst();
  const reachable = { email: Boolean(user?.email), sms: Boolean(user?.mobile_number) };
  const channel = FALLBACK_CHANNELS[event.kind].find((candidate) => reachable[candidate]);
  return channel ? [{ channel, subscriptionId: null }] : [];
}

/** The notification and one pending delivery per channel it takes, due now; nothing when the event was already recorded. */
async function recordNotification(db: Db, event: NotificationEvent, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const createdAt = now.toISOString();
    const [inserted] = await trx
      .insertInto("notifications")
      .values({
        id: randomUUID(),
        user_id: event.userId,
        kind: event.kind,
        subject_id: event.subjectId,
        params: JSON.stringify(event.params),
        dedupe_key: event.dedupeKey,
        created_at: createdAt,
        read_at: null,
      })
      .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
      .returning("id")
      .execute();
    if (!inserted) return [];
    const deliveries: DeliveryRow[] = (await channelsFor(trx, event)).map(({ channel, subscriptionId }) => ({
      id: randomUUID(),
      notification_id: inserted.id,
      channel,
      subscription_id: subscriptionId,
      status: "pending",
      attempts: 0,
      next_attempt_at: createdAt,
      last_error: null,
      created_at: createdAt,
      sent_at: null,
    }));
    if (deliveries.length) await trx.insertInto("notification_deliveries").values(deliveries).execute();
    return deliveries.map((delivery) => delivery.id);
  });
}
