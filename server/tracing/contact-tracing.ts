import type { Db } from "../db/connection.ts";
import { VISIT_MINUTES } from "#domain/establishments.ts";
import { overlappingVisits, PEOPLE_PER_QUERY, type SourceBounds, SOURCES_PER_QUERY, type TracedVisit, visitsOfPeople } from "./contact-queries.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** No visit lasts longer than the longest visit duration a branch may set; it bounds the branch's index range. */
const LONGEST_VISIT_MS = VISIT_MINUTES.max * MINUTE_MS;

export const TRACING_DEFAULTS = { minimumOverlapMinutes: 15, incubationDays: 14, cap: 5_000, generations: 3 } as const;

export interface TraceRequest {
  /** The index person: `user:<id>` or `mobile:<E.164 digits>`, as visits store it. */
  personKey: string;
  /** The index person's infectious window. */
  from: Date;
  to: Date;
  minimumOverlapMinutes?: number;
  incubationDays?: number;
  /** Beyond this many contacts the list stops growing and is marked capped. */
  cap?: number;
  generations?: number;
}

/** One person exposed, with what explains it: whose visit, where, when, and for how long. */
export interface TracedContact {
  personKey: string;
  /** 1 for the index person's contacts, 2 for theirs, and so on. */
  generation: number;
  /** The start of the earliest qualifying overlap, ISO-8601 UTC. */
  exposureStart: string;
  /** Whole minutes of that overlap. */
  overlapMinutes: number;
  establishmentId: string;
  /** The person who exposed this one (the index person for generation 1) and their visit. */
  parentPersonKey: string;
  parentVisitId: string;
  /** This person's visit that overlapped the parent's. */
  visitId: string;
}

/**
 * One meeting that may expose a listed contact: a visit of the index person or of a contact then
 * spreading, and the contact's visit, as the logbook has them (unclipped). Each contact has one for
 * every such meeting, not only the one that explains them, so that the paths can be followed again
 * without some of the spreaders (contact-paths.ts, decision 034): a contact's meetings are kept until
 * the incubation period after the latest exposure theirs could move to once someone is unticked.
 */
export interface TracedExposure {
  personKey: string;
  sourcePersonKey: string;
  sourceVisitId: string;
  sourceVisitStart: string;
  sourceVisitEnd: string;
  visitId: string;
  visitStart: string;
  visitEnd: string;
  establishmentId: string;
  /** The start and whole minutes of the overlap, the spreader's visit clipped to the span searched (their window, for the index person). */
  exposureStart: string;
  overlapMinutes: number;
}

export interface ContactTrace {
  /** Ordered by generation, then exposure, then person. */
  contacts: TracedContact[];
  /**
   * Every meeting of a spreader with a listed contact, except those with a first-generation contact
   * from anyone but the index person (nothing can take that path away).
   */
  exposures: TracedExposure[];
  /** Contacts per generation: `counts[0]` is the first generation. */
  counts: number[];
  /** True when the cap was reached: the last generation listed is partial and later ones were not computed. */
  capped: boolean;
}

/**
 * A person whose visits expose others, and the window in which they do: from their exposure to
 * `to`. Their meetings are looked for until `searchTo`, later when their exposure may move later
 * once someone is unticked (contact-paths.ts).
 */
interface Spreader {
  personKey: string;
  from: number;
  to: number;
  searchTo: number;
}

/** A spreader's visit clipped to their window (`end`) and to the span searched (`searchEnd`). */
interface Source {
  visit: TracedVisit;
  start: number;
  end: number;
  searchEnd: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The earlier exposure wins; equal ones are ordered by visit ids, so both databases pick the same. */
export function isEarlier(
  a: Pick<TracedContact, "exposureStart" | "parentVisitId" | "visitId">,
  b: Pick<TracedContact, "exposureStart" | "parentVisitId" | "visitId">,
): boolean {
  if (a.exposureStart !== b.exposureStart) return a.exposureStart < b.exposureStart;
  if (a.parentVisitId !== b.parentVisitId) return a.parentVisitId < b.parentVisitId;
  return a.visitId < b.visitId;
}

export function byGenerationThenExposure(a: TracedContact, b: TracedContact): number {
  if (a.generation !== b.generation) return a.generation - b.generation;
  if (a.exposureStart !== b.exposureStart) return a.exposureStart < b.exposureStart ? -1 : 1;
  return a.personKey < b.personKey ? -1 : a.personKey > b.personKey ? 1 : 0;
}

async function sourcesOf(db: Db, spreaders: readonly Spreader[], minimumMs: number): Promise<Source[]> {
  const sources: Source[] = [];
  for (let at = 0; at < spreaders.length; at += PEOPLE_PER_QUERY) {
    const batch = spreaders.slice(at, at + PEOPLE_PER_QUERY);
    const windows = new Map(batch.map((spreader) => [spreader.personKey, spreader]));
    const from = Math.min(...batch.map((spreader) => spreader.from));
    const to = Math.max(...batch.map((spreader) => spreader.searchTo));
    for (const visit of await visitsOfPeople(db, [...windows.keys()], iso(from), iso(to))) {
      const window = windows.get(visit.person_key);
      if (!window) continue;
      const start = Math.max(Date.parse(visit.started_at), window.from);
      const searchEnd = Math.min(Date.parse(visit.ends_at), window.searchTo);
      if (searchEnd - start >= minimumMs) sources.push({ visit, start, end: Math.min(Date.parse(visit.ends_at), window.to), searchEnd });
    }
  }
  return sources.sort((a, b) => a.start - b.start || (a.visit.id < b.visit.id ? -1 : 1));
}

function boundsOf(source: Source, minimumMs: number): SourceBounds {
  return {
    id: source.visit.id,
    establishment_id: source.visit.establishment_id,
    person_key: source.visit.person_key,
    earliest_start: iso(source.start + minimumMs - LONGEST_VISIT_MS),
    latest_start: iso(source.searchEnd - minimumMs),
    earliest_end: iso(source.start + minimumMs),
  };
}

/**
 * Contacts of the index person over the logbook, generation by generation (decision 025): a visit
 * at the same branch that overlaps a spreader's visit, clipped to the spreader's window, by at
 * least the minimum. The index person spreads in their infectious window; a contact from their
 * first exposure for the incubation period. Each person is listed once, at their lowest
 * generation, with their earliest exposure in it.
 */
export async function traceContacts(db: Db, request: TraceRequest): Promise<ContactTrace> {
  const minimumOverlapMinutes = request.minimumOverlapMinutes ?? TRACING_DEFAULTS.minimumOverlapMinutes;
  if (!(minimumOverlapMinutes >= 1)) throw new RangeError("The minimum overlap must be at least one minute.");
  const minimumMs = minimumOverlapMinutes * MINUTE_MS;
  const incubationMs = (request.incubationDays ?? TRACING_DEFAULTS.incubationDays) * DAY_MS;
  const cap = request.cap ?? TRACING_DEFAULTS.cap;
  const generations = request.generations ?? TRACING_DEFAULTS.generations;

  // The generation each person was listed in; the index person as 0.
  const listed = new Map<string, number>([[request.personKey, 0]]);
  const contacts: TracedContact[] = [];
  const exposures: TracedExposure[] = [];
  let spreaders: Spreader[] = [{ personKey: request.personKey, from: request.from.getTime(), to: request.to.getTime(), searchTo: request.to.getTime() }];
  let capped = false;
  for (let generation = 1; generation <= generations && spreaders.length > 0 && !capped; generation += 1) {
    const sources = await sourcesOf(db, spreaders, minimumMs);
    const sourceById = new Map(sources.map((source) => [source.visit.id, source]));
    const found = new Map<string, TracedContact>();
    // The start of each person's latest meeting in this generation: the latest their exposure can move to.
    const latest = new Map<string, number>();
    for (let at = 0; at < sources.length && !capped; at += SOURCES_PER_QUERY) {
      const bounds = sources.slice(at, at + SOURCES_PER_QUERY).map((source) => boundsOf(source, minimumMs));
      for (const visit of await overlappingVisits(db, bounds)) {
        const source = sourceById.get(visit.source_id);
        // Someone listed in an earlier generation is not listed again; a meeting with them is kept
        // unless they are the index person or of the first generation, whom no untick takes away.
        const listedIn = listed.get(visit.person_key);
        if (!source || (listedIn !== undefined && listedIn < 2)) continue;
        const start = Math.max(Date.parse(visit.started_at), source.start);
        const searchedMs = Math.min(Date.parse(visit.ends_at), source.searchEnd) - start;
        if (searchedMs < minimumMs) continue;
        const exposureStart = iso(start);
        latest.set(visit.person_key, Math.max(start, latest.get(visit.person_key) ?? start));
        exposures.push({
          personKey: visit.person_key,
          sourcePersonKey: source.visit.person_key,
          sourceVisitId: source.visit.id,
          sourceVisitStart: source.visit.started_at,
          sourceVisitEnd: source.visit.ends_at,
          visitId: visit.id,
          visitStart: visit.started_at,
          visitEnd: visit.ends_at,
          establishmentId: visit.establishment_id,
          exposureStart,
          overlapMinutes: Math.floor(searchedMs / MINUTE_MS),
        });
        const overlapMs = Math.min(Date.parse(visit.ends_at), source.end) - start;
        if (listedIn !== undefined || overlapMs < minimumMs) continue;
        const contact: TracedContact = {
          personKey: visit.person_key,
          generation,
          exposureStart,
          overlapMinutes: Math.floor(overlapMs / MINUTE_MS),
          establishmentId: visit.establishment_id,
          parentPersonKey: source.visit.person_key,
          parentVisitId: source.visit.id,
          visitId: visit.id,
        };
        const known = found.get(contact.personKey);
        if (!known || isEarlier(contact, known)) found.set(contact.personKey, contact);
      }
      capped = contacts.length + found.size > cap;
    }
    for (const contact of found.values()) {
      listed.set(contact.personKey, generation);
      contacts.push(contact);
    }
    // A first-generation contact's exposure is the index person's meeting, which no untick moves;
    // a later one's may move to any of their meetings in this generation, so their meetings are
    // looked for until the incubation period after the latest of those has passed.
    spreaders = [...found.values()]
      .map((contact) => {
        const from = Date.parse(contact.exposureStart);
        const movesTo = generation === 1 ? from : (latest.get(contact.personKey) ?? from);
        return { personKey: contact.personKey, from, to: from + incubationMs, searchTo: movesTo + incubationMs };
      })
      .sort((a, b) => a.from - b.from || (a.personKey < b.personKey ? -1 : 1));
  }
  const kept = contacts.sort(byGenerationThenExposure).slice(0, cap);
  const keptKeys = new Set(kept.map((contact) => contact.personKey));
  const counts = Array.from({ length: generations }, (_, index) => kept.filter((contact) => contact.generation === index + 1).length);
  return { contacts: kept, exposures: exposures.filter((exposure) => keptKeys.has(exposure.personKey)), counts, capped };
}
