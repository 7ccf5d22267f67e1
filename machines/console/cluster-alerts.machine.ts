import { assign, fromPromise, setup } from "xstate";
import type { ClusterAlert, CombinedContact, EpiCurve } from "#domain/tracing/clusters.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export interface ClusterDismissalRequest {
  id: string;
  reason: string;
}

/** What the tracing home loads first: the open alerts and the curve of every open case. */
export interface ClusterOverview {
  alerts: ClusterAlert[];
  curve: EpiCurve;
}

/** One cluster opened from its alert: the alert as it is now (it may have grown), its combined contact list and its curve. */
export interface OpenedCluster {
  alert: ClusterAlert;
  contacts: CombinedContact[];
  curve: EpiCurve;
}

export type ClusterAlertsEvent =
  | { type: "cluster.opened"; id: string }
  | { type: "cluster.closed" }
  | { type: "dismiss.requested"; dismissal: ClusterDismissalRequest }
  | { type: "reload" };

export interface ClusterAlertsContext {
  alerts: ClusterAlert[];
  /** Every open case's curve. */
  curve: EpiCurve | undefined;
  failure: CallFailure | undefined;
  /** The alert whose combined contact list is open, or being opened. */
  openedId: string | undefined;
  opened: OpenedCluster | undefined;
  openFailure: CallFailure | undefined;
  /** The alert whose dismissal is being sent. */
  dismissing: string | undefined;
  /** The last dismissal that failed, and why; cleared by the next one. */
  dismissFailure: { id: string; failure: CallFailure } | undefined;
}

const never = () => new Promise<never>(() => {});

/**
 * Decision 052: the cluster alerts on the tracing home, with the curve of every open case. An alert
 * opens its combined contact list and its own curve; it is dismissed with a reason and leaves the
 * list, which holds open alerts only.
 */
export const clusterAlertsMachine = setup({
  types: { context: {} as ClusterAlertsContext, events: {} as ClusterAlertsEvent },
  actors: {
    loadOverview: fromPromise<ClusterOverview>(never),
    openCluster: fromPromise<OpenedCluster, { id: string }>(never),
    dismissCluster: fromPromise<ClusterAlert, ClusterDismissalRequest>(never),
  },
  guards: {
    isListed: ({ context, event }) => event.type === "cluster.opened" && context.alerts.some((alert) => alert.id === event.id),
    isDismissible: ({ context, event }) =>
      event.type === "dismiss.requested" && event.dismissal.reason.trim().length >= 3 && context.alerts.some((alert) => alert.id === event.dismissal.id),
  },
}).createMachine({
  id: "clusterAlerts",
  context: {
    alerts: [],
    curve: undefined,
    failure: undefined,
    openedId: undefined,
    opened: undefined,
    openFailure: undefined,
    dismissing: undefined,
    dismissFailure: undefined,
  },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, dismissFailure: undefined, openedId: undefined, opened: undefined, openFailure: undefined }),
      invoke: {
        id: "loadOverview",
        src: "loadOverview",
        onDone: { target: "ready", actions: assign({ alerts: ({ event }) => event.output.alerts, curve: ({ event }) => event.output.curve }) },
        onError: { target: "failed", actions: assign({ alerts: [], curve: undefined, failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    ready: {
      on: {
        "cluster.opened": { guard: "isListed", target: "opening" },
        "cluster.closed": { actions: assign({ openedId: undefined, opened: undefined, openFailure: undefined }) },
        "dismiss.requested": { guard: "isDismissible", target: "dismissing" },
        reload: "loading",
      },
    },
    opening: {
      entry: assign({
        openedId: ({ event }) => (event.type === "cluster.opened" ? event.id : undefined),
        opened: undefined,
        openFailure: undefined,
      }),
      invoke: {
        id: "openCluster",
        src: "openCluster",
        input: ({ context }) => ({ id: context.openedId ?? "" }),
        onDone: {
          target: "ready",
          actions: assign({
            opened: ({ event }) => event.output,
            alerts: ({ context, event }) => context.alerts.map((alert) => (alert.id === event.output.alert.id ? event.output.alert : alert)),
          }),
        },
        onError: { target: "ready", actions: assign({ openFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    dismissing: {
      entry: assign({
        dismissing: ({ event }) => (event.type === "dismiss.requested" ? event.dismissal.id : undefined),
        dismissFailure: undefined,
      }),
      invoke: {
        id: "dismissCluster",
        src: "dismissCluster",
        input: ({ event }) => (event.type === "dismiss.requested" ? event.dismissal : { id: "", reason: "" }),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => {
            const closing = context.openedId === event.output.id;
            return {
              alerts: context.alerts.filter((alert) => alert.id !== event.output.id),
              dismissing: undefined,
              openedId: closing ? undefined : context.openedId,
              opened: closing ? undefined : context.opened,
            };
          }),
        },
        onError: {
          target: "ready",
          actions: assign({
            dismissFailure: ({ context, event }) => ({ id: context.dismissing ?? "", failure: failureOf(event.error) }),
            dismissing: undefined,
          }),
        },
      },
    },
    failed: {
      on: { reload: "loading" },
    },
  },
});
