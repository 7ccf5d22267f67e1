import type { FastifyInstance } from "fastify";
import { SiteInfo } from "#domain/site-info.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";

/** Decision 030: the public site's run-time facts, read by the app (landing address, support mailbox, hotlines). */
export function siteInfoRoutes(app: FastifyInstance, { config }: Services): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v2/site-info",
    summary: "Where the landing link leads, the support mailbox and the emergency and other hotlines, as this deployment sets them",
    tags: ["public site"],
    response: SiteInfo,
    handler: async () => config.site,
  });
}
