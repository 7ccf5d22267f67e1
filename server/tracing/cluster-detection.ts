import { randomUUID } from "node:crypto";
import type { Insertable, Selectable } from "kysely";
import { VISIT_MINUTES } from "#domain/establishments.ts";
import { type DetectedCluster, findClusters, type Presence, symptomWindow } from "#domain/tracing/clusters.ts";
import { commonwealthDay, infectiousWindow, windowInstants } from "#domain/tracing/tracing-cases.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import { PEOPLE_PER_QUERY, type SourceBounds, SOURCES_PER_QUERY, symptomaticVisitsOverlapping, type TracedVisit, visitsOfPeople } from "./contact-queries.ts";
import { placeName } from "./flag-review-queries.ts";

/** A member as an alert keeps it: enough to recognise it on the next run and to show it. */
export interface StoredClusterMember {
  kind: "case" | "flagged";
  key: string;
  full_name: string;
  window_from: string;
  window_to: string;
  days: string[];
}

type AlertRow = Selectable<HealthDatabase["cluster_alerts"]>;

export interface ClusterRunCounts {
  raised: number;
  grown: number;
  unchanged: number;
}

/** Branches per look-up of their names and alerts. */
const BRANCHES_PER_QUERY = 500;
/** Alerts per insert: 11 columns each, far under SQLite's parameter limit. */
const ALERTS_PER_INSERT = 100;
/** No visit lasts longer than the longest visit duration a branch may set; it bounds the branch's index range. */
const LONGEST_VISIT_MS = VISIT_MINUTES.max * 60_000;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

interface CaseVisits {
  presences: Presence[];
  /** The visits those presences stand for: where someone who reported symptoms may have met the case. */
  visits: TracedVisit[];
}

/** Each open case's visits within its infectious window, as presences at their branches. */
async function casePresences(db: Db, health: HealthStore): Promise<CaseVisits> {
  const cases = await health
    .selectFrom("tracing_cases")
    .select(["id", "person_key", "full_name", "onset_date", "test_date", "isolation_date", "window_from", "window_to", "opened_on"])
    .where("closed_at", "is", null)
    .execute();
  const found: CaseVisits = { presences: [], visits: [] };
  for (let at = 0; at < cases.length; at += PEOPLE_PER_QUERY) {
    const batch = cases.slice(at, at + PEOPLE_PER_QUERY).map((row) => {
      const window = infectiousWindow(row);
      const instants = windowInstants(window);
      return { row, window, from: instants.from.toISOString(), to: instants.to.toISOString() };
    });
    const from = batch.reduce((earliest, one) => (one.from < earliest ? one.from : earliest), batch[0]?.from ?? "");
    const to = batch.reduce((latest, one) => (one.to > latest ? one.to : latest), "");
    const visits = await visitsOfPeople(
      db,
      batch.map((one) => one.row.person_key),
      from,
      to,
    );
    const byPerson = groupBy(visits, (visit) => visit.person_key);
    for (const { row, window, from: windowFrom, to: windowTo } of batch) {
      const inWindow = (byPerson.get(row.person_key) ?? []).filter((visit) => visit.ends_at > windowFrom && visit.started_at < windowTo);
      found.visits.push(...inWindow);
      for (const [branchId, here] of groupBy(inWindow, (visit) => visit.establishment_id)) {
        found.presences.push({
          branchId,
          kind: "case",
          memberKey: row.id,
          personKey: row.person_key,
          fullName: row.full_name,
          windowFrom: window.from,
          windowTo: window.to,
          days: [...new Set(here.map((visit) => commonwealthDay(new Date(visit.started_at))))].sort(),
        });
      }
    }
  }
  return found;
}

const MS = 1;

/** Bounds that any visit at the same branch overlapping `visit` at all meets. */
const anyOverlapWith = (visit: TracedVisit): SourceBounds => ({
  id: visit.id,
  establishment_id: visit.establishment_id,
  person_key: visit.person_key,
  earliest_start: new Date(Date.parse(visit.started_at) - LONGEST_VISIT_MS).toISOString(),
  // Any overlap at all: starts before the visit ends, ends after it starts.
  latest_start: new Date(Date.parse(visit.ends_at) - MS).toISOString(),
  earliest_end: new Date(Date.parse(visit.started_at) + MS).toISOString(),
});

/**
 * The people without an open case who reported symptoms when they checked in at a branch while a
 * case was there within its window; their own window is symptomWindow of that day.
 */
async function flaggedPresences(db: Db, found: CaseVisits): Promise<Presence[]> {
  const casePeople = new Set(found.presences.map((presence) => presence.personKey));
  const presences = new Map<string, Presence>();
  for (let at = 0; at < found.visits.length; at += SOURCES_PER_QUERY) {
    for (const visit of await symptomaticVisitsOverlapping(db, found.visits.slice(at, at + SOURCES_PER_QUERY).map(anyOverlapWith))) {
      if (casePeople.has(visit.person_key)) continue;
      const day = commonwealthDay(new Date(visit.started_at));
      const window = symptomWindow(day);
      const key = `${visit.establishment_id} ${visit.person_key}`;
      const known = presences.get(key);
      presences.set(key, {
        branchId: visit.establishment_id,
        kind: "flagged",
        memberKey: visit.person_key,
        personKey: visit.person_key,
        fullName: known?.fullName ?? [visit.first_name, visit.middle_name, visit.last_name].filter(Boolean).join(" "),
        windowFrom: known && known.windowFrom < window.from ? known.windowFrom : window.from,
        windowTo: known && known.windowTo > window.to ? known.windowTo : window.to,
        days: [...new Set([...(known?.days ?? []), day])].sort(),
      });
    }
  }
  return [...presences.values()];
}

/** Every cluster there is now, found from the open cases and the logbook. */
export async function detectClusters(db: Db, health: HealthStore): Promise<DetectedCluster[]> {
  const cases = await casePresences(db, health);
  return findClusters([...cases.presences, ...(await flaggedPresences(db, cases))]);
}

const stored = (member: Presence): StoredClusterMember => ({
  kind: member.kind,
  key: member.memberKey,
  full_name: member.fullName,
  window_from: member.windowFrom,
  window_to: member.windowTo,
  days: member.days,
});

/**
 * Raises an alert for each cluster no alert knows (none shares a member with it at its branch),
 * and grows the alert that does when the cluster has members it lacks. Members already on the
 * alert stay as they were, also once no longer found (their case closed). A dismissed alert that
 * grows is open again, its dismissal left to the audit trail: someone new was there.
 */
export async function raiseClusterAlerts(db: Db, health: HealthStore, now: Date): Promise<ClusterRunCounts> {
  const clusters = await detectClusters(db, health);
  const counts: ClusterRunCounts = { raised: 0, grown: 0, unchanged: 0 };
  if (!clusters.length) return counts;
  const branchIds = [...new Set(clusters.map((cluster) => cluster.branchId))];
  const places = new Map<string, string>();
  const known = new Map<string, { row: AlertRow; members: StoredClusterMember[] }[]>();
  for (let at = 0; at < branchIds.length; at += BRANCHES_PER_QUERY) {
    const batch = branchIds.slice(at, at + BRANCHES_PER_QUERY);
    const branches = await db.selectFrom("establishments").select(["id", "name", "branch"]).where("id", "in", batch).execute();
    for (const branch of branches) places.set(branch.id, placeName(branch));
    for (const row of await health.selectFrom("cluster_alerts").selectAll().where("establishment_id", "in", batch).execute()) {
      const here = known.get(row.establishment_id) ?? [];
      here.push({ row, members: JSON.parse(row.members) as StoredClusterMember[] });
      known.set(row.establishment_id, here);
    }
  }
  const at = now.toISOString();
  const raised: Insertable<HealthDatabase["cluster_alerts"]>[] = [];
  const grown: { id: string; place: string; members: StoredClusterMember[]; days: string[] }[] = [];
  for (const cluster of clusters) {
    const place = places.get(cluster.branchId) ?? "";
    const keys = new Set(cluster.members.map((member) => member.memberKey));
    const alert = known.get(cluster.branchId)?.find((candidate) => candidate.members.some((member) => keys.has(member.key)));
    if (!alert) {
      raised.push({
        id: randomUUID(),
        establishment_id: cluster.branchId,
        place,
        state: "open",
        members: JSON.stringify(cluster.members.map(stored)),
        days: JSON.stringify(cluster.days),
        raised_at: at,
        updated_at: at,
        dismissed_at: null,
        dismissed_by: null,
        dismissal_reason: null,
      });
      continue;
    }
    const onAlert = new Set(alert.members.map((member) => member.key));
    const newcomers = cluster.members.filter((member) => !onAlert.has(member.memberKey));
    if (!newcomers.length) {
      counts.unchanged += 1;
      continue;
    }
    alert.members = [...alert.members, ...newcomers.map(stored)];
    grown.push({ id: alert.row.id, place, members: alert.members, days: [...new Set([...(JSON.parse(alert.row.days) as string[]), ...cluster.days])].sort() });
  }
  // One transaction: SQLite syncs once for the run, not once an alert.
  await health.transaction().execute(async (trx) => {
    for (let from = 0; from < raised.length; from += ALERTS_PER_INSERT) {
      await trx
        .insertInto("cluster_alerts")
        .values(raised.slice(from, from + ALERTS_PER_INSERT))
        .execute();
    }
    for (const alert of grown) {
      await trx
        .updateTable("cluster_alerts")
        .set({
          place: alert.place,
          state: "open",
          members: JSON.stringify(alert.members),
          days: JSON.stringify(alert.days),
          updated_at: at,
          dismissed_at: null,
          dismissed_by: null,
          dismissal_reason: null,
        })
        .where("id", "=", alert.id)
        .execute();
    }
  });
  counts.raised = raised.length;
  counts.grown = grown.length;
  return counts;
}
