import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { takeJobLease, THIS_PROCESS } from "../jobs/job-lease.ts";
import { type ContactMessageRow, markForwarded, waitingContactMessages } from "./contact-message-queries.ts";

const MINUTE_MS = 60_000;
/**
 * Waiting messages are retried at most this often across the deployment (one lease), and only those
 * older than this: a newer one may still be in its own request's first try, and must not go twice.
 */
const RETRY_EVERY_MS = MINUTE_MS;
const RETRIES_PER_PASS = 10;

export interface ContactForwarding {
  sender: MessageSender;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/** The support mailbox's copy: the reference in the subject, the sender to reply to (Reply-To and in the text). */
export function contactMail(row: ContactMessageRow, supportEmail: string) {
  return {
    channel: "email" as const,
    to: supportEmail,
    replyTo: row.email,
    subject: `[${row.reference}] Contact form message from ${row.name}`,
    text: [`Reference: ${row.reference}`, `From: ${row.name} <${row.email}>`, `Language: ${row.language}`, `Received: ${row.created_at}`, "", row.message].join(
      "\n",
    ),
  };
}

/** Sends one message to the support mailbox; true when the mail server took it. A failure leaves it pending. */
export async function forwardContactMessage({ sender, supportEmail, log }: ContactForwarding, db: Db, row: ContactMessageRow, now: Date): Promise<boolean> {
  try {
    await sender.send(contactMail(row, supportEmail));
  } catch (error) {
    // Delivery errors may quote addresses: the log keeps only their kind and the reference.
    log.error(
      { failure: error instanceof Error ? error.name : "unknown", reference: row.reference },
      "contact message could not be forwarded; it stays pending",
    );
    return false;
  }
  await markForwarded(db, row.id, now);
  return true;
}

/**
 * Forwards messages a down mail server left pending. Run after a request's own message went
 * through (the server is up again); the lease makes it one pass a minute for the whole deployment.
 * The pass stops at the first failure: the rest wait for the next one.
 */
export async function retryWaitingContactMessages(forwarding: ContactForwarding, db: Db, now: Date): Promise<void> {
  if (!(await takeJobLease(db, "contact-message-forwarding", THIS_PROCESS, now, RETRY_EVERY_MS))) return;
  for (const row of await waitingContactMessages(db, new Date(now.getTime() - RETRY_EVERY_MS), RETRIES_PER_PASS)) {
    if (!(await forwardContactMessage(forwarding, db, row, now))) return;
  }
}
