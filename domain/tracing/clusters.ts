import * as v from "valibot";
import { infectiousWindow } from "./tracing-cases.ts";

/**
 * Clusters found before anyone asks (decision 052): open cases, and people who reported symptoms at
 * check-in, who were at one branch while their infectious windows overlapped.
 */

export const CLUSTER_STATES = ["open", "dismissed"] as const;
export type ClusterState = (typeof CLUSTER_STATES)[number];

/** A cluster has at least this many people, at least one of them an open case. */
export const CLUSTER_MINIMUM_PEOPLE = 2;

export const CLUSTER_MESSAGES = {
  notFound: "Cluster alert not found.",
  alreadyDismissed: "This cluster alert has already been dismissed.",
  reasonNeeded: "Say why the alert is dismissed.",
} as const;
/** The older `error` word of a second dismissal, sent beside its code (decision 042). */
export const CLUSTER_ERRORS = { alreadyDismissed: "already_dismissed" } as const;

export const ClusterParams = v.object({ id: v.pipe(v.string(), v.uuid(CLUSTER_MESSAGES.notFound)) });
/** GET /api/staff/tracing/clusters?state=open|dismissed: latest activity first. */
export const ClusterListQuery = v.object({ state: v.optional(v.picklist(CLUSTER_STATES), "open") });
/** POST /api/staff/tracing/clusters/{id}/dismiss */
export const ClusterDismissal = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(3, CLUSTER_MESSAGES.reasonNeeded), v.maxLength(300, "At most 300 characters.")),
});

const ClusterCase = v.object({
  case_id: v.string(),
  full_name: v.string(),
  window_from: v.string(),
  window_to: v.string(),
  /** The commonwealth days the person was at the branch within their window. */
  days: v.array(v.string()),
});
const ClusterFlagged = v.object({ full_name: v.string(), days: v.array(v.string()) });

export const ClusterAlert = v.object({
  id: v.string(),
  type: v.literal("cluster_alert"),
  attributes: v.object({
    establishment_id: v.string(),
    place: v.string(),
    state: v.picklist(CLUSTER_STATES),
    cases: v.array(ClusterCase),
    /** People without a case who reported symptoms when they checked in there while a case was there. */
    flagged: v.array(ClusterFlagged),
    /** Every day any of them was there, in order. */
    days: v.array(v.string()),
    raised_at: v.string(),
    updated_at: v.string(),
    dismissed_at: v.nullable(v.string()),
    dismissal_reason: v.nullable(v.string()),
  }),
});
export type ClusterAlert = v.InferOutput<typeof ClusterAlert>;
export const ClusterAlertAnswer = v.object({ data: ClusterAlert });
export const ClusterAlertList = v.object({ data: v.array(ClusterAlert) });

/** One person on the combined contact list, with the cluster's cases they were a contact in. */
export const CombinedContact = v.object({
  full_name: v.string(),
  mobile_number: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** The lowest generation over their rows. */
  generation: v.number(),
  /** The earliest exposure over their rows, ISO-8601 UTC. */
  exposure_start: v.string(),
  places: v.array(v.string()),
  from_cases: v.array(v.object({ case_id: v.string(), full_name: v.string() })),
});
export type CombinedContact = v.InferOutput<typeof CombinedContact>;
/** GET /api/staff/tracing/clusters/{id}/contacts: earliest exposure first, then by name. */
export const CombinedContactList = v.object({ data: v.array(CombinedContact) });

export const EpiDay = v.object({ day: v.string(), count: v.number() });
export type EpiDay = v.InferOutput<typeof EpiDay>;
/** GET /api/staff/tracing/epi-curve?cluster={id}: open cases by onset day, their contacts by exposure day. */
export const EpiCurveQuery = v.object({ cluster: v.optional(v.pipe(v.string(), v.uuid(CLUSTER_MESSAGES.notFound))) });
export const EpiCurveAnswer = v.object({ data: v.object({ cases: v.array(EpiDay), contacts: v.array(EpiDay) }) });
export type EpiCurve = v.InferOutput<typeof EpiCurveAnswer>["data"];

/**
 * One person's time at one branch: an open case's visits there within its window, or the
 * check-ins of someone without a case who reported symptoms there while a case was there (their
 * window: the days before, as a case whose onset is that day).
 */
export interface Presence {
  branchId: string;
  kind: "case" | "flagged";
  /** The case id, or the flagged person's key. */
  memberKey: string;
  personKey: string;
  fullName: string;
  windowFrom: string;
  windowTo: string;
  days: string[];
}

export interface DetectedCluster {
  branchId: string;
  members: Presence[];
  days: string[];
}

/** The window of someone who reported symptoms on `day`: a case with that onset, opened that day. */
export function symptomWindow(day: string): { from: string; to: string } {
  return infectiousWindow({ onset_date: day, test_date: null, isolation_date: null, window_from: null, window_to: null, opened_on: day });
}

/**
 * The clusters among the presences: at each branch, the groups linked by overlapping windows
 * (A overlaps B, B overlaps C: one cluster), of at least CLUSTER_MINIMUM_PEOPLE people and one case.
 */
export function findClusters(presences: readonly Presence[]): DetectedCluster[] {
  const byBranch = new Map<string, Presence[]>();
  for (const presence of presences) {
    const here = byBranch.get(presence.branchId);
    if (here) here.push(presence);
    else byBranch.set(presence.branchId, [presence]);
  }
  const clusters: DetectedCluster[] = [];
  for (const [branchId, here] of byBranch) {
    // Sorted by start, a group ends where the next window starts after every earlier one ended.
    const sorted = [...here].sort((a, b) => (a.windowFrom < b.windowFrom ? -1 : a.windowFrom > b.windowFrom ? 1 : 0));
    let group: Presence[] = [];
    let groupEnd = "";
    const close = () => {
      if (group.length >= CLUSTER_MINIMUM_PEOPLE && group.some((member) => member.kind === "case")) {
        clusters.push({ branchId, members: group, days: [...new Set(group.flatMap((member) => member.days))].sort() });
      }
    };
    for (const presence of sorted) {
      if (group.length && presence.windowFrom > groupEnd) {
        close();
        group = [];
      }
      if (!group.length || presence.windowTo > groupEnd) groupEnd = presence.windowTo;
      group.push(presence);
    }
    close();
  }
  return clusters;
}

export interface EpiCurveDay {
  day: string;
  cases: number;
  contacts: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The curve as one row a day, every day from the first to the last with anything, none left out. */
export function epiCurveDays(curve: EpiCurve): EpiCurveDay[] {
  const days = [...curve.cases, ...curve.contacts].map((entry) => entry.day).sort();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const cases = new Map(curve.cases.map((entry) => [entry.day, entry.count]));
  const contacts = new Map(curve.contacts.map((entry) => [entry.day, entry.count]));
  const rows: EpiCurveDay[] = [];
  for (let day = first; day <= last; day = nextDay(day)) rows.push({ day, cases: cases.get(day) ?? 0, contacts: contacts.get(day) ?? 0 });
  return rows;
}
