import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";
import type { AfterAnswer } from "../delivery/after-answer.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { enrolmentRoutes } from "./enrolment-routes.ts";
import { inviteRoutes } from "./invite-routes.ts";
import { memberRoutes } from "./member-routes.ts";
import { relyingParty } from "./passkeys.ts";
import { signInRoutes } from "./sign-in-routes.ts";

export interface StaffRouteOptions {
  sender: MessageSender;
  /** Where e-mails to staff addresses wait until the request has been answered. */
  afterAnswer: AfterAnswer;
  /** Key that seals authenticator secrets and hashes sign-in codes. */
  secret: string;
  publicUrl: string;
  production: boolean;
  clock: () => Date;
}

/** What every staff route module is given: the options, and the passkeys' relying party. */
export interface StaffRouteContext extends StaffRouteOptions {
  db: Db;
  rp: ReturnType<typeof relyingParty>;
}

/** Staff sign-in, second factors and the admin's staff management (decision 018). */
export function staffRoutes(app: FastifyInstance, db: Db, options: StaffRouteOptions): void {
  const context: StaffRouteContext = { ...options, db, rp: relyingParty(options.publicUrl) };
  signInRoutes(app, context);
  enrolmentRoutes(app, context);
  inviteRoutes(app, context);
  memberRoutes(app, context);
}
