import type { Selectable } from "kysely";
import type { ClusterAlert, CombinedContact, EpiCurve, EpiDay } from "#domain/tracing/clusters.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import type { StoredClusterMember } from "./cluster-detection.ts";

type AlertRow = Selectable<HealthDatabase["cluster_alerts"]>;

/** At most this many alerts in one list: a worklist, not an archive. */
export const CLUSTER_LIST_LIMIT = 200;

export const caseIdsOf = (row: AlertRow): string[] =>
  (JSON.parse(row.members) as StoredClusterMember[]).filter((member) => member.kind === "case").map((member) => member.key);

export function clusterAlert(row: AlertRow): ClusterAlert {
  const members = JSON.parse(row.members) as StoredClusterMember[];
  return {
    id: row.id,
    type: "cluster_alert",
    attributes: {
      establishment_id: row.establishment_id,
      place: row.place,
      state: row.state,
      cases: members
        .filter((member) => member.kind === "case")
        .map((member) => ({
          case_id: member.key,
          full_name: member.full_name,
          window_from: member.window_from,
          window_to: member.window_to,
          days: member.days,
        })),
      flagged: members.filter((member) => member.kind === "flagged").map((member) => ({ full_name: member.full_name, days: member.days })),
      days: JSON.parse(row.days) as string[],
      raised_at: row.raised_at,
      updated_at: row.updated_at,
      dismissed_at: row.dismissed_at,
      dismissal_reason: row.dismissal_reason,
    },
  };
}

export function listClusterAlerts(health: HealthStore, state: AlertRow["state"]): Promise<AlertRow[]> {
  return health
    .selectFrom("cluster_alerts")
    .selectAll()
    .where("state", "=", state)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .limit(CLUSTER_LIST_LIMIT)
    .execute();
}

export function findClusterAlert(health: HealthStore, id: string): Promise<AlertRow | undefined> {
  return health.selectFrom("cluster_alerts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Dismisses an open alert; false when someone already has. */
export async function dismissClusterAlert(health: HealthStore, id: string, dismissal: { reason: string; staffId: string; now: Date }): Promise<boolean> {
  const result = await health
    .updateTable("cluster_alerts")
    .set({ state: "dismissed", dismissed_at: dismissal.now.toISOString(), dismissed_by: dismissal.staffId, dismissal_reason: dismissal.reason })
    .where("id", "=", id)
    .where("state", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The union of the cases' contact lists, one row per person, with every case they came from (by name); earliest exposure first, then by name. */
export async function combinedContacts(health: HealthStore, caseIds: readonly string[]): Promise<CombinedContact[]> {
  if (!caseIds.length) return [];
  const rows = await health
    .selectFrom("tracing_contacts")
    .innerJoin("tracing_cases", "tracing_cases.id", "tracing_contacts.case_id")
    .select([
      "tracing_contacts.person_key",
      "tracing_contacts.full_name",
      "tracing_contacts.mobile_number",
      "tracing_contacts.email",
      "tracing_contacts.generation",
      "tracing_contacts.exposure_start",
      "tracing_contacts.place",
      "tracing_contacts.case_id",
      "tracing_cases.full_name as case_full_name",
    ])
    .where("tracing_contacts.case_id", "in", caseIds)
    .orderBy("tracing_contacts.exposure_start")
    .orderBy("tracing_contacts.id")
    .execute();
  const people = new Map<string, CombinedContact>();
  for (const row of rows) {
    const person = people.get(row.person_key);
    if (!person) {
      people.set(row.person_key, {
        full_name: row.full_name,
        mobile_number: row.mobile_number,
        email: row.email,
        generation: row.generation,
        exposure_start: row.exposure_start,
        places: [row.place],
        from_cases: [{ case_id: row.case_id, full_name: row.case_full_name }],
      });
      continue;
    }
    person.generation = Math.min(person.generation, row.generation);
    if (!person.places.includes(row.place)) person.places.push(row.place);
    if (!person.from_cases.some((from) => from.case_id === row.case_id)) person.from_cases.push({ case_id: row.case_id, full_name: row.case_full_name });
  }
  for (const person of people.values()) person.from_cases.sort((a, b) => a.full_name.localeCompare(b.full_name, "en"));
  return [...people.values()].sort((a, b) =>
    a.exposure_start !== b.exposure_start ? (a.exposure_start < b.exposure_start ? -1 : 1) : a.full_name.localeCompare(b.full_name, "en"),
  );
}

function perDay(days: readonly string[]): EpiDay[] {
  const counts = new Map<string, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ day, count }));
}

/**
 * Open cases by onset day (the test's day without an onset, else the day opened) and their
 * contacts by the commonwealth day of their exposure; only the given cases when there are some.
 */
export async function epiCurve(health: HealthStore, caseIds?: readonly string[]): Promise<EpiCurve> {
  if (caseIds && !caseIds.length) return { cases: [], contacts: [] };
  let cases = health.selectFrom("tracing_cases").select(["id", "onset_date", "test_date", "opened_on"]).where("closed_at", "is", null);
  let contacts = health
    .selectFrom("tracing_contacts")
    .innerJoin("tracing_cases", "tracing_cases.id", "tracing_contacts.case_id")
    .select("tracing_contacts.exposure_start")
    .where("tracing_cases.closed_at", "is", null);
  if (caseIds) {
    cases = cases.where("id", "in", caseIds);
    contacts = contacts.where("tracing_cases.id", "in", caseIds);
  }
  const [caseRows, contactRows] = [await cases.execute(), await contacts.execute()];
  return {
    cases: perDay(caseRows.map((row) => row.onset_date ?? row.test_date ?? row.opened_on)),
    contacts: perDay(contactRows.map((row) => commonwealthDay(new Date(row.exposure_start)))),
  };
}
