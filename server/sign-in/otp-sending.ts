import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { otpMessage } from "../delivery/otp-messages.ts";
import { HttpError } from "../http/errors.ts";
import { createOtpRequest, type OtpDestination, withdrawOtpRequest } from "./otp-requests.ts";

export interface OtpSendingDependencies {
  db: Db;
  secret: string;
  sender: MessageSender;
  log: FastifyBaseLogger;
}

/** Delivery errors may quote the recipient; the log keeps only their kind. */
function failureKind(error: unknown): string {
  if (error instanceof Error) return "code" in error && typeof error.code === "string" ? error.code : error.name;
  return "unknown";
}

/**
 * Issues a code for a destination and sends it in the request's language; a code that could not be
 * sent is taken out of use at once. Codes already sent keep working (decision 020): each ends only
 * when it expires, is used or has had its own wrong tries, so nobody who types someone else's
 * address or number can end the code that person is about to enter.
 */
export async function sendNewOtp(
  { db, secret, sender, log }: OtpSendingDependencies,
  to: OtpDestination,
  now: Date,
): Promise<{ auth: string; expiresAt: string }> {
  const issued = await createOtpRequest(db, secret, to, now);
  const message = otpMessage(to.language, issued.code);
  try {
    await sender.send({
      channel: to.channel,
      to: to.destination,
      subject: to.channel === "email" ? message.subject : undefined,
      text: message.text,
    });
  } catch (error) {
    await withdrawOtpRequest(db, issued.auth, now);
    log.error({ channel: to.channel, failure: failureKind(error) }, "sign-in code could not be sent");
    throw new HttpError(500, "CODE_NOT_SENT");
  }
  return { auth: issued.auth, expiresAt: issued.expiresAt };
}
