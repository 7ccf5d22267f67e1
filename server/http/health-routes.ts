import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import type { Services } from "../composition.ts";
import { databaseStatus } from "../db/database-status.ts";
import { HttpError } from "./errors.ts";
import { defineRoute } from "./route.ts";

export function healthRoutes(app: FastifyInstance, { db }: Services): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/health",
    // Answers at once whatever holds the database: reads still work while `writable` is false,
    // and writes answer 503 once they have waited too long (decision 021).
    summary: "Liveness, database reachability and whether writes go through now, for load balancers",
    tags: ["operations"],
    response: v.object({ status: v.literal("ok"), writable: v.boolean() }),
    handler: async () => {
      const status = await databaseStatus(db).catch(() => {
        throw new HttpError(503, "DATABASE_UNREACHABLE");
      });
      return { status: "ok" as const, writable: status.writable };
    },
  });
}
