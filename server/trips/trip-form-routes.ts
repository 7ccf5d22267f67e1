import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { SubmittedFormSaved, submittedFormAnswer, TRIP_FORM_SEGMENTS, VisitHistoryParams } from "#domain/trips.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { followGuestTrips, signedInUser } from "../sign-in/sessions.ts";
import { answerTrips } from "./trip-service.ts";
import { storedTripForm, submitTripForm, type TripFormHandler, tripFormHandlers } from "./trip-form-service.ts";
import { ownTrip } from "./trip-service.ts";

/** docs/product-spec.md, parts 4 and 5: each part of the caller's trip, kept in its agency's own store. */
export function tripFormRoutes(app: FastifyInstance, { db, stores, clock }: Services): void {
  function formRoutes<S extends v.GenericSchema>(handler: TripFormHandler<S>): void {
    const url = `/api/v1/visit-histories/:id/${TRIP_FORM_SEGMENTS[handler.form]}`;
    const answer = submittedFormAnswer(handler.form, handler.schema);
    defineRoute(app, {
      method: "GET",
      url,
      summary: `The trip's ${handler.form.replace("_", " ")} as submitted (404 before that)`,
      tags: ["trips"],
      params: VisitHistoryParams,
      response: answer,
      access: signedInUser(db, clock),
      handler: async ({ params, auth: { userId } }) => {
        const stored = await storedTripForm(handler, await ownTrip(db, userId, params.id));
        if (!stored) throw new HttpError(404, "FORM_NOT_SUBMITTED");
        // Parsed on the way out, so the answer has the form's own shape: a damaged row is a 500, never a wrong answer.
        const attributes: unknown = JSON.parse(stored.answers);
        return v.parse(answer, { data: { id: stored.id, type: handler.form, attributes, submitted_at: stored.submitted_at } });
      },
    });
    defineRoute(app, {
      method: "PUT",
      url,
      summary: `Submit (or resubmit) the trip's ${handler.form.replace("_", " ")}; 409 once reviewed or expired`,
      tags: ["trips"],
      params: VisitHistoryParams,
      body: handler.schema,
      response: SubmittedFormSaved,
      access: signedInUser(db, clock),
      handler: async ({ params, body, auth }) => {
        const now = clock();
        const trip = await submitTripForm(db, handler, await ownTrip(db, auth.userId, params.id), auth.userId, body, now);
        // The customs declaration may move the arrival, and with it the trip's end.
        await followGuestTrips(db, auth, now);
        const [data] = await answerTrips(db, [trip], now);
        if (!data) throw new Error("A trip answered nothing");
        return { message: handler.submittedMessage, data };
      },
    });
  }

  const handlers = tripFormHandlers(db, stores);
  formRoutes(handlers.survey);
  formRoutes(handlers.customs);
  formRoutes(handlers.healthDeclaration);
  formRoutes(handlers.attestation);
}
