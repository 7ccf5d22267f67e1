import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import * as v from "valibot";
import type { Db } from "../db/connection.ts";
import { HttpError } from "./errors.ts";
import { defineRoute } from "./route.ts";

export function healthRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/health",
    summary: "Liveness and database reachability, for load balancers",
    tags: ["operations"],
    response: v.object({ status: v.literal("ok") }),
    handler: async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new HttpError(503, "The database is unreachable.");
      }
      return { status: "ok" as const };
    },
  });
}
