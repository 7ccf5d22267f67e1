import type { FastifyInstance } from "fastify";
import { AuditList, AuditQuery, AuditVerificationAnswer, DataAccessAnswer } from "#domain/audit.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { verifyAuditTrail } from "./audit-checkpoints.ts";
import { recordAudit } from "./audit-trail.ts";
import { namesPersonInClear, personReference } from "./person-reference.ts";
import { listAuditEvents, listDataAccess } from "./audit-queries.ts";

/** The admin's audit viewer and chain check, and a traveller's list of agencies that read their data (decision 018). */
export function auditRoutes(app: FastifyInstance, { db, clock, checkpointing, serverSecret }: Services): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/staff/audit",
    summary: "Admins: the audit trail, newest first, filtered by staff member, by person (who saw this traveller) and by time",
    tags: ["staff"],
    querystring: AuditQuery,
    response: AuditList,
    access: staffAccess(db, clock, { roles: ["admin"], action: "audit.list" }),
    handler: async ({ query, auth: actor }, request) => {
      const now = clock();
      const { events, nextBefore } = await listAuditEvents(db, {
        staffId: query.staff_id,
        subjectUserId: query.subject_user_id,
        from: query.from,
        to: query.to,
        before: query.before,
        limit: query.limit,
      });
      // Reading who read whom is itself recorded, filters included, so the audit cannot be mined unseen.
      const filters = Object.entries(query).filter(([key, value]) => key !== "limit" && value !== undefined);
      await recordAudit(db, request, actor, { action: "audit.list", shown: filters.map(([key, value]) => `${key}=${String(value)}`).join(", ") || null }, now);
      // Records written before decision 040 may name a guest by number and name: the viewer shows them as the reference written since.
      const shown = events.map((event) => {
        const recordId = event.attributes.record_id;
        return recordId && namesPersonInClear(recordId)
          ? { ...event, attributes: { ...event.attributes, record_id: personReference(serverSecret, recordId) } }
          : event;
      });
      return { data: shown, meta: { next_before: nextBefore } };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/audit/verification",
    summary:
      "Admins: recompute the audit trail's hash chain, hold it against its signed checkpoints, and name the first record that was changed, removed or inserted (or the trail rewritten, truncated or emptied); an intact trail is checkpointed",
    tags: ["staff"],
    response: AuditVerificationAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "audit.verify" }),
    handler: async ({ auth: actor }, request) => {
      const now = clock();
      const result = await verifyAuditTrail(db, checkpointing, now);
      await recordAudit(db, request, actor, { action: "audit.verify", outcome: result.ok ? "ok" : "failed" }, now);
      return { data: result };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/me/data-access",
    summary: "The signed-in traveller: which agencies looked at their data and when (never who), newest first, at most 200",
    tags: ["profile"],
    response: DataAccessAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => {
      return { data: await listDataAccess(db, userId) };
    },
  });
}
