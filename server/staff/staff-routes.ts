import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";

export interface StaffRouteOptions {
  sender: MessageSender;
  /** Key that seals authenticator secrets and hashes sign-in codes. */
  secret: string;
  publicUrl: string;
  production: boolean;
  clock: () => Date;
}

/** Staff sign-in, second factors and the admin's staff management (issue 13). */
export function staffRoutes(_app: FastifyInstance, _db: Db, _options: StaffRouteOptions): void {}
