import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";

export interface ContactMessageDeps {
  sender: MessageSender;
  supportEmail: string;
  /** Key of the throttle's client and address hashes. */
  throttleSecret: string;
  clock: () => Date;
}

/** Issue 16: the contact form (POST /api/v2/contact-messages) and the admin's list of its messages. */
export function contactMessageRoutes(_app: FastifyInstance, _db: Db, _deps: ContactMessageDeps): void {}
