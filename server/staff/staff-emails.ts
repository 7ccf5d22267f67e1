import type { FastifyBaseLogger } from "fastify";
import { STAFF_INVITE_VALID_HOURS } from "#domain/staff/staff-roles.ts";
import type { MessageSender, OutgoingMessage } from "../delivery/message-sender.ts";
import { HttpError } from "../http/errors.ts";

/** Staff e-mails are in English: the console is for CNMI government staff. */
export const CONSOLE_NAME = "CNMI Travel Console";

export function codeEmail(to: string, code: string, validMinutes: number): OutgoingMessage {
  return {
    channel: "email",
    to,
    subject: `${CONSOLE_NAME} sign-in code`,
    text: `Your sign-in code is ${code}. It works once, for ${validMinutes} minutes.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  };
}

export function inviteEmail(to: string, displayName: string, link: string): OutgoingMessage {
  return {
    channel: "email",
    to,
    subject: `You are invited to the ${CONSOLE_NAME}`,
    text:
      `Hello ${displayName},\n\nYou have been invited to the ${CONSOLE_NAME}. Open this link to set up your account ` +
      `(it works once, for ${STAFF_INVITE_VALID_HOURS} hours):\n\n${link}`,
  };
}

/** Delivery errors may quote the recipient; the log keeps only their kind. */
export async function sendStaffEmail(sender: MessageSender, log: Pick<FastifyBaseLogger, "error">, message: OutgoingMessage): Promise<void> {
  try {
    await sender.send(message);
  } catch (error) {
    log.error({ failure: error instanceof Error ? error.name : "unknown" }, "staff e-mail could not be sent");
    throw new HttpError(500, "EMAIL_NOT_SENT");
  }
}
