import { sql } from "kysely";
import type { DatabaseKind } from "../server/db/connection.ts";
import { keyNewGuestVisits } from "../server/tracing/person-search-queries.ts";
import type { PersonMatch } from "#domain/tracing/tracing-cases.ts";
import { openBenchStack } from "./bench-server.ts";
import { guestVisitRow, SEARCH_SCALE, writeSearchPopulation } from "./person-search-data.ts";

/** A search at the desk, one official at a time: p95 goal. */
export const SEARCH_GOAL_MS = 200;
const REPEATS = 40;
/** New guest check-ins between two searches in the last case: five minutes of a busy afternoon. */
const CHECK_INS_BETWEEN = 100;
const MINUTES_BETWEEN = 5;

export interface SearchTiming {
  name: string;
  p50: number;
  p95: number;
  /** People the last of these searches listed. */
  listed: number;
}

export interface PersonSearchResult {
  kind: DatabaseKind;
  seedSeconds: number;
  /** Keying the 30 days of guest visits at once, as migration 0019 does at deploy time. */
  keying: { visits: number; seconds: number };
  timings: SearchTiming[];
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** "+16702345588" as the commonwealth writes it locally: "234-5588". */
const localForm = (e164: string) => `${e164.slice(-7, -4)}-${e164.slice(-4)}`;
/** "+16702345588" as "(670) 234-5588". */
const nationalForm = (e164: string) => `(${e164.slice(-10, -7)}) ${e164.slice(-7, -4)}-${e164.slice(-4)}`;

/**
 * Person search over a commonwealth-sized population (SEARCH_SCALE): 100,000 accounts and 30 days
 * of 1.5 M check-ins, most of them guests'. Times the keying of the guests' visits, then searches
 * through the real server, each with its audit rows: names common and rare, misspelt, numbers in
 * local form, and names again with new check-ins to key since the search before.
 */
export async function measurePersonSearch(kind: DatabaseKind): Promise<PersonSearchResult> {
  const stack = await openBenchStack(kind, "search");
  const { db } = stack;
  try {
    const seedStarted = performance.now();
    const population = await writeSearchPopulation(db, new Date());
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    if (kind === "postgres") await sql`analyze`.execute(db);
    const keyingStarted = performance.now();
    const keyed = await keyNewGuestVisits(db);
    const keying = { visits: keyed, seconds: (performance.now() - keyingStarted) / 1000 };
    if (kind === "postgres") await sql`analyze`.execute(db);

    const base = await stack.listen();
    const headers = { cookie: (await stack.staffMember("health_official")).cookie, "content-type": "application/json" };
    const search = async (query: string): Promise<PersonMatch[]> => {
      const answer = await fetch(`${base}/api/staff/tracing/people/search`, { method: "POST", headers, body: JSON.stringify({ query }) });
      if (answer.status !== 200) throw new Error(`search "${query}" answered ${answer.status}`);
      return ((await answer.json()) as { data: PersonMatch[] }).data;
    };
    const pick = <T>(list: readonly T[], index: number) => list[(index * 7919) % list.length] as T;
    const time = async (name: string, query: (index: number) => string, before?: (index: number) => Promise<void>): Promise<SearchTiming> => {
      const durations: number[] = [];
      let listed = 0;
      for (let index = 0; index < REPEATS; index += 1) {
        await before?.(index);
        const started = performance.now();
        listed = (await search(query(index))).length;
        durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      return { name, p50: percentile(durations, 0.5), p95: percentile(durations, 0.95), listed };
    };

    const rare = await search(population.rareName);
    if (rare[0]?.full_name !== population.rareName.toUpperCase()) throw new Error(`the rare guest was not found first: ${JSON.stringify(rare[0])}`);
    let written = 0;
    // The searches follow each other faster than check-ins would come: each round's are timed over five minutes after the last round's.
    const newCheckIns = async (round: number) => {
      const from = population.until.getTime() + round * MINUTES_BETWEEN * 60_000;
      const rows = Array.from({ length: CHECK_INS_BETWEEN }, (_, offset) => {
        const at = new Date(from + ((offset + 1) * MINUTES_BETWEEN * 60_000) / CHECK_INS_BETWEEN);
        const index = written + offset;
        return guestVisitRow(
          `60000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`,
          pick(population.branchIds, index),
          pick(population.guests, index),
          at,
        );
      });
      written += rows.length;
      await db.insertInto("visits").values(rows).execute();
    };
    const timings = [
      await time("the most common name (Maria Santos)", () => "Maria Santos"),
      await time("a common name misspelt, last name first (Santoz Marya)", () => "Santoz Marya"),
      await time("a guest's rare name", () => population.rareName),
      await time("a guest's number in 7-digit local form (234-5588)", (index) => localForm(pick(population.guestPhones, index))),
      await time("an account's number as (670) 234-5588", (index) => nationalForm(pick(population.accountPhones, index))),
      await time(`a name, ${CHECK_INS_BETWEEN} guest check-ins in the ${MINUTES_BETWEEN} minutes since the search before`, () => "Jesus Camacho", newCheckIns),
    ];
    return { kind, seedSeconds, keying, timings };
  } finally {
    await stack.close();
  }
}

export { SEARCH_SCALE };
