import * as v from "valibot";
import { fromPromise } from "xstate";
import {
  type ClusterDismissalRequest,
  clusterAlertsMachine,
  type ClusterOverview,
  type OpenedCluster,
} from "../../../../../machines/console/cluster-alerts.machine.ts";
import { calling } from "../../../../api/failed-call.ts";
import { staffApi } from "../../../../api/staff-client.ts";
import { type ClusterAlert, ClusterAlertAnswer, ClusterAlertList, CombinedContactList, EpiCurveAnswer } from "#domain/tracing/clusters.ts";

const curveOf = async (cluster?: string) => v.parse(EpiCurveAnswer, await staffApi("/api/staff/tracing/epi-curve", { query: cluster ? { cluster } : {} })).data;

function loadOverview(): Promise<ClusterOverview> {
  return calling(async () => {
    const [alerts, curve] = await Promise.all([staffApi("/api/staff/tracing/clusters", { query: { state: "open" } }), curveOf()]);
    return { alerts: v.parse(ClusterAlertList, alerts).data, curve };
  });
}

function openCluster(id: string): Promise<OpenedCluster> {
  return calling(async () => {
    const at = `/api/staff/tracing/clusters/${encodeURIComponent(id)}`;
    const [alert, contacts, curve] = await Promise.all([staffApi(at), staffApi(`${at}/contacts`), curveOf(id)]);
    return { alert: v.parse(ClusterAlertAnswer, alert).data, contacts: v.parse(CombinedContactList, contacts).data, curve };
  });
}

function dismissCluster({ id, reason }: ClusterDismissalRequest): Promise<ClusterAlert> {
  return calling(
    async () =>
      v.parse(ClusterAlertAnswer, await staffApi(`/api/staff/tracing/clusters/${encodeURIComponent(id)}/dismiss`, { method: "POST", body: { reason } })).data,
  );
}

/** The cluster alerts machine with its real calls (a lost session is the shell's to handle). */
export const clustersMachine = clusterAlertsMachine.provide({
  actors: {
    loadOverview: fromPromise<ClusterOverview>(() => loadOverview()),
    openCluster: fromPromise<OpenedCluster, { id: string }>(({ input }) => openCluster(input.id)),
    dismissCluster: fromPromise<ClusterAlert, ClusterDismissalRequest>(({ input }) => dismissCluster(input)),
  },
});
