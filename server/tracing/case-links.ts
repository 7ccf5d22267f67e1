import type { CaseLink, TracingCase } from "#domain/tracing/tracing-cases.ts";
import { INCUBATION_DAYS } from "#domain/tracing/tracing-contacts.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { CaseRow } from "./case-lookup-service.ts";

const DAY_MS = 86_400_000;
/** Cases a statement reads the links of; far under both databases' parameter limits. */
const CASES_PER_QUERY = 500;

export type LinkedCases = TracingCase["attributes"]["linked_cases"];

/**
 * Links a newly opened case to every case its person was a contact in with an exposure inside that
 * list's incubation period (open or closed: the person may have caught it there), and to the case
 * whose contact it was turned from (`convertedFrom`), so both cases show each other (decision 034).
 */
export async function linkEarlierCases(
  health: HealthStore,
  row: Pick<CaseRow, "id" | "person_key">,
  staffId: string,
  now: Date,
  convertedFrom?: string,
): Promise<void> {
  const exposures = await health
    .selectFrom("tracing_contacts as c")
    .innerJoin("tracing_cases as s", "s.id", "c.case_id")
    .select(["c.case_id", "c.exposure_start", "s.list_incubation_days"])
    .where("c.person_key", "=", row.person_key)
    .where("c.case_id", "!=", row.id)
    .where("c.exposure_start", ">=", new Date(now.getTime() - INCUBATION_DAYS.max * DAY_MS).toISOString())
    .where("c.exposure_start", "<=", now.toISOString())
    .execute();
  const sources = new Set(
    exposures
      .filter((exposure) => Date.parse(exposure.exposure_start) + (exposure.list_incubation_days ?? INCUBATION_DAYS.default) * DAY_MS >= now.getTime())
      .map((exposure) => exposure.case_id),
  );
  if (convertedFrom) sources.add(convertedFrom);
  if (sources.size === 0) return;
  const linkedAt = now.toISOString();
  await health
    .insertInto("tracing_case_links")
    .values(
      [...sources].map((sourceCaseId) => ({
        case_id: row.id,
        source_case_id: sourceCaseId,
        person_key: row.person_key,
        kind: sourceCaseId === convertedFrom ? ("converted" as const) : ("contact" as const),
        linked_at: linkedAt,
        linked_by: staffId,
      })),
    )
    .onConflict((conflict) => conflict.columns(["case_id", "source_case_id"]).doNothing())
    .execute();
}

/** Where the link's person stands on the earlier case's list: joined by person, since a draft list's rows are replaced when computed again. */
function linkRows(health: HealthStore) {
  return health
    .selectFrom("tracing_case_links as l")
    .leftJoin("tracing_contacts as c", (join) => join.onRef("c.case_id", "=", "l.source_case_id").onRef("c.person_key", "=", "l.person_key"))
    .select(["l.case_id", "l.source_case_id", "l.kind", "l.linked_at", "c.generation", "c.exposure_start", "c.place", "c.notified_at"]);
}

type LinkRow = { kind: CaseLink["kind"]; generation: number | null; exposure_start: string | null; place: string | null; notified_at: string | null };

const linkOf = (row: LinkRow, caseId: string, fullName: string): CaseLink => ({
  case_id: caseId,
  full_name: fullName,
  kind: row.kind,
  generation: row.generation,
  exposure_start: row.exposure_start,
  place: row.place,
  notified_at: row.notified_at,
});

/** Each case's links both ways: the earlier cases its person was a contact in, and the later cases of its contacts; oldest link first. */
export async function linkedCases(health: HealthStore, caseIds: readonly string[]): Promise<Map<string, LinkedCases>> {
  const linked = new Map<string, LinkedCases>(caseIds.map((id) => [id, { contact_in: [], contacts_as_cases: [] }]));
  for (let start = 0; start < caseIds.length; start += CASES_PER_QUERY) {
    const ids = caseIds.slice(start, start + CASES_PER_QUERY);
    const earlier = await linkRows(health)
      .innerJoin("tracing_cases as s", "s.id", "l.source_case_id")
      .select("s.full_name")
      .where("l.case_id", "in", ids)
      .orderBy("l.linked_at")
      .orderBy("l.source_case_id")
      .execute();
    for (const row of earlier) linked.get(row.case_id)?.contact_in.push(linkOf(row, row.source_case_id, row.full_name));
    const later = await linkRows(health)
      .innerJoin("tracing_cases as n", "n.id", "l.case_id")
      .select("n.full_name")
      .where("l.source_case_id", "in", ids)
      .orderBy("l.linked_at")
      .orderBy("l.case_id")
      .execute();
    for (const row of later) linked.get(row.source_case_id)?.contacts_as_cases.push(linkOf(row, row.case_id, row.full_name));
  }
  return linked;
}

/** The later case of each of this case's contacts that has one, by person key. */
export async function casesOfContacts(health: HealthStore, caseId: string): Promise<Map<string, string>> {
  const rows = await health.selectFrom("tracing_case_links").select(["person_key", "case_id"]).where("source_case_id", "=", caseId).execute();
  return new Map(rows.map((row) => [row.person_key, row.case_id]));
}
