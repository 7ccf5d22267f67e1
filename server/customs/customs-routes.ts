import type { FastifyInstance, FastifyRequest } from "fastify";
import * as v from "valibot";
import {
  AMEND_WINDOW_MINUTES,
  CustomsAmendmentBody,
  CustomsDecisionBody,
  CustomsLookup,
  CustomsTripAnswer,
  CustomsTripList,
  CustomsTripParams,
} from "#domain/customs-check.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { requireStaff, type StaffActor } from "../staff/staff-sessions.ts";
import { amendCustomsDecision, decideCustomsTrip } from "./customs-decision-service.ts";
import { customsQueueRoutes } from "./customs-queue-routes.ts";
import { type CustomsContext, lookUpByCode, lookUpByPassport, lookUpByQr, readTrip, readTripPhoto } from "./customs-service.ts";

/** Customs verification at baggage claim (decision 018): customs officers and supervisors only, every read and decision audited. */
export function customsRoutes(app: FastifyInstance, services: Services): void {
  const { db, stores, notifier, uploads: storage, clock } = services;
  /** Every customs route's `access`: a customs officer, or an audited refusal; the rest of the request acts as them. */
  const officer =
    (action: string) =>
    async (request: FastifyRequest): Promise<CustomsContext & { actor: StaffActor }> => {
      const now = clock();
      const actor = await requireStaff(db, request, { now, roles: ["customs_officer", "customs_supervisor"], action });
      return { db, stores, notifier, request, actor, now };
    };

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/customs/lookup",
    summary: "Customs officers: find a current trip by its scanned or typed QR or its short trip code, or the trips whose declaration names a passport",
    tags: ["staff"],
    body: CustomsLookup,
    response: CustomsTripList,
    access: officer("customs.lookup"),
    handler: async ({ body, auth: context }) => ({
      data:
        "qr" in body
          ? await lookUpByQr(context, body.qr)
          : "code" in body
            ? await lookUpByCode(context, body.code)
            : await lookUpByPassport(context, body.passport),
    }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/customs/trips/:id",
    summary: "Customs officers: a trip's customs card (traveller, passengers, declaration, health clearance in pandemic mode)",
    tags: ["staff"],
    params: CustomsTripParams,
    response: CustomsTripAnswer,
    access: officer("customs.trip.read"),
    handler: async ({ params, auth: context }) => ({ data: await readTrip(context, params.id) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/customs/trips/:id/photo",
    summary: "Customs officers: the traveller's profile photo for a trip they may look at",
    tags: ["staff"],
    params: CustomsTripParams,
    response: v.instance(Buffer),
    access: officer("customs.photo.read"),
    handler: async ({ params, auth: context }, _request, reply) => {
      const photo = await readTripPhoto(context, storage, params.id);
      reply.header("content-type", photo.contentType).header("x-content-type-options", "nosniff").header("cache-control", "private, no-store");
      return photo.bytes;
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/customs/trips/:id/decision",
    summary:
      "Customs officers: record CLEARED, FOR_INSPECTION or SECONDARY on a pending trip, with an internal note, a standard message and free text to the traveller (409 once decided, saying who and when)",
    tags: ["staff"],
    params: CustomsTripParams,
    body: CustomsDecisionBody,
    response: CustomsTripAnswer,
    access: officer("customs.decision"),
    handler: async ({ params, body, auth: context }) => ({ data: await decideCustomsTrip(context, params.id, body) }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/customs/trips/:id/amendment",
    summary: `Customs officers and supervisors: change a recorded decision with a reason; the deciding officer within ${AMEND_WINDOW_MINUTES} minutes, a supervisor any time (403 not_amendable otherwise); every decision is kept`,
    tags: ["staff"],
    params: CustomsTripParams,
    body: CustomsAmendmentBody,
    response: CustomsTripAnswer,
    access: officer("customs.decision.amended"),
    handler: async ({ params, body, auth: context }) => ({ data: await amendCustomsDecision(context, params.id, body) }),
  });

  customsQueueRoutes(app, services);
}
