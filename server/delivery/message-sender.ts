/** One text message to one recipient; how it travels depends on the channel and the configuration. */
export interface OutgoingMessage {
  channel: "sms" | "email";
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
}
