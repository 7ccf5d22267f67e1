import type { FastifyBaseLogger } from "fastify";
import { CONFIRM_LINK_VALID_HOURS, CONFIRM_PATH, RESET_LINK_VALID_MINUTES, RESET_PATH } from "#domain/establishments.ts";
import type { MessageSender, OutgoingMessage } from "../delivery/message-sender.ts";

/** The portal's e-mails are in English, like its printed QR posters' instructions to staff. */
const PORTAL_NAME = "CNMI establishment portal";

export function confirmationEmail(to: string, organisation: string, publicUrl: string, token: string): OutgoingMessage {
  return {
    channel: "email",
    to,
    subject: `Confirm your e-mail address for the ${PORTAL_NAME}`,
    text:
      `Hello ${organisation},\n\nOpen this link to confirm your e-mail address and open your portal ` +
      `(it works once, for ${CONFIRM_LINK_VALID_HOURS} hours):\n\n${publicUrl}${CONFIRM_PATH}${token}\n\n` +
      "If you did not register, you can ignore this e-mail.",
  };
}

export function resetEmail(to: string, publicUrl: string, token: string): OutgoingMessage {
  return {
    channel: "email",
    to,
    subject: `Reset your password for the ${PORTAL_NAME}`,
    text:
      `Open this link to choose a new password (it works once, for ${RESET_LINK_VALID_MINUTES} minutes):\n\n` +
      `${publicUrl}${RESET_PATH}${token}\n\nIf you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
  };
}

/** Sent after the answer: a failure is logged by its kind only (the error may quote the address). */
export async function sendPortalEmail(sender: MessageSender, log: Pick<FastifyBaseLogger, "error">, message: OutgoingMessage): Promise<void> {
  try {
    await sender.send(message);
  } catch (error) {
    log.error({ failure: error instanceof Error ? error.name : "unknown" }, "establishment e-mail could not be sent");
  }
}
