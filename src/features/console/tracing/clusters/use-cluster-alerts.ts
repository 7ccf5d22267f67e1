import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ClusterDismissalRequest, clusterAlertsMachine } from "../../../../../machines/console/cluster-alerts.machine.ts";

export type ClusterAlertsActor = ActorRefFrom<typeof clusterAlertsMachine>;

/** The cluster alerts machine as the tracing home sees it: one selector a field, events sent by name. */
export function useClusterAlerts(actor: ClusterAlertsActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    failure: useSelector(actor, (state) => state.context.failure),
    alerts: useSelector(actor, (state) => state.context.alerts),
    curve: useSelector(actor, (state) => state.context.curve),
    openedId: useSelector(actor, (state) => state.context.openedId),
    opening: useSelector(actor, (state) => state.matches("opening")),
    opened: useSelector(actor, (state) => state.context.opened),
    openFailure: useSelector(actor, (state) => state.context.openFailure),
    dismissing: useSelector(actor, (state) => state.context.dismissing),
    dismissFailure: useSelector(actor, (state) => state.context.dismissFailure),
    canAct: useSelector(actor, (state) => state.matches("ready")),
    open: (id: string) => actor.send({ type: "cluster.opened", id }),
    close: () => actor.send({ type: "cluster.closed" }),
    dismiss: (dismissal: ClusterDismissalRequest) => actor.send({ type: "dismiss.requested", dismissal }),
    reload: () => actor.send({ type: "reload" }),
  };
}

export type ClusterAlertsView = ReturnType<typeof useClusterAlerts>;
