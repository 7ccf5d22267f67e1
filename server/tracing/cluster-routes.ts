import type { FastifyInstance } from "fastify";
import {
  ClusterAlertAnswer,
  ClusterAlertList,
  ClusterDismissal,
  ClusterListQuery,
  ClusterParams,
  CombinedContactList,
  EpiCurveAnswer,
  EpiCurveQuery,
} from "#domain/tracing/clusters.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { caseIdsOf, clusterAlert, combinedContacts, dismissClusterAlert, epiCurve, findClusterAlert, listClusterAlerts } from "./cluster-queries.ts";
import { type Audited, auditTracing } from "./follow-up-service.ts";
import { TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";

const LIST = "tracing.clusters.list";
const OPEN = "tracing.cluster.open";
const DISMISS = "tracing.cluster.dismiss";
const CONTACTS = "tracing.cluster.contacts";
const CURVE = "tracing.epi_curve";

/** Cluster alerts raised by the detection job (decision 052): health officials read, dismiss and follow them. */
export function clusterRoutes(app: FastifyInstance, deps: TracingDeps): void {
  const { db, health, clock } = deps;

  /** The alert the request names, or an audited 404. */
  const auditedAlert = async (audited: Audited, id: string) => {
    const row = await findClusterAlert(health, id);
    if (row) return row;
    await auditTracing(audited, { outcome: "failed", recordType: "cluster_alert", recordId: id });
    throw new HttpError(404, "CLUSTER_NOT_FOUND");
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/clusters",
    summary: "Health officials: cluster alerts, open or dismissed, latest activity first (at most 200), with the branch, cases and days",
    tags: ["staff"],
    querystring: ClusterListQuery,
    response: ClusterAlertList,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: LIST }),
    handler: async ({ query, auth: actor }, request) => {
      const rows = await listClusterAlerts(health, query.state);
      await auditTracing(
        { deps, request, actor, action: LIST },
        { recordType: "cluster_alerts", shown: `${query.state} cluster alerts: ${rows.length} (place, case names, days)` },
      );
      return { data: rows.map(clusterAlert) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/clusters/:id",
    summary: "Health officials: one cluster alert, opened (audited)",
    tags: ["staff"],
    params: ClusterParams,
    response: ClusterAlertAnswer,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: OPEN }),
    handler: async ({ params, auth: actor }, request) => {
      const audited = { deps, request, actor, action: OPEN };
      const row = await auditedAlert(audited, params.id);
      await auditTracing(audited, { recordType: "cluster_alert", recordId: row.id, shown: "place, case names, infectious windows, days" });
      return { data: clusterAlert(row) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/clusters/:id/dismiss",
    summary: "Health officials: dismiss an open cluster alert with a reason (409 when already dismissed)",
    tags: ["staff"],
    params: ClusterParams,
    body: ClusterDismissal,
    response: ClusterAlertAnswer,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: DISMISS }),
    handler: async ({ params, body, auth: actor }, request) => {
      const audited = { deps, request, actor, action: DISMISS };
      const now = clock();
      const row = await auditedAlert(audited, params.id);
      const about = { recordType: "cluster_alert", recordId: row.id };
      if (!(await dismissClusterAlert(health, row.id, { reason: body.reason, staffId: actor.staffId, now }))) {
        await auditTracing(audited, { ...about, outcome: "failed" }, now);
        throw new HttpError(409, "CLUSTER_ALREADY_DISMISSED");
      }
      // The reason stays on the alert: free text may name people, and the trail is kept unchanged for good.
      await auditTracing(audited, { ...about, shown: "dismissed with a reason: place, case names, days" }, now);
      return { data: clusterAlert((await findClusterAlert(health, row.id)) ?? row) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/clusters/:id/contacts",
    summary: "Health officials: the combined contact list of a cluster's cases, one row per person, with the cases each came from",
    tags: ["staff"],
    params: ClusterParams,
    response: CombinedContactList,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: CONTACTS }),
    handler: async ({ params, auth: actor }, request) => {
      const audited = { deps, request, actor, action: CONTACTS };
      const row = await auditedAlert(audited, params.id);
      const contacts = await combinedContacts(health, caseIdsOf(row));
      await auditTracing(audited, {
        recordType: "cluster_alert",
        recordId: row.id,
        shown: `combined contacts: ${contacts.length} (name, mobile number, e-mail, exposure, place, cases)`,
      });
      return { data: contacts };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/epi-curve",
    summary: "Health officials: open cases by onset day and their contacts by exposure day, of all open cases or of one cluster",
    tags: ["staff"],
    querystring: EpiCurveQuery,
    response: EpiCurveAnswer,
    access: staffAccess(db, clock, { roles: TRACING_ROLES, action: CURVE }),
    handler: async ({ query, auth: actor }, request) => {
      if (!query.cluster) return { data: await epiCurve(health) };
      const row = await auditedAlert({ deps, request, actor, action: CURVE }, query.cluster);
      return { data: await epiCurve(health, caseIdsOf(row)) };
    },
  });
}
