/** One text message to one recipient; how it travels depends on the channel and the configuration. */
export interface OutgoingMessage {
  channel: "sms" | "email";
  /**
   * The same message's key on every attempt (a tracing notification's id): a channel that
   * `deduplicates` delivers a message sent twice with one key once (decision 041).
   */
  id?: string;
  /** An e-mail address or a mobile number, as the user gave it. */
  to: string;
  subject?: string;
  /** E-mail only: where the recipient's answer goes, when not to the sending address. */
  replyTo?: string;
  text: string;
  /** E-mail only: an HTML body beside the text, which may show `inlineImages` as `cid:<cid>`. */
  html?: string;
  inlineImages?: InlineImage[];
}

export interface InlineImage {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Whether sending a message again with the same `id` is delivered once: so a send cut short by a
   * crash may be tried again. SMTP has no such key; the outbox and the SMS provider's contract do.
   * A sender without it deduplicates nothing.
   */
  deduplicates?(channel: OutgoingMessage["channel"]): boolean;
}

/**
 * The channel answered and did not take the message: it was not sent. Any other failure (no answer,
 * a time-out, a dropped connection) leaves open whether it was, which matters to a message with an id.
 */
export class MessageRefused extends Error {}
