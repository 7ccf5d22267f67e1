import type { FastifyInstance } from "fastify";
import {
  AdminEstablishmentAnswer,
  AdminEstablishmentList,
  EstablishmentListQuery,
  EstablishmentParams,
  EstablishmentStatusChange,
} from "#domain/establishment-admin.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { listEstablishments, setEstablishmentDisabled } from "./establishment-admin-queries.ts";
import { revokeAccountSessions } from "./establishment-sessions.ts";

const TAGS = ["staff"];
const LIST_PURPOSE = "platform administration";
const DISABLED = "Establishment disabled: its branches refuse check-ins and its portal sessions have ended.";
const ENABLED = "Establishment enabled again: its branches take check-ins.";

/**
 * Admins review establishment accounts and disable or enable them (decision 062), with a reason kept
 * in the audit trail. The list shows the accounts' own e-mail addresses, so reading it is audited too.
 */
export function establishmentAdminRoutes(app: FastifyInstance, { db, clock }: Services): void {
  async function changed(id: string, now: Date) {
    const [account] = await listEstablishments(db, { q: "", status: "all", ids: [id] }, now);
    if (!account) throw new HttpError(404, "ESTABLISHMENT_NOT_FOUND");
    return account;
  }

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/establishments",
    summary: "Admins: establishment accounts (50 newest matching), by name, e-mail or branch name and status, with branches and a 30-day check-in count",
    tags: TAGS,
    querystring: EstablishmentListQuery,
    response: AdminEstablishmentList,
    access: staffAccess(db, clock, { roles: ["admin"], action: "establishment.list" }),
    handler: async ({ query, auth: admin }, request) => {
      const now = clock();
      const data = await listEstablishments(db, query, now);
      await recordAudit(
        db,
        request,
        admin,
        {
          action: "establishment.list",
          recordType: "establishment",
          shown: "establishment accounts: name, e-mail, branches, check-in count",
          purpose: LIST_PURPOSE,
        },
        now,
      );
      return { data };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/establishments/:id/disable",
    summary:
      "Admins: disable an establishment account with a reason: no sign-in, its sessions end and its branches' QR codes refuse check-ins (ESTABLISHMENT_DISABLED)",
    tags: TAGS,
    params: EstablishmentParams,
    body: EstablishmentStatusChange,
    response: AdminEstablishmentAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "establishment.disable" }),
    handler: async ({ params, body, auth: admin }, request) => {
      const now = clock();
      if (!(await setEstablishmentDisabled(db, params.id, { at: now.toISOString(), reason: body.reason }))) throw new HttpError(404, "ESTABLISHMENT_NOT_FOUND");
      await revokeAccountSessions(db, params.id, now);
      await recordAudit(db, request, admin, { action: "establishment.disable", recordType: "establishment", recordId: params.id, purpose: body.reason }, now);
      return { message: DISABLED, data: await changed(params.id, now) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/establishments/:id/enable",
    summary: "Admins: enable a disabled establishment account again, with a reason; its owner signs in anew",
    tags: TAGS,
    params: EstablishmentParams,
    body: EstablishmentStatusChange,
    response: AdminEstablishmentAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "establishment.enable" }),
    handler: async ({ params, body, auth: admin }, request) => {
      const now = clock();
      if (!(await setEstablishmentDisabled(db, params.id, null))) throw new HttpError(404, "ESTABLISHMENT_NOT_FOUND");
      await recordAudit(db, request, admin, { action: "establishment.enable", recordType: "establishment", recordId: params.id, purpose: body.reason }, now);
      return { message: ENABLED, data: await changed(params.id, now) };
    },
  });
}
