import type { FastifyInstance } from "fastify";
import type { Services } from "../composition.ts";
import { caseRoutes } from "./case-routes.ts";
import { clusterRoutes } from "./cluster-routes.ts";
import { diaryRoutes } from "./diary-routes.ts";
import { contactListRoutes } from "./contact-list-routes.ts";
import { exposureRoutes } from "./exposure-routes.ts";
import { flagReviewRoutes } from "./flag-review-routes.ts";
import { followUpRoutes } from "./follow-up-routes.ts";
import type { TracingDeps } from "./tracing-rules.ts";

/** Contact tracing for health officials (decision 026), and what a notified traveller sees. */
export function tracingRoutes(app: FastifyInstance, { db, stores, sender, notifier, serverSecret, clock, config }: Services): void {
  const deps: TracingDeps = {
    db,
    health: stores.health,
    sender,
    notifier,
    serverSecret,
    clock,
    healthHotline: config.healthHotline,
    publicUrl: config.publicUrl,
  };
  caseRoutes(app, deps);
  contactListRoutes(app, deps);
  followUpRoutes(app, deps);
  flagReviewRoutes(app, deps);
  exposureRoutes(app, deps);
  clusterRoutes(app, deps);
  diaryRoutes(app, deps);
}
