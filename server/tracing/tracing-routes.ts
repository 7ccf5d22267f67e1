import type { FastifyInstance } from "fastify";
import { caseRoutes } from "./case-routes.ts";
import { contactListRoutes } from "./contact-list-routes.ts";
import { exposureRoutes } from "./exposure-routes.ts";
import { flagReviewRoutes } from "./flag-review-routes.ts";
import { followUpRoutes } from "./follow-up-routes.ts";
import type { TracingDeps } from "./tracing-rules.ts";

/** Contact tracing for health officials (decision 026), and what a notified traveller sees. */
export function tracingRoutes(app: FastifyInstance, deps: TracingDeps): void {
  caseRoutes(app, deps);
  contactListRoutes(app, deps);
  followUpRoutes(app, deps);
  flagReviewRoutes(app, deps);
  exposureRoutes(app, deps);
}
