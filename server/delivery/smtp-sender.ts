import { createTransport } from "nodemailer";
import type { MessageSender } from "./message-sender.ts";

/** Fail fast enough that a request waiting for its code gets an answer, not a proxy timeout. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * E-mail through the SMTP server of SMTP_URL (smtp:// upgrades with STARTTLS when offered, smtps:// is
 * TLS from the start). SMTP has no idempotency key: a message with an id gets a Message-ID made from
 * it, which some mailboxes use to drop a copy, but nothing here may count on that (decision 041).
 */
export function smtpSender(smtpUrl: string, from: string): MessageSender {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS }, { from });
  const messageIdDomain = from.replace(/^.*@/, "").replace(/[>\s].*$/, "") || "localhost";
  return {
    async send({ id, to, subject, replyTo, text, html, inlineImages = [] }) {
      const attachments = inlineImages.map(({ cid, filename, contentType, content }) => ({
        cid,
        filename,
        contentType,
        content,
        contentDisposition: "inline" as const,
      }));
      const messageId = id ? `<${id}@${messageIdDomain}>` : undefined;
      await transport.sendMail({ to, subject, replyTo, text, html, attachments, messageId });
    },
    deduplicates: () => false,
  };
}
