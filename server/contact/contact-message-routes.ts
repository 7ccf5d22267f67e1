import type { FastifyInstance } from "fastify";
import { ContactMessageBody, CONTACT_MESSAGES, ContactMessageSent, StaffContactMessagesAnswer, StaffContactMessagesQuery } from "#domain/contact-messages.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";
import { ADMINISTRATION_PURPOSE } from "../settings/settings-routes.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { forwardContactMessage, retryWaitingContactMessages } from "./contact-forwarding-service.ts";
import { countContactMessages, listContactMessages, storeContactMessage } from "./contact-message-queries.ts";
import { limitContactMessages } from "./contact-throttle.ts";

/** Decision 040: the contact form (POST /api/v2/contact-messages) and the admin's list of its messages' references (decision 040). */
export function contactMessageRoutes(app: FastifyInstance, { db, sender, config, serverSecret, clock }: Services): void {
  const supportEmail = config.site.support_email;
  const forwarding = { sender, supportEmail, log: app.log };

  defineRoute(app, {
    method: "POST",
    url: "/api/v2/contact-messages",
    summary:
      "The contact form: stored, forwarded to the support mailbox (a failed forward stays pending and goes with a later message's), answered with its reference; 5 an hour per e-mail address, 20 per client",
    tags: ["public site"],
    body: ContactMessageBody,
    response: ContactMessageSent,
    status: 201,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limitContactMessages(db, serverSecret, reply, { client: request.ip, email: body.email }, now);
      const row = await storeContactMessage(db, body, now);
      if (await forwardContactMessage(forwarding, db, row, now)) await retryWaitingContactMessages(forwarding, db, now);
      return { message: CONTACT_MESSAGES.sent, reference: row.reference };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/contact-messages",
    summary:
      "Admins: how many messages the contact form has had, and the messages as references, newest first, 50 a page (before = the previous page's next_before), with language, time and whether each reached the support mailbox; names, addresses and texts are read in the support mailbox only",
    tags: ["staff"],
    querystring: StaffContactMessagesQuery,
    response: StaffContactMessagesAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "contact_messages.list" }),
    handler: async ({ query, auth: admin }, request) => {
      const now = clock();
      const { data, nextBefore } = await listContactMessages(db, query.before);
      const counts = await countContactMessages(db);
      await recordAudit(
        db,
        request,
        admin,
        {
          action: "contact_messages.list",
          recordType: "contact_message",
          shown: data.length > 0 ? "contact message references, languages, statuses" : null,
          purpose: ADMINISTRATION_PURPOSE,
        },
        now,
      );
      return { data, next_before: nextBefore, counts };
    },
  });
}
