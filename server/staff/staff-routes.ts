import type { FastifyInstance } from "fastify";
import type { Services } from "../composition.ts";
import { enrolmentRoutes } from "./enrolment-routes.ts";
import { inviteRoutes } from "./invite-routes.ts";
import { memberRoutes } from "./member-routes.ts";
import { relyingParty } from "./passkeys.ts";
import { recoveryCodeRoutes } from "./recovery-code-routes.ts";
import { signInRoutes } from "./sign-in-routes.ts";

/** What every staff route module is given: the services, and the passkeys' relying party. */
export interface StaffRouteContext extends Services {
  rp: ReturnType<typeof relyingParty>;
}

/** Staff sign-in, second factors and the admin's staff management (issue 13). */
export function staffRoutes(app: FastifyInstance, services: Services): void {
  const context: StaffRouteContext = { ...services, rp: relyingParty(services.config.publicUrl) };
  signInRoutes(app, context);
  enrolmentRoutes(app, context);
  recoveryCodeRoutes(app, context);
  inviteRoutes(app, context);
  memberRoutes(app, context);
}
