import type { FastifyInstance } from "fastify";
import { CaseParams } from "#domain/tracing/tracing-cases.ts";
import { ContactParams, FollowUpBulkChange, FollowUpChange, TracingContactAnswer, TracingContactList } from "#domain/tracing/tracing-contacts.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { contactAnswer, contactResources, contactsOf, type StoredContact } from "./contact-list-service.ts";
import { auditTracing, followedUpCase, refuse } from "./follow-up-service.ts";
import { exposureNotificationRoutes } from "./exposure-notification-routes.ts";
import { templateRoutes } from "./template-routes.ts";
import { TRACING_PURPOSE, TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";

const FOLLOW_UP = "tracing.follow_up.update";
/** Ids per `in (…)` list: far under both databases' parameter limits. */
const IDS_PER_STATEMENT = 500;

/** Notification and follow-up (decision 026): templates, notify, and each contact's follow-up status. */
export function followUpRoutes(app: FastifyInstance, deps: TracingDeps): void {
  templateRoutes(app, deps);
  exposureNotificationRoutes(app, deps);
  const { db, health, clock } = deps;

  defineRoute(app, {
    method: "PUT",
    url: "/api/staff/tracing/cases/:id/contacts/:contactId/follow-up",
    summary: "Health officials: a frozen list's contact's follow-up status, due day and note",
    tags: ["staff"],
    params: ContactParams,
    body: FollowUpChange,
    response: TracingContactAnswer,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: FOLLOW_UP }),
    handler: async ({ params, body, auth: actor }, request) => {
      const audited = { deps, request, actor, action: FOLLOW_UP };
      const index = await followedUpCase(audited, params.id);
      const findContact = () => contactsOf(health, index.id).where("c.id", "=", params.contactId).executeTakeFirst();
      const contact = (await findContact()) ?? (await refuse(audited, new HttpError(404, "CONTACT_NOT_FOUND"), index));
      const now = clock();
      await health
        .updateTable("tracing_contacts")
        .set({ follow_up_status: body.status, follow_up_due: body.due, follow_up_note: body.note || null, updated_at: now.toISOString() })
        .where("id", "=", contact.id)
        .execute();
      await auditTracing(
        audited,
        { subjectUserId: contact.user_id, recordType: "tracing_contact", recordId: contact.id, shown: `follow-up ${body.status}, due ${body.due ?? "none"}` },
        now,
      );
      return { data: await contactAnswer(health, index, (await findContact()) ?? contact, now) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/cases/:id/contacts/follow-up",
    summary: "Health officials: one follow-up status for the chosen contacts of a frozen list, due days and notes kept (404 if any is not on the list)",
    tags: ["staff"],
    params: CaseParams,
    body: FollowUpBulkChange,
    response: TracingContactList,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: FOLLOW_UP }),
    handler: async ({ params, body, auth: actor }, request) => {
      const audited = { deps, request, actor, action: FOLLOW_UP };
      const index = await followedUpCase(audited, params.id);
      const now = clock();
      const chosen = (ids: readonly string[]) =>
        contactsOf(health, index.id).where("c.id", "in", ids).orderBy("c.generation").orderBy("c.exposure_start").orderBy("c.id").execute();
      const contacts: StoredContact[] = [];
      for (let start = 0; start < body.contact_ids.length; start += IDS_PER_STATEMENT)
        contacts.push(...(await chosen(body.contact_ids.slice(start, start + IDS_PER_STATEMENT))));
      if (contacts.length !== body.contact_ids.length) return refuse(audited, new HttpError(404, "CONTACT_NOT_FOUND"), index);
      await health.transaction().execute(async (trx) => {
        for (let start = 0; start < body.contact_ids.length; start += IDS_PER_STATEMENT) {
          await trx
            .updateTable("tracing_contacts")
            .set({ follow_up_status: body.status, updated_at: now.toISOString() })
            .where("case_id", "=", index.id)
            .where("id", "in", body.contact_ids.slice(start, start + IDS_PER_STATEMENT))
            .execute();
        }
      });
      await db.transaction().execute(async (trx) => {
        for (const contact of contacts) {
          await recordAudit(
            trx,
            request,
            actor,
            {
              action: FOLLOW_UP,
              purpose: TRACING_PURPOSE,
              subjectUserId: contact.user_id,
              recordType: "tracing_contact",
              recordId: contact.id,
              shown: `follow-up ${body.status}`,
            },
            now,
          );
        }
      });
      const updated = contacts.map((contact) => ({ ...contact, follow_up_status: body.status, updated_at: now.toISOString() }));
      return { data: await contactResources(health, index, updated, now) };
    },
  });
}
