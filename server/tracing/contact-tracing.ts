import type { Db } from "../db/connection.ts";
import { VISIT_MINUTES } from "../../src/domain/establishments.ts";
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

export interface ContactTrace {
  /** Ordered by generation, then exposure, then person. */
  contacts: TracedContact[];
  /** Contacts per generation: `counts[0]` is the first generation. */
  counts: number[];
  /** True when the cap was reached: the last generation listed is partial and later ones were not computed. */
  capped: boolean;
}

/** A person whose visits expose others, and the window in which they do. */
interface Spreader {
  personKey: string;
  from: number;
  to: number;
}

/** A spreader's visit clipped to their window. */
interface Source {
  visit: TracedVisit;
  start: number;
  end: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The earlier exposure wins; equal ones are ordered by visit ids, so both databases pick the same. */
function isEarlier(a: TracedContact, b: TracedContact): boolean {
  if (a.exposureStart !== b.exposureStart) return a.exposureStart < b.exposureStart;
  if (a.parentVisitId !== b.parentVisitId) return a.parentVisitId < b.parentVisitId;
  return a.visitId < b.visitId;
}

function byGenerationThenExposure(a: TracedContact, b: TracedContact): number {
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
    const to = Math.max(...batch.map((spreader) => spreader.to));
    for (const visit of await visitsOfPeople(db, [...windows.keys()], iso(from), iso(to))) {
      const window = windows.get(visit.person_key);
      if (!window) continue;
      const start = Math.max(Date.parse(visit.started_at), window.from);
      const end = Math.min(Date.parse(visit.ends_at), window.to);
      if (end - start >= minimumMs) sources.push({ visit, start, end });
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
    latest_start: iso(source.end - minimumMs),
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

  const listed = new Set<string>([request.personKey]);
  const contacts: TracedContact[] = [];
  let spreaders: Spreader[] = [{ personKey: request.personKey, from: request.from.getTime(), to: request.to.getTime() }];
  let capped = false;
  for (let generation = 1; generation <= generations && spreaders.length > 0 && !capped; generation += 1) {
    const sources = await sourcesOf(db, spreaders, minimumMs);
    const sourceById = new Map(sources.map((source) => [source.visit.id, source]));
    const found = new Map<string, TracedContact>();
    for (let at = 0; at < sources.length && !capped; at += SOURCES_PER_QUERY) {
      const bounds = sources.slice(at, at + SOURCES_PER_QUERY).map((source) => boundsOf(source, minimumMs));
      for (const visit of await overlappingVisits(db, bounds)) {
        const source = sourceById.get(visit.source_id);
        if (!source || listed.has(visit.person_key)) continue;
        const start = Math.max(Date.parse(visit.started_at), source.start);
        const overlapMs = Math.min(Date.parse(visit.ends_at), source.end) - start;
        if (overlapMs < minimumMs) continue;
        const contact: TracedContact = {
          personKey: visit.person_key,
          generation,
          exposureStart: iso(start),
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
      listed.add(contact.personKey);
      contacts.push(contact);
    }
    spreaders = [...found.values()]
      .map((contact) => {
        const from = Date.parse(contact.exposureStart);
        return { personKey: contact.personKey, from, to: from + incubationMs };
      })
      .sort((a, b) => a.from - b.from || (a.personKey < b.personKey ? -1 : 1));
  }
  const kept = contacts.sort(byGenerationThenExposure).slice(0, cap);
  const counts = Array.from({ length: generations }, (_, index) => kept.filter((contact) => contact.generation === index + 1).length);
  return { contacts: kept, counts, capped };
}
