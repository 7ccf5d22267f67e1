import type { FastifyInstance } from "fastify";
import { MessageTemplates } from "#domain/tracing/tracing-contacts.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { defineRoute } from "../http/route.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { TRACING_PURPOSE, TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";
import { readTemplates, saveTemplates } from "./template-service.ts";

const READ = "tracing.templates.read";
const UPDATE = "tracing.templates.update";

const named = (templates: readonly { channel: string; language: string }[]) => templates.map(({ channel, language }) => `${channel}:${language}`).join(", ");

/** The exposure messages' templates: health officials read all eight and replace the ones they send. */
export function templateRoutes(app: FastifyInstance, { db, health, clock }: TracingDeps): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/templates",
    summary: "Health officials: the exposure message templates (SMS and e-mail in each language), edited or built in",
    tags: ["staff"],
    response: MessageTemplates,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: READ }),
    handler: async ({ auth: actor }, request) => {
      const data = await readTemplates(health);
      await recordAudit(db, request, actor, { action: READ, recordType: "tracing_templates", shown: named(data), purpose: TRACING_PURPOSE }, clock());
      return { data };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/staff/tracing/templates",
    summary: "Health officials: replace the templates sent ({name}, {date}, {place}, {until} and {hotline} are filled in per contact); answers all eight",
    tags: ["staff"],
    body: MessageTemplates,
    response: MessageTemplates,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: UPDATE }),
    handler: async ({ body, auth: actor }, request) => {
      const now = clock();
      await saveTemplates(health, body.data, actor.staffId, now);
      await recordAudit(db, request, actor, { action: UPDATE, recordType: "tracing_templates", shown: named(body.data), purpose: TRACING_PURPOSE }, now);
      return { data: await readTemplates(health) };
    },
  });
}
