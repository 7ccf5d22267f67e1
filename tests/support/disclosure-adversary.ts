import { expect } from "vitest";
import type { ProtectedCount } from "#domain/tourism-dashboard.ts";

/**
 * The adversary of decision 056: it holds every answer the API gave, knows how counts are protected (withheld
 * below 5 with the empty cells of its lines, moved by at most 2, never shown below 5), and tries to pin a withheld count down. Unknowns are the
 * counts of "atoms", the finest groups of surveys the answers can tell apart; each published number is a sum
 * of atoms with what it tells about that sum.
 */
export interface Observation {
  /** Which atoms the number counts. */
  atoms: number[];
  min: number;
  max: number;
  /** Where the number came from, for a failure's message. */
  source: string;
}

const MAX_NOISE = 2;

/** What a published count tells about the true sum of its atoms; an answer's missing pair is an empty one. */
export function observed(atoms: number[], shown: ProtectedCount | undefined, source: string): Observation {
  if (shown === undefined || shown.count === 0) return { atoms, min: 0, max: 0, source };
  // A withheld cell may be empty: a line with a withheld count withholds its empty cells too.
  if (shown.suppressed || shown.count === null) return { atoms, min: 0, max: Number.POSITIVE_INFINITY, source };
  if (shown.count === 5) return { atoms, min: 5, max: 5 + MAX_NOISE, source };
  return { atoms, min: Math.max(5, shown.count - MAX_NOISE), max: shown.count + MAX_NOISE, source };
}

const sumOf = (counts: number[], observation: Observation) => observation.atoms.reduce((total, atom) => total + (counts[atom] ?? 0), 0);
const holds = (counts: number[], observation: Observation) => {
  const sum = sumOf(counts, observation);
  return sum >= observation.min && sum <= observation.max;
};

/**
 * Looks for a second assignment of atom counts, consistent with every observation, in which the target's
 * atoms sum to another value: one survey moved into, out of, or between atoms. Finding one proves the
 * target's value cannot be recovered from these answers, however they are combined.
 */
export function alternativeFor(truth: number[], observations: Observation[], target: number[]): number[] | undefined {
  const sums = observations.map((observation) => sumOf(truth, observation));
  const members = observations.map((observation) => new Set(observation.atoms));
  const touching = truth.map((_, atom) => observations.flatMap((_observation, index) => (members[index]?.has(atom) ? [index] : [])));
  const inTarget = new Set(target);
  const fits = (into: number, from: number) => {
    if (from >= 0 && (truth[from] ?? 0) < 1) return false;
    const changed = new Set([...(touching[into] ?? []), ...(touching[from] ?? [])]);
    return [...changed].every((index) => {
      const observation = observations[index] as Observation;
      const sum = (sums[index] ?? 0) + (members[index]?.has(into) ? 1 : 0) - (members[index]?.has(from) ? 1 : 0);
      return sum >= observation.min && sum <= observation.max;
    });
  };
  const moves: [number, number][] = [];
  for (let other = -1; other < truth.length; other += 1) {
    if (inTarget.has(other)) continue;
    for (const atom of target) moves.push([atom, other], [other, atom]);
  }
  const move = moves.find(([into, from]) => fits(into, from));
  if (!move) return undefined;
  const counts = [...truth];
  if (move[0] >= 0) counts[move[0]] = (counts[move[0]] ?? 0) + 1;
  if (move[1] >= 0) counts[move[1]] = (counts[move[1]] ?? 0) - 1;
  return counts;
}

/** Every observation holds for the true counts: the adversary's model of the protection is the API's. */
export function expectTruthConsistent(truth: number[], observations: Observation[]): void {
  expect(observations.filter((observation) => !holds(truth, observation)).map((observation) => observation.source)).toEqual([]);
}
