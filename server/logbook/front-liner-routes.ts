import type { FastifyInstance } from "fastify";
import { ScanQr, ScanResultAnswer } from "#domain/logbook.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { frontLinerScan } from "./front-liner-scan.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { frontLinerStaffId } from "../staff/front-liner-role.ts";
import { type ThrottleRule, throttleHit } from "../security/throttle.ts";

/** A door check scans about one person every few seconds; more than this is harvesting, not checking. */
const FRONT_LINER_SCANS: ThrottleRule = { name: "front-liner-scan", limit: 30, windowMs: 60_000 };

/** docs/product-spec.md, parts 3, 6 and 7: a front-liner scans a person's QR or a branch's QR. */
export function frontLinerRoutes(app: FastifyInstance, { db, clock }: Services): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/v1/me/profile/scan_qr/front-liner",
    summary:
      "Front-liners only: a branch uuid (or its check-in address) answers ESTABLISHMENT, a person's QR value answers USER " +
      "with name, company, municipality and status only; each person look-up and each miss is audited; 30 scans a minute",
    tags: ["logbook"],
    body: ScanQr,
    response: ScanResultAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }, request, reply) => {
      const now = clock();
      const user = await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
      const staffId = await frontLinerStaffId(db, user?.email ?? null);
      if (!staffId) throw new HttpError(403, "NOT_A_FRONT_LINER");
      const retryAfter = await throttleHit(db, FRONT_LINER_SCANS, userId, now);
      if (retryAfter !== undefined) {
        reply.header("retry-after", String(retryAfter));
        throw new HttpError(429, "TOO_MANY_REQUESTS");
      }
      return { data: await frontLinerScan(db, request, staffId, body.uuid, now) };
    },
  });
}
