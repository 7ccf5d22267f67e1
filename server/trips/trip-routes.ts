import type { FastifyInstance } from "fastify";
import {
  CreatedVisitHistory,
  CreateVisitHistory,
  DELETED_TRIP_MESSAGE,
  DeletedVisitHistory,
  UpdateVisitHistory,
  VisitHistoryAnswer,
  VisitHistoryList,
  VisitHistoryParams,
  VisitHistoryQuery,
} from "#domain/trips.ts";
import type { Services } from "../composition.ts";
import { listOwnTrips, type TripRow } from "./trip-queries.ts";
import { defineRoute } from "../http/route.ts";
import { followGuestTrips, signedInUser } from "../sign-in/sessions.ts";
import { answerTrips } from "./trip-service.ts";
import { changeTrip, createTrip, ownTrip, removeTrip } from "./trip-service.ts";

const TRIP_CREATED = "Trip created.";

/** docs/product-spec.md, parts 3, 4 and 7: the signed-in traveller's (or guest's) own trips. */
export function tripRoutes(app: FastifyInstance, { db, stores, clock }: Services): void {
  const answerOne = async (row: TripRow, now: Date) => {
    const [resource] = await answerTrips(db, [row], now);
    if (!resource) throw new Error("A trip answered nothing");
    return resource;
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/visit-histories",
    summary: "The caller's trips, newest first; ongoing=1 keeps those not yet expired; limit 1-100 (20)",
    tags: ["trips"],
    querystring: VisitHistoryQuery,
    response: VisitHistoryList,
    access: signedInUser(db, clock),
    handler: async ({ query, auth: { userId } }) => {
      const now = clock();
      const rows = await listOwnTrips(db, userId, { ongoingAt: query.ongoing === "1" ? now : undefined, limit: query.limit });
      return { data: await answerTrips(db, rows, now) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/visit-histories",
    summary: "Start a trip (is_domestic 1 or 0, agreeing with travel_type; arrival within the last 30 days or the next year)",
    tags: ["trips"],
    body: CreateVisitHistory,
    response: CreatedVisitHistory,
    status: 201,
    access: signedInUser(db, clock),
    handler: async ({ body, auth }) => {
      const now = clock();
      const trip = await createTrip(db, auth.userId, body, now);
      await followGuestTrips(db, auth, now);
      return { message: TRIP_CREATED, uuid: trip.id, data: await answerOne(trip, now) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/visit-histories/:id",
    summary: "One of the caller's trips (another account's answers 404, like an unknown id)",
    tags: ["trips"],
    params: VisitHistoryParams,
    response: VisitHistoryAnswer,
    access: signedInUser(db, clock),
    handler: async ({ params, auth: { userId } }) => {
      const now = clock();
      return { data: await answerOne(await ownTrip(db, userId, params.id), now) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/v1/visit-histories/:id",
    summary: "Change the trip's fields while no officer has reviewed it and it has not expired (else 409)",
    tags: ["trips"],
    params: VisitHistoryParams,
    body: UpdateVisitHistory,
    response: VisitHistoryAnswer,
    access: signedInUser(db, clock),
    handler: async ({ params, body, auth }) => {
      const now = clock();
      const trip = await changeTrip(db, stores, await ownTrip(db, auth.userId, params.id), body, now);
      await followGuestTrips(db, auth, now);
      return { data: await answerOne(trip, now) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v1/visit-histories/:id",
    summary: "Delete the trip and its forms from every agency store, unless an officer has reviewed it (409)",
    tags: ["trips"],
    params: VisitHistoryParams,
    response: DeletedVisitHistory,
    access: signedInUser(db, clock),
    handler: async ({ params, auth }) => {
      await removeTrip(db, stores, await ownTrip(db, auth.userId, params.id));
      await followGuestTrips(db, auth, clock());
      return { message: DELETED_TRIP_MESSAGE };
    },
  });
}
