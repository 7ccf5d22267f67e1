import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  type ClusterAlertsEvent,
  clusterAlertsMachine,
  type ClusterDismissalRequest,
  type ClusterOverview,
  type OpenedCluster,
} from "../../../machines/console/cluster-alerts.machine.ts";
import type { ClusterAlert } from "#domain/tracing/clusters.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const alertId = "5f0c6a1e-2b7a-4f43-9b1e-333333333333";
const alert: ClusterAlert = {
  id: alertId,
  type: "cluster_alert",
  attributes: {
    establishment_id: "branch-1",
    place: "Beach Cafe — Susupe",
    state: "open",
    cases: [
      { case_id: "case-1", full_name: "ANA CRUZ", window_from: "2026-03-09", window_to: "2026-03-13", days: ["2026-03-10"] },
      { case_id: "case-2", full_name: "BEN REYES", window_from: "2026-03-10", window_to: "2026-03-14", days: ["2026-03-11"] },
    ],
    flagged: [],
    days: ["2026-03-10", "2026-03-11"],
    raised_at: "2026-03-14T00:00:00.000Z",
    updated_at: "2026-03-14T00:00:00.000Z",
    dismissed_at: null,
    dismissal_reason: null,
  },
};
const dismissed: ClusterAlert = {
  ...alert,
  attributes: { ...alert.attributes, state: "dismissed", dismissed_at: "2026-03-15T00:00:00.000Z", dismissal_reason: "One household" },
};
const curve = { cases: [{ day: "2026-03-11", count: 2 }], contacts: [{ day: "2026-03-10", count: 3 }] };
const overview: ClusterOverview = { alerts: [alert], curve };
const grown: ClusterAlert = {
  ...alert,
  attributes: {
    ...alert.attributes,
    cases: [
      ...alert.attributes.cases,
      { case_id: "case-3", full_name: "CARLA SABLAN", window_from: "2026-03-12", window_to: "2026-03-15", days: ["2026-03-13"] },
    ],
    days: [...alert.attributes.days, "2026-03-13"],
  },
};
const opened: OpenedCluster = {
  alert: grown,
  contacts: [
    {
      full_name: "SAM SHARED",
      mobile_number: "16705550111",
      email: null,
      generation: 1,
      exposure_start: "2026-03-10T01:30:00.000Z",
      places: ["Beach Cafe — Susupe"],
      from_cases: [
        { case_id: "case-1", full_name: "ANA CRUZ" },
        { case_id: "case-2", full_name: "BEN REYES" },
      ],
    },
  ],
  curve,
};
const dismissal: ClusterDismissalRequest = { id: alertId, reason: "One household" };
const { done, error } = callAnswers(clusterAlertsMachine);

const events: ClusterAlertsEvent[] = [
  { type: "cluster.opened", id: alertId },
  { type: "cluster.opened", id: "not-listed" },
  { type: "cluster.closed" },
  { type: "dismiss.requested", dismissal },
  { type: "dismiss.requested", dismissal: { id: alertId, reason: " " } },
  { type: "reload" },
  done("loadOverview", overview),
  error("loadOverview", failure(0)),
  done("openCluster", opened),
  error("openCluster", failure(404, "Cluster alert not found.", "CLUSTER_NOT_FOUND")),
  done("dismissCluster", dismissed),
  error("dismissCluster", failure(409, "This cluster alert has already been dismissed.", "CLUSTER_ALREADY_DISMISSED")),
];

describe("cluster alerts machine, generated paths", () => {
  testPagePaths({ machine: clusterAlertsMachine, events });
});

describe("cluster alerts machine", () => {
  const withCalls = (calls: { dismiss?: () => Promise<ClusterAlert>; open?: () => Promise<OpenedCluster> } = {}) => {
    const sent: { opened: string[]; dismissed: ClusterDismissalRequest[] } = { opened: [], dismissed: [] };
    const actor = createActor(
      clusterAlertsMachine.provide({
        actors: {
          loadOverview: fromPromise<ClusterOverview>(async () => overview),
          openCluster: fromPromise<OpenedCluster, { id: string }>(async ({ input }) => {
            sent.opened.push(input.id);
            return (calls.open ?? (async () => opened))();
          }),
          dismissCluster: fromPromise<ClusterAlert, ClusterDismissalRequest>(async ({ input }) => {
            sent.dismissed.push(input);
            return (calls.dismiss ?? (async () => dismissed))();
          }),
        },
      }),
    ).start();
    return { actor, sent };
  };

  it("shows the open alerts and the curve of every open case, then the combined contact list of the alert opened, and the alert as it is now", async () => {
    const { actor, sent } = withCalls();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context).toMatchObject({ alerts: [alert], curve, opened: undefined });
    actor.send({ type: "cluster.opened", id: alertId });
    expect(actor.getSnapshot().context.openedId).toBe(alertId);
    await expect.poll(() => actor.getSnapshot().context.opened).toEqual(opened);
    expect(sent.opened).toEqual([alertId]);
    expect(actor.getSnapshot().context.alerts).toEqual([grown]);
    actor.send({ type: "cluster.closed" });
    expect(actor.getSnapshot().context).toMatchObject({ openedId: undefined, opened: undefined });
  });

  it("dismisses an alert with a reason, takes it off the list and closes its contact list; a reason too short is not sent", async () => {
    const { actor, sent } = withCalls();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "cluster.opened", id: alertId });
    await expect.poll(() => actor.getSnapshot().context.opened).toEqual(opened);
    actor.send({ type: "dismiss.requested", dismissal: { id: alertId, reason: "no" } });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "dismiss.requested", dismissal });
    expect(actor.getSnapshot().context.dismissing).toBe(alertId);
    await expect.poll(() => actor.getSnapshot().context.alerts).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ dismissing: undefined, openedId: undefined, opened: undefined });
    expect(sent.dismissed).toEqual([dismissal]);
  });

  it("keeps the alert and says why when its dismissal is refused", async () => {
    const refusal = failure(409, "This cluster alert has already been dismissed.", "CLUSTER_ALREADY_DISMISSED");
    const { actor } = withCalls({
      dismiss: async () => {
        throw refusal;
      },
    });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "dismiss.requested", dismissal });
    await expect.poll(() => actor.getSnapshot().context.dismissFailure).toEqual({ id: alertId, failure: refusal });
    expect(actor.getSnapshot().context.alerts).toEqual([alert]);
  });

  it("says why the combined contact list did not open, and keeps the alerts", async () => {
    const refusal = failure(404, "Cluster alert not found.", "CLUSTER_NOT_FOUND");
    const { actor } = withCalls({
      open: async () => {
        throw refusal;
      },
    });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "cluster.opened", id: alertId });
    await expect.poll(() => actor.getSnapshot().context.openFailure).toEqual(refusal);
    expect(actor.getSnapshot().context).toMatchObject({ alerts: [alert], openedId: alertId, opened: undefined });
  });
});
