import type { FastifyInstance } from "fastify";
import { ContactParams, FollowUpChange, TracingContactAnswer } from "#domain/tracing/tracing-contacts.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { contactAnswer, contactsOf } from "./contact-list-service.ts";
import { auditedCase, auditTracing, refuse } from "./follow-up-service.ts";
import { exposureNotificationRoutes } from "./exposure-notification-routes.ts";
import { templateRoutes } from "./template-routes.ts";
import { TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";

const FOLLOW_UP = "tracing.follow_up.update";

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
      const index = await auditedCase(audited, params.id);
      if (index.closed_at !== null) return refuse(audited, new HttpError(409, "CASE_CLOSED"), index);
      if (index.list_state !== "frozen") return refuse(audited, new HttpError(409, "CONTACT_LIST_NOT_FROZEN"), index);
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
}
