import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as v from "valibot";
import { ArrivalsAnswer, ArrivalsCsvQuery, ArrivalsQuery } from "#domain/tourism-dashboard.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { type StaffActor, staffAccess } from "../staff/staff-sessions.ts";
import { arrivalsAnswer, arrivalsCsv } from "./arrival-service.ts";
import { countArrivals } from "./arrival-queries.ts";

/** Audit rows of the dashboard say which aggregate was read, never a person: there is none in it. */
const AGGREGATE = "survey_aggregate";

/**
 * The tourism analyst's dashboard (decision 024): surveyed arrivals per week or month by one answer, from
 * the tourism store alone (decision 016), counts below 5 suppressed; every read audited.
 */
export function tourismRoutes(app: FastifyInstance, { db, stores, clock }: Services): void {
  const { tourism } = stores;
  const read = async (query: ArrivalsQuery, request: FastifyRequest, actor: StaffActor, audit: { action: string; purpose?: string }) => {
    const arrivals = arrivalsAnswer(query, await countArrivals(tourism, query));
    const shown = `arrivals by ${query.by} and ${query.dimension}, ${query.from} to ${query.to}`;
    await recordAudit(db, request, actor, { ...audit, recordType: AGGREGATE, shown }, clock());
    return arrivals;
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tourism/arrivals",
    summary: "Tourism analysts: surveyed arrivals per week or month by one survey answer; a count below 5 is null and suppressed",
    tags: ["staff"],
    querystring: ArrivalsQuery,
    response: ArrivalsAnswer,
    access: staffAccess(db, clock, { roles: ["tourism_analyst"], action: "tourism.arrivals.read" }),
    handler: async ({ query, auth: actor }, request) => ({ data: await read(query, request, actor, { action: "tourism.arrivals.read" }) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tourism/arrivals.csv",
    summary: "Tourism analysts: the same aggregates as CSV (suppressed counts read 'fewer than 5'), with the stated purpose of the export",
    tags: ["staff"],
    querystring: ArrivalsCsvQuery,
    response: v.instance(Readable),
    access: staffAccess(db, clock, { roles: ["tourism_analyst"], action: "tourism.arrivals.export" }),
    handler: async ({ query: { purpose, ...query }, auth: actor }, request, reply) => {
      const arrivals = await read(query, request, actor, { action: "tourism.arrivals.export", purpose });
      const name = `arrivals-${query.dimension}-by-${query.by}-${query.from}-${query.to}.csv`;
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${name}"`);
      return arrivalsCsv(arrivals);
    },
  });
}
