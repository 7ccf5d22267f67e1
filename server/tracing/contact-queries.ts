import { type RawBuilder, SqliteAdapter, sql } from "kysely";
import { NONE_OF_THE_ABOVE } from "#domain/symptom-codes.ts";
import type { Db } from "../db/connection.ts";

/** A visit as contact tracing needs it: where, whose, and when (ISO-8601 UTC text, so text order is time order). */
export interface TracedVisit {
  id: string;
  establishment_id: string;
  person_key: string;
  started_at: string;
  ends_at: string;
}

/**
 * One visit of a frontier person, clipped to that person's infectious window, and the bounds a
 * visit at the same branch must meet to overlap it by the minimum: start no later than
 * `latest_start`, end no earlier than `earliest_end`. `earliest_start` follows from visits lasting
 * at most a day (VISIT_MINUTES.max), so the branch's index is read over a bounded range.
 */
export interface SourceBounds {
  id: string;
  establishment_id: string;
  person_key: string;
  earliest_start: string;
  latest_start: string;
  earliest_end: string;
}

/** Bounded so that a statement's parameters stay far under SQLite's and PostgreSQL's limits. */
export const PEOPLE_PER_QUERY = 500;
export const SOURCES_PER_QUERY = 400;

/** The visits of these people that touch [from, to): a superset of each one's own window, which the caller applies. */
export async function visitsOfPeople(db: Db, personKeys: readonly string[], from: string, to: string): Promise<TracedVisit[]> {
  if (personKeys.length === 0) return [];
  return db
    .selectFrom("visits")
    .select(["id", "establishment_id", "person_key", "started_at", "ends_at"])
    .where("person_key", "in", personKeys)
    .where("ends_at", ">", from)
    .where("started_at", "<", to)
    .execute();
}

export interface OverlapRow extends TracedVisit {
  source_id: string;
}

/** A visit whose holder reported symptoms at check-in, with the name they gave. */
export interface SymptomaticVisit {
  establishment_id: string;
  person_key: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  started_at: string;
}

const NO_SYMPTOMS = JSON.stringify([NONE_OF_THE_ABOVE]);

/**
 * Each source's id with the `columns` of the visits of other people at the same branch that may
 * overlap it by the minimum, read by start over the overlap index (migration 0013), and meeting
 * `also` when given. Both plans read the index once per source. SQLite keeps a CROSS JOIN's left
 * side (the sources, a VALUES list) as the outer loop; PostgreSQL, guessing the ranges'
 * selectivity, would hash the sources against a scan of all visits, so there each source runs its
 * own lateral look-up (OFFSET 0 keeps it one).
 */
async function overlapJoin<R>(db: Db, sources: readonly SourceBounds[], columns: RawBuilder<unknown>, also?: RawBuilder<unknown>): Promise<R[]> {
  if (sources.length === 0) return [];
  const rows = sql.join(
    sources.map(
      (source) =>
        sql`(${source.id}, ${source.establishment_id}, ${source.person_key}, ${source.earliest_start}, ${source.latest_start}, ${source.earliest_end})`,
    ),
  );
  const matches = sql`
    visits.establishment_id = sources.establishment_id
    and visits.started_at >= sources.earliest_start
    and visits.started_at <= sources.latest_start
    and visits.ends_at >= sources.earliest_end
    and visits.person_key <> sources.person_key
    ${also ? sql`and ${also}` : sql``}`;
  const join =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql`cross join visits where ${matches}`
      : sql`cross join lateral (select ${columns} from visits where ${matches} offset 0) as visits`;
  const result = await sql<R>`
    with sources (source_id, establishment_id, person_key, earliest_start, latest_start, earliest_end) as (values ${rows})
    select sources.source_id, ${columns} from sources ${join}`.execute(db);
  return result.rows;
}

/** Every other person's visit at the same branch that may overlap each source by the minimum; only the visit's own length is left to the caller. */
export function overlappingVisits(db: Db, sources: readonly SourceBounds[]): Promise<OverlapRow[]> {
  return overlapJoin<OverlapRow>(db, sources, sql`visits.id, visits.establishment_id, visits.person_key, visits.started_at, visits.ends_at`);
}

/**
 * The visits of other people who reported symptoms at check-in that may overlap the sources, read
 * in the same join: the symptoms are looked up only for the visits at the sources' branches and
 * times, and only the few that reported any leave the database.
 */
export function symptomaticVisitsOverlapping(db: Db, sources: readonly SourceBounds[]): Promise<SymptomaticVisit[]> {
  return overlapJoin<SymptomaticVisit>(
    db,
    sources,
    sql`visits.establishment_id, visits.person_key, visits.first_name, visits.middle_name, visits.last_name, visits.started_at`,
    sql`visits.symptoms is not null and visits.symptoms <> ${NO_SYMPTOMS}`,
  );
}
