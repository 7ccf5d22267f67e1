import type { FastifyInstance } from "fastify";
import { MessageAnswer } from "#domain/accounts.ts";
import { GuestCheckIn, GuestCheckInAnswer, GuestCheckOut, LogbookQrAnswer, ScanQrQuery } from "#domain/logbook.ts";
import type { Services } from "../composition.ts";
import { endGuestVisitsNow, findEstablishment, findGuestVisit } from "./visit-queries.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { symptomErrors } from "./check-in-symptoms.ts";
import { checkedInPeople, guestPeople } from "./check-in-visitors.ts";
import { CHECK_IN_LIMITS, limitCheckIns, tooManyCheckIns } from "./check-in-throttle.ts";
import { memoryThrottle } from "../security/memory-throttle.ts";
import { hashToken } from "../sign-in/sessions.ts";
import { newCheckOutKey } from "./visit-rules.ts";

const WELCOME = "Welcome!";
const CHECKED_OUT = "You have checked out. Thank you!";

/** docs/product-spec.md, parts 3 and 7: the public side of a location QR, the guest check-in and the guest's early check-out. */
export function logbookRoutes(app: FastifyInstance, { db, clock, checkIns }: Services): void {
  const addressLimit = memoryThrottle(CHECK_IN_LIMITS.perClientAddress);

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/scan_qr",
    summary: "Look up a location QR: the establishment branch a check-in goes to",
    tags: ["logbook"],
    querystring: ScanQrQuery,
    response: LogbookQrAnswer,
    handler: async ({ query }) => {
      const establishment = await findEstablishment(db, query.uuid);
      if (!establishment) throw new HttpError(404, "INVALID_QR");
      if (establishment.disabled_at !== null) throw new HttpError(403, "ESTABLISHMENT_DISABLED");
      const { id, branch, label, logo, name, qr_type } = establishment;
      return { data: { id, type: "logbook_qr" as const, attributes: { branch, label, logo, name, qr_type } } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/scan_qr/confirm",
    summary:
      "Guest check-in at a branch of the phone's holder and up to 9 people with them, each a visit with their own door answer; answers the key that ends the visits early. Each person's open visit elsewhere ends now",
    tags: ["logbook"],
    body: GuestCheckIn,
    response: GuestCheckInAnswer,
    handler: async ({ body }, request, reply) => {
      const errors = await symptomErrors(db, "symptoms", body.symptoms);
      for (const [index, companion] of body.companions.entries()) errors.push(...(await symptomErrors(db, `companions.${index}.symptoms`, companion.symptoms)));
      if (errors.length) throw fieldErrors(errors);
      const people = guestPeople(body);
      // A client trying unknown codes counts against its address too.
      limitCheckIns(addressLimit, reply, request.ip, clock());
      const checkOutKey = newCheckOutKey();
      const branchId = body.location_qr_code_uuid.toLowerCase();
      const outcome = await checkIns({ branchId, people, now: clock(), checkOutKeyHash: checkOutKey.hash });
      if (outcome.kind === "unknown_branch") throw new HttpError(404, "INVALID_QR");
      if (outcome.kind === "branch_disabled") throw new HttpError(403, "ESTABLISHMENT_DISABLED");
      if (outcome.kind === "branch_busy") throw tooManyCheckIns(reply, outcome.retryAfterSeconds);
      const [first] = outcome.visits;
      // Guests are welcomed as the spec says; each person's status is answered for the door and kept for the tracers.
      const answered = checkedInPeople(outcome.visits, [body, ...body.companions]);
      return {
        message: WELCOME,
        data: { visit_id: first.id, check_out_key: checkOutKey.key, ends_at: first.endsAt, access_status: first.accessStatus, people: answered },
      };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/scan_qr/check-out",
    summary:
      "A guest ends their visit now with the key of their check-in, and the visits of `together_with` checked in with the same key; an unknown visit and a wrong key get the same 404",
    tags: ["logbook"],
    body: GuestCheckOut,
    response: MessageAnswer,
    handler: async ({ body }) => {
      const now = clock();
      const keyHash = hashToken(body.check_out_key);
      const visit = await findGuestVisit(db, body.visit_id, keyHash);
      if (!visit) throw new HttpError(404, "VISIT_NOT_FOUND");
      await endGuestVisitsNow(db, [visit.id, ...body.together_with], keyHash, now);
      return { message: CHECKED_OUT };
    },
  });
}
