import type { FastifyInstance } from "fastify";
import { Readable } from "node:stream";
import * as v from "valibot";
import { AuditCsvQuery, AuditList, AuditQuery, AuditVerificationAnswer, DataAccessAnswer, WhoSawAnswer, WhoSawRequest } from "#domain/audit.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { signedInUser } from "../sign-in/sessions.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { verifyAuditTrail } from "./audit-checkpoints.ts";
import { recordAudit } from "./audit-trail.ts";
import { namesPersonInClear, personReference } from "./person-reference.ts";
import { auditCsv } from "./audit-csv.ts";
import { type AuditFilter, listAuditEvents, listDataAccess } from "./audit-queries.ts";
import { withRecordLabels } from "./record-labels.ts";
import { lookupReference, whoSaw } from "./who-saw.ts";

type Filters = v.InferOutput<typeof AuditQuery>;

const filterOf = (query: Omit<Filters, "limit" | "before">): Omit<AuditFilter, "limit"> => ({
  staffId: query.staff_id,
  subjectUserId: query.subject_user_id,
  kind: query.kind,
  agency: query.agency,
  listViews: query.list_views,
  from: query.from,
  to: query.to,
});

/** The filters as the audit record of a reading or an export states them. */
const filtersShown = (query: object) =>
  Object.entries(query)
    .filter(([key, value]) => !["limit", "purpose"].includes(key) && value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(", ") || null;

/** The most records one export writes; the filters narrow a larger period. */
const EXPORT_LIMIT = 200;

/** The admin's audit viewer and chain check, and a traveller's list of agencies that read their data (decision 018). */
export function auditRoutes(app: FastifyInstance, { db, stores, clock, checkpointing, serverSecret }: Services): void {
  /** Records written before decision 040 may name a guest by number and name: the viewer shows them as the reference written since. */
  const readable = async (events: Awaited<ReturnType<typeof listAuditEvents>>["events"]) =>
    withRecordLabels(
      db,
      events.map((event) => {
        const recordId = event.attributes.record_id;
        return recordId && namesPersonInClear(recordId)
          ? { ...event, attributes: { ...event.attributes, record_id: personReference(serverSecret, recordId) } }
          : event;
      }),
    );

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/audit",
    summary:
      "Admins: the audit trail, newest first, filtered by staff member, kind of action, agency and time; list page views only when asked for; each record named as people know it",
    tags: ["staff"],
    querystring: AuditQuery,
    response: AuditList,
    access: staffAccess(db, clock, { roles: ["admin"], action: "audit.list" }),
    handler: async ({ query, auth: actor }, request) => {
      const now = clock();
      const { events, nextBefore } = await listAuditEvents(db, { ...filterOf(query), before: query.before, limit: query.limit });
      // Reading who read whom is itself recorded, filters included, so the audit cannot be mined unseen.
      await recordAudit(db, request, actor, { action: "audit.list", shown: filtersShown(query) }, now);
      return { data: await readable(events), meta: { next_before: nextBefore } };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/audit.csv",
    summary: `Admins: the filtered trail as CSV (at most ${EXPORT_LIMIT} records, newest first, times in the commonwealth's time), with the stated purpose of the export`,
    tags: ["staff"],
    querystring: AuditCsvQuery,
    response: v.instance(Readable),
    access: staffAccess(db, clock, { roles: ["admin"], action: "audit.export" }),
    handler: async ({ query, auth: actor }, request, reply) => {
      const now = clock();
      const { events } = await listAuditEvents(db, { ...filterOf(query), limit: EXPORT_LIMIT });
      await recordAudit(
        db,
        request,
        actor,
        { action: "audit.export", shown: `${events.length} records: ${filtersShown(query) ?? "all"}`, purpose: query.purpose },
        now,
      );
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-${now.toISOString().slice(0, 10)}.csv"`);
      return auditCsv(await readable(events));
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/audit/who-saw",
    summary:
      "Admins: who read a traveller's data, found by a trip code, passport number, e-mail or phone the admin types; answers audit records only (agency, who, when, why), never the traveller's data; the question is itself recorded, with the identifier's kind and a keyed hash of it",
    tags: ["staff"],
    body: WhoSawRequest,
    response: WhoSawAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "audit.who_saw" }),
    handler: async ({ body, auth: actor }, request) => {
      const now = clock();
      const events = await whoSaw(db, stores.customs, body.kind, body.value);
      await recordAudit(
        db,
        request,
        actor,
        { action: "audit.who_saw", recordType: body.kind, recordId: lookupReference(serverSecret, body.kind, body.value), shown: `${events.length} records` },
        now,
      );
      return { data: await withRecordLabels(db, events) };
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
