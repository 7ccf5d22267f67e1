import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";
import { referenceDataAdminRoutes } from "../reference-data/reference-data-admin-routes.ts";
import { settingsRoutes } from "./settings-routes.ts";

/** What admins change without a redeploy (decision 027): settings, symptoms and visit purposes. */
export function adminDataRoutes(app: FastifyInstance, db: Db, options: { clock: () => Date }): void {
  settingsRoutes(app, db, options);
  referenceDataAdminRoutes(app, db, options);
}
