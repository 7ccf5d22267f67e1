import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { COMMONWEALTH_OFFSET } from "#domain/commonwealth-time.ts";
import { type DetectedCluster, findClusters, type Presence, symptomWindow } from "#domain/tracing/clusters.ts";
import { commonwealthDay, infectiousWindow, windowInstants } from "#domain/tracing/tracing-cases.ts";
import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { PEOPLE_PER_QUERY, visitsOfPeople } from "./contact-queries.ts";
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

export interface ClusterRunCounts {
  raised: number;
  grown: number;
  unchanged: number;
}

/** Branches per symptom query: one range condition each, far under both databases' parameter limits. */
const BRANCHES_PER_QUERY = 200;
const DAY_MS = 86_400_000;

const NO_SYMPTOMS = '["NONE_OF_THE_ABOVE"]';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Each open case's visits within its infectious window, as presences at their branches. */
async function casePresences(db: Db, health: HealthStore): Promise<Presence[]> {
  const cases = await health
    .selectFrom("tracing_cases")
    .select(["id", "person_key", "full_name", "onset_date", "test_date", "isolation_date", "window_from", "window_to", "opened_on"])
    .where("closed_at", "is", null)
    .execute();
  const presences: Presence[] = [];
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
      for (const [branchId, here] of groupBy(inWindow, (visit) => visit.establishment_id)) {
        presences.push({
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
  return presences;
}

/**
 * The people without an open case who reported symptoms when they checked in at a branch where a
 * case was, on a day whose window (symptomWindow) meets one of those cases' windows there.
 */
async function flaggedPresences(db: Db, cases: readonly Presence[]): Promise<Presence[]> {
  const ranges = new Map<string, { from: string; to: string }>();
  for (const presence of cases) {
    const range = ranges.get(presence.branchId);
    ranges.set(presence.branchId, {
      from: range && range.from < presence.windowFrom ? range.from : presence.windowFrom,
      to: range && range.to > presence.windowTo ? range.to : presence.windowTo,
    });
  }
  const casePeople = new Set(cases.map((presence) => presence.personKey));
  const entries = [...ranges];
  const presences = new Map<string, Presence>();
  for (let at = 0; at < entries.length; at += BRANCHES_PER_QUERY) {
    const batch = entries.slice(at, at + BRANCHES_PER_QUERY);
    const visits = await db
      .selectFrom("visits")
      .select(["establishment_id", "person_key", "first_name", "middle_name", "last_name", "started_at"])
      .where((eb) =>
        eb.or(
          batch.map(([branchId, range]) =>
            eb.and([
              eb("establishment_id", "=", branchId),
              eb("started_at", ">=", new Date(`${range.from}T00:00:00${COMMONWEALTH_OFFSET}`).toISOString()),
              // A visit up to the window's days after a case's window ends still has a window that meets it.
              eb("started_at", "<", new Date(Date.parse(`${range.to}T00:00:00${COMMONWEALTH_OFFSET}`) + 3 * DAY_MS).toISOString()),
            ]),
          ),
        ),
      )
      .where("symptoms", "is not", null)
      .where(sql<boolean>`symptoms <> ${NO_SYMPTOMS}`)
      .execute();
    for (const visit of visits) {
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
  return findClusters([...cases, ...(await flaggedPresences(db, cases))]);
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
  const branches = await db.selectFrom("establishments").select(["id", "name", "branch"]).where("id", "in", branchIds).execute();
  const places = new Map(branches.map((branch) => [branch.id, placeName(branch)]));
  const alerts = await health.selectFrom("cluster_alerts").selectAll().where("establishment_id", "in", branchIds).execute();
  const at = now.toISOString();
  for (const cluster of clusters) {
    const place = places.get(cluster.branchId) ?? "";
    const keys = new Set(cluster.members.map((member) => member.memberKey));
    const alert = alerts.find((candidate) => {
      if (candidate.establishment_id !== cluster.branchId) return false;
      return (JSON.parse(candidate.members) as StoredClusterMember[]).some((member) => keys.has(member.key));
    });
    if (!alert) {
      await health
        .insertInto("cluster_alerts")
        .values({
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
        })
        .execute();
      counts.raised += 1;
      continue;
    }
    const before = JSON.parse(alert.members) as StoredClusterMember[];
    const known = new Set(before.map((member) => member.key));
    const newcomers = cluster.members.filter((member) => !known.has(member.memberKey));
    if (!newcomers.length) {
      counts.unchanged += 1;
      continue;
    }
    const members = [...before, ...newcomers.map(stored)];
    const days = [...new Set([...(JSON.parse(alert.days) as string[]), ...cluster.days])].sort();
    await health
      .updateTable("cluster_alerts")
      .set({
        place,
        state: "open",
        members: JSON.stringify(members),
        days: JSON.stringify(days),
        updated_at: at,
        dismissed_at: null,
        dismissed_by: null,
        dismissal_reason: null,
      })
      .where("id", "=", alert.id)
      .execute();
    alert.members = JSON.stringify(members);
    counts.grown += 1;
  }
  return counts;
}
