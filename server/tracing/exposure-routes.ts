import type { FastifyInstance } from "fastify";
import { ExposureAnswer } from "#domain/tracing/tracing-contacts.ts";
import { defineRoute } from "../http/route.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { exposuresOf } from "./exposure-queries.ts";
import type { TracingDeps } from "./tracing-rules.ts";

/** What a notified traveller sees on the app's home: where and when they may have been exposed, and until when to stay home. */
export function exposureRoutes(app: FastifyInstance, { db, health, clock }: TracingDeps): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v1/me/exposures",
    summary: "The signed-in traveller's exposures they were notified of (day, place, quarantine end), newest first; never who the case is",
    tags: ["profile"],
    response: ExposureAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => ({ data: await exposuresOf({ db, health }, userId, clock()) }),
  });
}
