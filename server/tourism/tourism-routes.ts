import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as v from "valibot";
import {
  type ArrivalFilters,
  ArrivalsAnswer,
  ArrivalsCsvQuery,
  ArrivalsQuery,
  CrossTabAnswer,
  CrossTabExportQuery,
  CrossTabQuery,
  filtersOf,
} from "#domain/tourism-dashboard.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { type StaffActor, staffAccess } from "../staff/staff-sessions.ts";
import { countArrivals, countCrossTab } from "./arrival-queries.ts";
import { arrivalsAnswer, arrivalsCsv, crossTabAnswer, crossTabCsv, crossTabXlsx } from "./arrival-service.ts";

/** Audit rows of the dashboard say which aggregate was read, never a person: there is none in it. */
const AGGREGATE = "survey_aggregate";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const filtersShown = (filters: ArrivalFilters) =>
  Object.entries(filters)
    .map(([dimension, values]) => `, ${dimension} in ${values.join("|")}`)
    .join("");

/**
 * The tourism analyst's dashboard (decisions 024 and 056): surveyed arrivals per week or month by one answer,
 * and cross-tabs of two answers, filtered by any answers, from the tourism store alone (decision 016); every
 * count protected (withheld below 5, moved by at most 2, complementary gaps); every read audited.
 */
export function tourismRoutes(app: FastifyInstance, { db, stores, clock }: Services): void {
  const { tourism } = stores;
  type Audit = { action: string; purpose?: string };
  const audit = (request: FastifyRequest, actor: StaffActor, shown: string, { action, purpose }: Audit) =>
    recordAudit(db, request, actor, { action, purpose, recordType: AGGREGATE, shown }, clock());

  const readArrivals = async (query: ArrivalsQuery, request: FastifyRequest, actor: StaffActor, action: Audit) => {
    const filters = filtersOf(query);
    const arrivals = arrivalsAnswer(query, await countArrivals(tourism, { ...query, filters }));
    await audit(request, actor, `arrivals by ${query.by} and ${query.dimension}, ${query.from} to ${query.to}${filtersShown(filters)}`, action);
    return arrivals;
  };
  const readCrossTab = async (query: CrossTabQuery, request: FastifyRequest, actor: StaffActor, action: Audit) => {
    const filters = filtersOf(query);
    const table = crossTabAnswer(query, await countCrossTab(tourism, { ...query, filters }));
    await audit(request, actor, `arrivals by ${query.rows} and ${query.columns}, ${query.from} to ${query.to}${filtersShown(filters)}`, action);
    return table;
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tourism/arrivals",
    summary: "Tourism analysts: surveyed arrivals per week or month by one survey answer, filtered by answers; counts protected (decision 056)",
    tags: ["staff"],
    querystring: ArrivalsQuery,
    response: ArrivalsAnswer,
    access: staffAccess(db, clock, { roles: ["tourism_analyst"], action: "tourism.arrivals.read" }),
    handler: async ({ query, auth: actor }, request) => ({ data: await readArrivals(query, request, actor, { action: "tourism.arrivals.read" }) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tourism/arrivals.csv",
    summary: "Tourism analysts: the same aggregates as CSV (withheld counts read 'withheld'), with the stated purpose of the export",
    tags: ["staff"],
    querystring: ArrivalsCsvQuery,
    response: v.instance(Readable),
    access: staffAccess(db, clock, { roles: ["tourism_analyst"], action: "tourism.arrivals.export" }),
    handler: async ({ query: { purpose, ...query }, auth: actor }, request, reply) => {
      const arrivals = await readArrivals(query, request, actor, { action: "tourism.arrivals.export", purpose });
      const name = `arrivals-${query.dimension}-by-${query.by}-${query.from}-${query.to}.csv`;
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${name}"`);
      return arrivalsCsv(arrivals);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tourism/cross-tab",
    summary: "Tourism analysts: surveyed arrivals of a range by two survey answers, rows × columns with totals, filtered; counts protected (decision 056)",
    tags: ["staff"],
    querystring: CrossTabQuery,
    response: CrossTabAnswer,
    access: staffAccess(db, clock, { roles: ["tourism_analyst"], action: "tourism.arrivals.read" }),
    handler: async ({ query, auth: actor }, request) => ({ data: await readCrossTab(query, request, actor, { action: "tourism.arrivals.read" }) }),
  });

  for (const format of ["csv", "xlsx"] as const) {
    defineRoute(app, {
      method: "GET",
      url: `/api/staff/tourism/cross-tab.${format}`,
      summary: `Tourism analysts: the cross-tab as ${format.toUpperCase()} (withheld counts read 'withheld'), with the stated purpose of the export`,
      tags: ["staff"],
      querystring: CrossTabExportQuery,
      response: v.instance(Readable),
      access: staffAccess(db, clock, { roles: ["tourism_analyst"], action: "tourism.arrivals.export" }),
      handler: async ({ query: { purpose, ...query }, auth: actor }, request, reply) => {
        const table = await readCrossTab(query, request, actor, { action: "tourism.arrivals.export", purpose });
        const name = `arrivals-${query.rows}-by-${query.columns}-${query.from}-${query.to}.${format}`;
        reply.header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE).header("content-disposition", `attachment; filename="${name}"`);
        return format === "csv" ? crossTabCsv(table) : crossTabXlsx(table);
      },
    });
  }
}
