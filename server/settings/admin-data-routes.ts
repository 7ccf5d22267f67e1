import type { FastifyInstance } from "fastify";
import type { Services } from "../composition.ts";
import { referenceDataAdminRoutes } from "../reference-data/reference-data-admin-routes.ts";
import { settingsRoutes } from "./settings-routes.ts";

/** What admins change without a redeploy (decision 027): settings, symptoms and visit purposes. */
export function adminDataRoutes(app: FastifyInstance, services: Services): void {
  settingsRoutes(app, services);
  referenceDataAdminRoutes(app, services);
}
