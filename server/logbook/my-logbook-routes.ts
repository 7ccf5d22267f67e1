import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { MessageAnswer } from "#domain/accounts.ts";
import { NOT_ALLOWED_MESSAGE, NOT_ALLOWED_TITLE } from "#domain/access-rule.ts";
import { RETENTION_DAYS } from "#domain/constants.ts";
import {
  ALLOWED_MESSAGE,
  ConfirmVisit,
  ConfirmVisitAnswer,
  differentPeople,
  LogbookQrValue,
  NotAllowedAnswer,
  QR_NOT_FOUND_MESSAGE,
  ReportSymptoms,
  SAME_PERSON_TWICE_MESSAGE,
  ScanQr,
  ScanResultAnswer,
  scannedCode,
  VisitAnswer,
  VisitListAnswer,
} from "#domain/logbook.ts";
import type { Services } from "../composition.ts";
import { findUser } from "../profile/profile-queries.ts";
import { endVisitNow, findEstablishment, findUserVisit, findVisitWithEstablishment, listUserVisits } from "./visit-queries.ts";
import { HttpError } from "../http/errors.ts";
import { type FieldError, fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { logbookQrOf } from "./check-in-qr.ts";
import { saveReportedSymptoms, symptomErrors } from "./check-in-symptoms.ts";
import { CHECK_IN_LIMITS, limitCheckIns } from "./check-in-throttle.ts";
import { memoryThrottle } from "../security/memory-throttle.ts";
import { checkedInPeople, profileAccessStatus, profileCompanions, profileVisitor } from "./check-in-visitors.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { establishmentScanResult, visitResource } from "./visit-rules.ts";

const SAVED = "Saved!";
const DAY_MS = 86_400_000;
const VisitParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

/** docs/product-spec.md, parts 4 and 7: the signed-in logbook — scanning a location QR, confirming the visit, one's own visits, symptoms and QR. */
export function myLogbookRoutes(app: FastifyInstance, { db, clock, checkIns }: Services): void {
  const userLimit = memoryThrottle(CHECK_IN_LIMITS.perUser);
  async function visitRow(visitId: string) {
    const row = await findVisitWithEstablishment(db, visitId);
    if (!row) throw new HttpError(404, "VISIT_NOT_FOUND");
    return row;
  }

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/me/profile/scan_qr",
    summary: "What a scanned QR stands for: an establishment branch, or NOT_FOUND (a scan result, so always 200)",
    tags: ["logbook"],
    body: ScanQr,
    response: ScanResultAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body }) => {
      const branch = await findEstablishment(db, scannedCode(body.uuid));
      return { data: branch ? establishmentScanResult(branch) : { result_type: "NOT_FOUND" as const, message: QR_NOT_FOUND_MESSAGE } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/me/profile/scan_qr/confirm",
    summary:
      "Check in at a branch with a purpose: 200 ALLOWED, or 409 NOT_ALLOWED (access rule of decision 011). The visit is recorded either way and ends the user's open visit elsewhere",
    tags: ["logbook"],
    body: ConfirmVisit,
    response: v.union([ConfirmVisitAnswer, NotAllowedAnswer]),
    statusOf: (answer) => (answer.status === "ALLOWED" ? 200 : 409),
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }, _request, reply) => {
      const now = clock();
      limitCheckIns(userLimit, reply, userId, now);
      const establishment = await findEstablishment(db, body.uuid);
      if (!establishment) throw new HttpError(404, "QR_NOT_FOUND");
      if (establishment.disabled_at !== null) throw new HttpError(403, "ESTABLISHMENT_DISABLED");
      const user = await findUser(db, userId);
      if (!user) throw new HttpError(404, "PROFILE_NOT_FOUND");
      const errors: FieldError[] = [];
      // A companion with the holder's own name would be the holder (decision 034).
      if (!differentPeople([{ name: user.first_name ?? "", last_name: user.last_name ?? "" }, ...body.companions]))
        errors.push(["companions", SAME_PERSON_TWICE_MESSAGE]);
      for (const [index, companion] of body.companions.entries()) errors.push(...(await symptomErrors(db, `companions.${index}.symptoms`, companion.symptoms)));
      if (errors.length) throw fieldErrors(errors);
      const status = profileAccessStatus(user, now);
      const holder = { visitor: profileVisitor(user, body.purpose, now), accessStatus: status, symptoms: [] };
      const companions = profileCompanions(user, body.companions, body.purpose);
      const outcome = await checkIns({ branchId: establishment.id, people: [holder, ...companions], now, checkOutKeyHash: null });
      if (outcome.kind === "branch_disabled") throw new HttpError(403, "ESTABLISHMENT_DISABLED");
      // Only a guest's check-in can be refused at the branch, and the branch was just found.
      if (outcome.kind !== "recorded") throw new HttpError(404, "QR_NOT_FOUND");
      const [visit, ...others] = outcome.visits;
      const data = visitResource(await visitRow(visit.id), now);
      const checkedIn = checkedInPeople(others, body.companions);
      if (status === "ALLOWED") return { status, message: ALLOWED_MESSAGE, data, companions: checkedIn };
      return { status, error: "not_allowed" as const, title: NOT_ALLOWED_TITLE, message: NOT_ALLOWED_MESSAGE, data, companions: checkedIn };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/me/visits",
    summary: "The signed-in user's own visits of the last 30 days, newest first; a visit is open while ends_at is ahead",
    tags: ["logbook"],
    response: VisitListAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => {
      const now = clock();
      // The logbook keeps 30 days (docs/product-spec.md, part 9); older visits wait only for the retention job.
      const since = new Date(now.getTime() - RETENTION_DAYS.logbook * DAY_MS);
      return { data: (await listUserVisits(db, userId, since)).map((row) => visitResource(row, now)) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/me/visits/:id/check-out",
    summary: "End one's own open visit now, and those of the people checked in with it; an ended visit is answered as it is, anyone else's visit is 404",
    tags: ["logbook"],
    params: VisitParams,
    response: VisitAnswer,
    access: signedInUser(db, clock),
    handler: async ({ params, auth: { userId } }) => {
      const now = clock();
      if (!(await findUserVisit(db, params.id, userId))) throw new HttpError(404, "VISIT_NOT_FOUND");
      await endVisitNow(db, params.id, now);
      return { data: visitResource(await visitRow(params.id), now) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/v1/me/symptoms",
    summary: "Report today's symptoms (the symptoms screen): the codes chosen, or NONE_OF_THE_ABOVE",
    tags: ["logbook"],
    body: ReportSymptoms,
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }) => {
      const now = clock();
      const errors = await symptomErrors(db, "status", body.status);
      if (errors.length) throw fieldErrors(errors);
      await saveReportedSymptoms(db, userId, body.status, now);
      return { message: SAVED };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/me/logbook-qr",
    summary: "The value of the user's own QR, for front-liners to scan; it grants nothing by itself",
    tags: ["logbook"],
    response: LogbookQrValue,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => {
      return { data: { qr_value: await logbookQrOf(db, userId) } };
    },
  });
}
