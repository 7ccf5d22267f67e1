import type { FastifyInstance } from "fastify";
import { FlaggedCheckInAnswer, FlaggedCheckInList, FlagListQuery, FlagParams, FlagReviewBody } from "#domain/tracing/check-in-flag-review.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { auditTracing } from "./follow-up-service.ts";
import { findFlag, type flaggedCheckIn, listFlags, reviewFlag } from "./flag-review-queries.ts";
import { TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";

const LIST = "tracing.flags.list";
const REVIEW = "tracing.flag.review";

const withoutOwner = ({ user_id: _owner, ...flag }: ReturnType<typeof flaggedCheckIn>) => flag;

/** Flagged check-ins (too far too fast, bursts at a branch): health officials list them and dismiss or keep each, once. */
export function flagReviewRoutes(app: FastifyInstance, deps: TracingDeps): void {
  const { db, clock } = deps;

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/flags",
    summary: "Health officials: flagged check-ins, open or reviewed, newest first (at most 200), with the visitor and the place",
    tags: ["staff"],
    querystring: FlagListQuery,
    response: FlaggedCheckInList,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: LIST }),
    handler: async ({ query, auth: actor }, request) => {
      const flags = await listFlags(db, query.state);
      await auditTracing(
        { deps, request, actor, action: LIST },
        { recordType: "visit_flags", shown: `${query.state} flags: ${flags.length} (name, mobile number, place, time)` },
      );
      return { data: flags.map(withoutOwner) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/flags/:id/review",
    summary: "Health officials: dismiss or keep a flagged check-in with a note (once; 409 when already reviewed)",
    tags: ["staff"],
    params: FlagParams,
    body: FlagReviewBody,
    response: FlaggedCheckInAnswer,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: REVIEW }),
    handler: async ({ params, body, auth: actor }, request) => {
      const audited = { deps, request, actor, action: REVIEW };
      const now = clock();
      const flag = await findFlag(db, params.id);
      const about = { subjectUserId: flag?.user_id ?? null, recordType: "visit_flag", recordId: params.id };
      if (!flag) {
        await auditTracing(audited, { ...about, outcome: "failed" }, now);
        throw new HttpError(404, "FLAG_NOT_FOUND");
      }
      if (!(await reviewFlag(db, flag.id, { review: body.review, note: body.note, staffId: actor.staffId, now }))) {
        await auditTracing(audited, { ...about, outcome: "failed" }, now);
        throw new HttpError(409, "FLAG_ALREADY_REVIEWED");
      }
      await auditTracing(audited, { ...about, shown: `${body.review}: name, mobile number, place, time` }, now);
      const reviewed = await findFlag(db, flag.id);
      return { data: withoutOwner(reviewed ?? flag) };
    },
  });
}
