import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { httpSmsSender } from "./http-sms-sender.ts";
import type { MessageSender, OutgoingMessage } from "./message-sender.ts";
import { outboxSender } from "./outbox-sender.ts";
import { smtpSender } from "./smtp-sender.ts";

/** E-mail by SMTP and SMS by the HTTP provider when configured; whatever is not configured goes to the outbox. */
export function createMessageSender(config: Config, db: Db, log: FastifyBaseLogger, clock: () => Date): MessageSender {
  const outbox = outboxSender(db, log, clock);
  const email = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : outbox;
  const sms = config.smsApiUrl ? httpSmsSender(config.smsApiUrl, config.smsApiToken) : outbox;
  if (config.production && (!config.smtpUrl || !config.smsApiUrl)) {
    log.warn("SMTP_URL or SMS_API_URL is not set: those messages are only kept in the outbox table, which production does not serve");
  }
  const by = (channel: OutgoingMessage["channel"]) => (channel === "email" ? email : sms);
  return { send: (message) => by(message.channel).send(message), deduplicates: (channel) => by(channel).deduplicates?.(channel) ?? false };
}
