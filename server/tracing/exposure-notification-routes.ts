import type { FastifyInstance } from "fastify";
import { CaseParams } from "#domain/tracing/tracing-cases.ts";
import { INCUBATION_DAYS, NotifyAnswer, NotifyRequest } from "#domain/tracing/tracing-contacts.ts";
import { defineRoute } from "../http/route.ts";
import { exposureWarner } from "../notifications/exposure-warnings.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { auditedCase, auditTracing, refuse } from "./follow-up-service.ts";
import { type NotifyCounts, previewNotifications, refusalToNotify, sendNotifications } from "./exposure-notification-service.ts";
import { TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";

const NOTIFY = "tracing.notify";
const DRY_RUN = "tracing.notify.dry_run";

const shownCounts = ({ sms, email, unreachable, failed, dropped, already_notified, uncertain }: NotifyCounts) =>
  `sms ${sms}, email ${email}, unreachable ${unreachable}, failed ${failed}, dropped ${dropped}, already notified ${already_notified}` +
  (uncertain ? `, uncertain ${uncertain}` : "");

/** Notifying a case's frozen contacts list, or counting who would be reached. */
export function exposureNotificationRoutes(app: FastifyInstance, deps: TracingDeps): void {
  const { db, clock } = deps;
  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/cases/:id/notify",
    summary:
      "Health officials: message the frozen list's included contacts not yet notified (SMS, else e-mail) in their language, leaving out those reached only through unticked contacts and those another case told of the same exposure; dry_run only counts them by channel, language and generation, shows each language's message as it will be sent and lists the unreachable",
    tags: ["staff"],
    params: CaseParams,
    body: NotifyRequest,
    response: NotifyAnswer,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: NOTIFY }),
    handler: async ({ params, body, auth: actor }, request) => {
      const audited = { deps, request, actor, action: body.dry_run ? DRY_RUN : NOTIFY };
      const index = await auditedCase(audited, params.id);
      const refusal = refusalToNotify(index);
      if (refusal) return refuse(audited, refusal, index);
      const warned = exposureWarner(deps.notifier, index.list_incubation_days ?? INCUBATION_DAYS.default);
      const resendUncertain = body.resend_uncertain;
      const record = (counts: NotifyCounts) =>
        auditTracing(audited, { subjectUserId: index.user_id, recordType: "tracing_case", recordId: index.id, shown: shownCounts(counts) });
      if (body.dry_run) {
        const preview = await previewNotifications(deps, index, clock(), resendUncertain);
        await record(preview);
        return { data: { dry_run: true, ...preview } };
      }
      // Recorded with what it sets out to send before the first message goes (decision 041).
      const sent = await sendNotifications(deps, index, actor.staffId, { resendUncertain, audited: record, warned });
      return { data: { dry_run: false, ...sent } };
    },
  });
}
