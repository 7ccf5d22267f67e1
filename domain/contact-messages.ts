import * as v from "valibot";
import { LOCALES } from "./locales.ts";
import { Email, Name } from "./fields.ts";

/** Decision 040: the contact form (docs/product-spec.md, part 2: name, email, message, send), forwarded to the support mailbox. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_MESSAGES = {
  messageRequired: "Please write your message.",
  messageTooLong: `The message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  sent: "Your message has been sent.",
  throttled: "Too many messages. Please try again later.",
} as const;

export const ContactMessageBody = v.object({
  name: Name,
  email: Email,
  message: v.pipe(v.string(), v.trim(), v.nonEmpty(CONTACT_MESSAGES.messageRequired), v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageTooLong)),
  /** The page's language, so support can answer in it. */
  language: v.optional(v.picklist(LOCALES), "en"),
});
export type ContactMessageBody = v.InferOutput<typeof ContactMessageBody>;

/** POST /api/v2/contact-messages answers 201 with the reference the sender quotes back. */
export const ContactMessageSent = v.object({ message: v.string(), reference: v.string() });
export type ContactMessageSent = v.InferOutput<typeof ContactMessageSent>;

/** forwarded: the support mailbox has it; pending: stored, the mail server did not take it yet (retried). */
export const CONTACT_MESSAGE_STATUSES = ["pending", "forwarded"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** GET /api/staff/contact-messages (admin): newest first; `before` is the previous page's next_before. */
export const StaffContactMessagesQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.uuid("Not a valid position."))),
});

/**
 * What the console shows of a message (decision 040): its reference, language, time and whether the
 * support mailbox has it. The sender's name, address and words are read in the support mailbox only.
 */
export const StaffContactMessage = v.object({
  id: v.string(),
  reference: v.string(),
  language: v.string(),
  status: v.picklist(CONTACT_MESSAGE_STATUSES),
  created_at: v.string(),
});
export type StaffContactMessage = v.InferOutput<typeof StaffContactMessage>;

/** How many messages there are in all, by whether the support mailbox has them. */
export const ContactMessageCounts = v.object({ pending: v.number(), forwarded: v.number() });
export type ContactMessageCounts = v.InferOutput<typeof ContactMessageCounts>;

/** GET /api/staff/contact-messages (admin): newest first, with the counts. */
export const StaffContactMessagesAnswer = v.object({ data: v.array(StaffContactMessage), next_before: v.nullable(v.string()), counts: ContactMessageCounts });
export type StaffContactMessagesAnswer = v.InferOutput<typeof StaffContactMessagesAnswer>;
