import { type Selectable, type SqlBool, sql } from "kysely";
import { INCUBATION_DAYS, MINIMUM_OVERLAP } from "#domain/tracing/tracing-contacts.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import type { CaseRow } from "./case-lookup-service.ts";
import { contactPaths } from "./contact-paths.ts";
import { TRACING_DEFAULTS, type TracedExposure } from "./contact-tracing.ts";

type Alias = "tracing_contacts" | "c";

/**
 * A contact the list acts on (notifies, exports, follows up): ticked, and reached through ticked
 * contacts or ticked by hand (a tick given with a reason stands, whoever else is unticked).
 */
export function keptContact(alias: Alias = "tracing_contacts") {
  return sql<SqlBool>`(${sql.ref(`${alias}.included`)} = 1 and (${sql.ref(`${alias}.reachable`)} = 1 or ${sql.ref(`${alias}.reviewed_at`)} is not null))`;
}

/** A contact dropped: ticked, but reached only through unticked contacts, and not ticked by hand. */
export function droppedContact(alias: Alias = "tracing_contacts") {
  return sql<SqlBool>`(${sql.ref(`${alias}.included`)} = 1 and ${sql.ref(`${alias}.reachable`)} = 0 and ${sql.ref(`${alias}.reviewed_at`)} is null)`;
}

/** The columns a path sets: who exposed the contact, where, when and in which generation. */
const PATH_COLUMNS = [
  "generation",
  "exposure_start",
  "overlap_minutes",
  "establishment_id",
  "place",
  "parent_contact_id",
  "parent_person_key",
  "parent_visit_id",
  "parent_visit_start",
  "parent_visit_end",
  "visit_id",
  "visit_start",
  "visit_end",
  "reachable",
  "dropped_through",
] as const;

type PathColumns = Pick<Selectable<HealthDatabase["tracing_contacts"]>, (typeof PATH_COLUMNS)[number]>;

const meetingKey = (sourceVisitId: string, visitId: string) => `${sourceVisitId} ${visitId}`;

/**
 * Follows the case's exposure paths again with only its ticked contacts passing exposures on
 * (decision 034), and writes what changed: a contact still reached is explained by the earliest exposure
 * of the lowest generation through ticked people (perhaps another than before); one no longer
 * reached keeps the exposure that reached them first and names the unticked contacts every such path
 * runs through. The counts per generation follow. Run in the review's transaction.
 */
export async function recomputeReach(
  health: HealthStore,
  row: Pick<CaseRow, "id" | "person_key" | "list_minimum_overlap_minutes" | "list_incubation_days" | "list_counts">,
  at: string,
): Promise<void> {
  const contacts = await health
    .selectFrom("tracing_contacts")
    .select(["id", "person_key", "included", ...PATH_COLUMNS])
    .where("case_id", "=", row.id)
    .execute();
  const stored = await health.selectFrom("tracing_exposures").selectAll().where("case_id", "=", row.id).execute();
  const exposures = stored.map(
    (exposure): TracedExposure => ({
      personKey: exposure.person_key,
      sourcePersonKey: exposure.source_person_key,
      sourceVisitId: exposure.source_visit_id,
      sourceVisitStart: exposure.source_visit_start,
      sourceVisitEnd: exposure.source_visit_end,
      visitId: exposure.visit_id,
      visitStart: exposure.visit_start,
      visitEnd: exposure.visit_end,
      establishmentId: exposure.establishment_id,
      exposureStart: exposure.exposure_start,
      overlapMinutes: exposure.overlap_minutes,
    }),
  );
  const ticked = new Set(contacts.filter((contact) => contact.included === 1).map((contact) => contact.person_key));
  const rules = {
    indexKey: row.person_key,
    minimumOverlapMinutes: row.list_minimum_overlap_minutes ?? MINIMUM_OVERLAP.default,
    incubationDays: row.list_incubation_days ?? INCUBATION_DAYS.default,
    generations: TRACING_DEFAULTS.generations,
  };
  const paths = contactPaths(exposures, rules, (personKey) => ticked.has(personKey));
  const idOf = new Map(contacts.map((contact) => [contact.person_key, contact.id]));
  const meetingOf = new Map(stored.map((exposure) => [meetingKey(exposure.source_visit_id, exposure.visit_id), exposure]));
  const counts = Array.from({ length: rules.generations }, () => 0);
  for (const contact of contacts) {
    const path = paths.reached.get(contact.person_key) ?? paths.original.get(contact.person_key);
    const meeting = path && meetingOf.get(meetingKey(path.parentVisitId, path.visitId));
    if (!path || !meeting) {
      // Not among the meetings kept (a list older than them): left as it was computed.
      counts[contact.generation - 1] = (counts[contact.generation - 1] ?? 0) + 1;
      continue;
    }
    const blockers = paths.blockers.get(contact.person_key);
    const next: PathColumns = {
      generation: path.generation,
      exposure_start: path.exposureStart,
      overlap_minutes: path.overlapMinutes,
      establishment_id: path.establishmentId,
      place: meeting.place,
      parent_contact_id: idOf.get(path.parentPersonKey) ?? null,
      parent_person_key: path.parentPersonKey,
      parent_visit_id: path.parentVisitId,
      parent_visit_start: meeting.source_visit_start,
      parent_visit_end: meeting.source_visit_end,
      visit_id: path.visitId,
      visit_start: meeting.visit_start,
      visit_end: meeting.visit_end,
      reachable: blockers ? 0 : 1,
      dropped_through: blockers ? JSON.stringify(blockers.flatMap((personKey) => idOf.get(personKey) ?? [])) : null,
    };
    counts[path.generation - 1] = (counts[path.generation - 1] ?? 0) + 1;
    if (PATH_COLUMNS.every((column) => contact[column] === next[column])) continue;
    await health
      .updateTable("tracing_contacts")
      .set({ ...next, updated_at: at })
      .where("id", "=", contact.id)
      .execute();
  }
  const listCounts = JSON.stringify(counts);
  if (listCounts !== row.list_counts) await health.updateTable("tracing_cases").set({ list_counts: listCounts }).where("id", "=", row.id).execute();
}
