import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { MessageAnswer } from "#domain/accounts.ts";
import { CurrentTripQrAnswer, EMAIL_SENT_MESSAGE, SendQrEmail } from "#domain/trips.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { currentTrip, tripQrPng } from "./trip-qr-service.ts";
import { storedMessage } from "./trip-service.ts";
import { sendTripQrEmail, type TripQrEmailDependencies } from "./trip-qr-email-service.ts";

/** docs/product-spec.md, parts 4 and 7: the QR of the caller's current trip — shown, e-mailed and downloaded. */
export function currentTripQrRoutes(app: FastifyInstance, { db, sender, serverSecret, config, clock }: Services): void {
  const emailing: TripQrEmailDependencies = { db, sender, publicUrl: config.publicUrl, serverSecret };

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/current-trip/qr",
    summary: "The QR of the caller's newest complete trip that has not expired, with its review status (404 when there is none)",
    tags: ["trips"],
    response: CurrentTripQrAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => {
      const now = clock();
      const { trip, qrId } = await currentTrip(db, userId, now);
      return { data: { trip_id: trip.id, qr_id: qrId, status: trip.status, remarks: trip.remarks, message: storedMessage(trip), expires_at: trip.expires_at } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/current-trip/qr/send-qr-email",
    summary: "E-mail the current trip's QR (inline image and link) in the account's language; 5 an hour per account, 5 a day per address",
    tags: ["trips"],
    body: SendQrEmail,
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }, request, reply) => {
      const now = clock();
      const { qrId } = await currentTrip(db, userId, now);
      await sendTripQrEmail(emailing, { reply, log: request.log }, { userId, qrId, to: body.email }, now);
      return { message: EMAIL_SENT_MESSAGE };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/current-trip/qr/download",
    summary: "The current trip's QR as a PNG file (trip-qr.png)",
    tags: ["trips"],
    response: v.instance(Buffer),
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }, _request, reply) => {
      const now = clock();
      const { qrId } = await currentTrip(db, userId, now);
      reply
        .header("content-type", "image/png")
        .header("content-disposition", 'attachment; filename="trip-qr.png"')
        .header("cache-control", "private, no-store");
      return tripQrPng(config.publicUrl, qrId);
    },
  });
}
