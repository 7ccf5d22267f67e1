import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "./message-sender.ts";

/** The one thing the outbox needs of the server's logger. */
export interface OutboxLog {
  info(line: string): void;
}

/**
 * Keeps messages in the outbox table for developers and QA (GET /dev/outbox); the log names neither
 * code nor recipient. A message with an id is kept once under that id, however often it is sent.
 */
export function outboxSender(db: Db, log: OutboxLog, clock: () => Date): MessageSender {
  return {
    async send({ id, channel, to, subject, text }) {
      await db
        .insertInto("outbox_messages")
        .values({ id: id ?? randomUUID(), channel, recipient: to, subject: subject ?? null, body: text, created_at: clock().toISOString() })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      log.info(`outbox: ${channel} message queued (GET /dev/outbox)`);
    },
    deduplicates: () => true,
  };
}
