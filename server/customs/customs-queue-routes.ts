import type { FastifyInstance, FastifyRequest } from "fastify";
import { ArrivalsAnswer, ArrivalsQuery, ArrivalTravellersAnswer, ArrivalTravellersQuery, CustomsShiftAnswer } from "#domain/customs-queue.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { requireStaff, type StaffActor } from "../staff/staff-sessions.ts";
import { arrivalsOf, arrivalTravellers, officerShift } from "./customs-queue-service.ts";
import type { CustomsContext } from "./customs-service.ts";

const CUSTOMS_DESK: readonly StaffRole[] = ["customs_officer", "customs_supervisor"];

/** The customs desk as a queue (decision 037): the officer's shift and the day's arrivals. */
export function customsQueueRoutes(app: FastifyInstance, { db, stores, notifier, clock }: Services): void {
  const desk =
    (action: string) =>
    async (request: FastifyRequest): Promise<CustomsContext & { actor: StaffActor }> => {
      const now = clock();
      const actor = await requireStaff(db, request, { now, roles: CUSTOMS_DESK, action });
      return { db, stores, notifier, request, actor, now };
    };

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/customs/shift",
    summary: "Customs officers and supervisors: travellers they decided on since signing in, and their last 10 decisions with each trip's status now",
    tags: ["staff"],
    response: CustomsShiftAnswer,
    access: desk("customs.shift.read"),
    handler: async ({ auth: context }) => ({ data: await officerShift(context) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/customs/arrivals",
    summary:
      "Customs officers and supervisors: a day's arrivals (the commonwealth's today by default) by flight or vessel, with declarations and those with referral reasons",
    tags: ["staff"],
    querystring: ArrivalsQuery,
    response: ArrivalsAnswer,
    access: desk("customs.arrivals.read"),
    handler: async ({ query, auth: context }) => ({ data: await arrivalsOf(context, query.date) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/customs/arrivals/travellers",
    summary: "Customs officers and supervisors: one flight's or vessel's declarations that day, most referral reasons first (audited)",
    tags: ["staff"],
    querystring: ArrivalTravellersQuery,
    response: ArrivalTravellersAnswer,
    access: desk("customs.arrivals.travellers"),
    handler: async ({ query, auth: context }) => ({ data: await arrivalTravellers(context, query) }),
  });
}
