import { isEarlier, type TracedContact, type TracedExposure } from "./contact-tracing.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface PathRules {
  /** The index person, whose meetings count as computed (their window does not change). */
  indexKey: string;
  minimumOverlapMinutes: number;
  incubationDays: number;
  generations: number;
}

/** A contact's spreading window: from their exposure for the incubation period. */
interface Spreader {
  personKey: string;
  from: number;
  to: number;
}

/** A meeting seen from a spreader's window: the overlap left once the spreader's visit is clipped to it, if long enough. */
function exposureIn(exposure: TracedExposure, spreader: Spreader, minimumMs: number): { start: number; overlapMs: number } | undefined {
  const sourceStart = Math.max(Date.parse(exposure.sourceVisitStart), spreader.from);
  const sourceEnd = Math.min(Date.parse(exposure.sourceVisitEnd), spreader.to);
  const start = Math.max(Date.parse(exposure.visitStart), sourceStart);
  const overlapMs = Math.min(Date.parse(exposure.visitEnd), sourceEnd) - start;
  return overlapMs >= minimumMs ? { start, overlapMs } : undefined;
}

/**
 * The contacts again, generation by generation, from the meetings the computation kept, with only
 * the people `spreads` allows passing the exposure on: the computation's rules (the lowest
 * generation, the earliest exposure in it, a contact spreading from that exposure for the
 * incubation period). The index person's meetings count as computed: their window does not change.
 */
function followPaths(bySource: Map<string, TracedExposure[]>, rules: PathRules, spreads: (personKey: string) => boolean): Map<string, TracedContact> {
  const minimumMs = rules.minimumOverlapMinutes * MINUTE_MS;
  const incubationMs = rules.incubationDays * DAY_MS;
  const reached = new Map<string, TracedContact>();
  let spreaders: Spreader[] = [{ personKey: rules.indexKey, from: -Infinity, to: Infinity }];
  for (let generation = 1; generation <= rules.generations && spreaders.length > 0; generation += 1) {
    const found = new Map<string, TracedContact>();
    for (const spreader of spreaders) {
      const fromIndex = spreader.personKey === rules.indexKey;
      for (const exposure of bySource.get(spreader.personKey) ?? []) {
        if (reached.has(exposure.personKey)) continue;
        const overlap = fromIndex ? undefined : exposureIn(exposure, spreader, minimumMs);
        if (!fromIndex && !overlap) continue;
        const contact: TracedContact = {
          personKey: exposure.personKey,
          generation,
          exposureStart: overlap ? new Date(overlap.start).toISOString() : exposure.exposureStart,
          overlapMinutes: overlap ? Math.floor(overlap.overlapMs / MINUTE_MS) : exposure.overlapMinutes,
          establishmentId: exposure.establishmentId,
          parentPersonKey: exposure.sourcePersonKey,
          parentVisitId: exposure.sourceVisitId,
          visitId: exposure.visitId,
        };
        const known = found.get(contact.personKey);
        if (!known || isEarlier(contact, known)) found.set(contact.personKey, contact);
      }
    }
    for (const contact of found.values()) reached.set(contact.personKey, contact);
    spreaders = [...found.values()]
      .filter((contact) => spreads(contact.personKey))
      .map((contact) => {
        const from = Date.parse(contact.exposureStart);
        return { personKey: contact.personKey, from, to: from + incubationMs };
      });
  }
  return reached;
}

export interface ContactPaths {
  /** Each contact as the computation found them, with everyone spreading. */
  original: Map<string, TracedContact>;
  /** Each contact still reached with only the spreading people passing exposures on, and the exposure that explains them now. */
  reached: Map<string, TracedContact>;
  /** For each contact no longer reached, the people not spreading whom every path that reached them runs through. */
  blockers: Map<string, string[]>;
}

/**
 * Who is still reached when only the people `spreads` allows pass exposures on (decision 034: an
 * unticked contact exposes nobody), and, for whoever is not, through whom they were reached: the
 * paths that reached them when everyone spread, walked back to the first person not spreading on
 * each.
 */
export function contactPaths(exposures: readonly TracedExposure[], rules: PathRules, spreads: (personKey: string) => boolean): ContactPaths {
  const bySource = Map.groupBy(exposures, (exposure) => exposure.sourcePersonKey);
  const original = followPaths(bySource, rules, () => true);
  const reached = followPaths(bySource, rules, spreads);
  const minimumMs = rules.minimumOverlapMinutes * MINUTE_MS;
  const incubationMs = rules.incubationDays * DAY_MS;
  // The original paths run from one generation to the next, so each person's answer is built from
  // those of the generation before.
  const behind = new Map<string, Set<string>>();
  const byTarget = Map.groupBy(exposures, (exposure) => exposure.personKey);
  for (const contact of [...original.values()].sort((a, b) => a.generation - b.generation)) {
    const people = new Set<string>();
    for (const exposure of byTarget.get(contact.personKey) ?? []) {
      const source = original.get(exposure.sourcePersonKey);
      if (!source || source.generation !== contact.generation - 1) continue;
      const from = Date.parse(source.exposureStart);
      if (!exposureIn(exposure, { personKey: source.personKey, from, to: from + incubationMs }, minimumMs)) continue;
      if (!spreads(source.personKey)) people.add(source.personKey);
      else for (const person of behind.get(source.personKey) ?? []) people.add(person);
    }
    behind.set(contact.personKey, people);
  }
  const blockers = new Map<string, string[]>();
  for (const personKey of original.keys()) {
    if (!reached.has(personKey)) blockers.set(personKey, [...(behind.get(personKey) ?? [])]);
  }
  return { original, reached, blockers };
}
