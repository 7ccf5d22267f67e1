import * as v from "valibot";
import {
  type ContactMessageBody,
  type ContactMessageCounts,
  ContactMessageSent,
  type StaffContactMessage,
  StaffContactMessagesAnswer,
} from "#domain/contact-messages.ts";
import { api } from "./client.ts";
import { calling } from "./failed-call.ts";
import { staffApi } from "./staff-client.ts";

/** The contact form's calls (decision 040). */

/**
 * POST /api/v2/contact-messages. Quiet: the contact page shows every outcome itself (the reference,
 * the field errors, throttled, not sent), so the app's error toasts stay out of it.
 */
export async function sendContactMessage(body: ContactMessageBody): Promise<ContactMessageSent> {
  const answer = await api("/api/v2/contact-messages", { method: "POST", body, onRequestError: () => {}, onResponseError: () => {} });
  return v.parse(ContactMessageSent, answer);
}

export interface ContactMessagesPage {
  messages: StaffContactMessage[];
  nextBefore: string | null;
  counts: ContactMessageCounts;
}

/** The admin's list, newest first; `before` is the previous page's nextBefore. Failures arrive as a CallFailure. */
export function listContactMessages(before: string | undefined): Promise<ContactMessagesPage> {
  return calling(async () => {
    const answer = v.parse(StaffContactMessagesAnswer, await staffApi("/api/staff/contact-messages", { query: { before } }));
    return { messages: answer.data, nextBefore: answer.next_before, counts: answer.counts };
  });
}
