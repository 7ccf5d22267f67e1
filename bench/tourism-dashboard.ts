import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { fillArrivalCounts } from "../server/db/stores/tourism/arrival-counts.ts";
import { arrivalColumns, newRecordKey } from "../server/db/stores/tourism/survey-facts.ts";
import {
  LENGTHS_OF_STAY,
  ORIGIN_COUNTRIES,
  STAY_PLACES,
  TRAVEL_ARRANGEMENTS,
  TRAVEL_REASONS,
  TRIP_COUNTS,
  VISITOR_TYPES,
} from "#domain/declarations/enumerations.ts";
import { ARRIVAL_DIMENSIONS, ARRIVAL_PERIODS } from "#domain/tourism-dashboard.ts";
import type { DatabaseKind } from "../server/db/connection.ts";
import type { TourismStore } from "../server/db/stores/tourism/tourism-queries.ts";
import { openBenchStack } from "./bench-server.ts";

/** A million surveys over two years: about twice the commonwealth's yearly arrivals, so any year holds half a million. */
export const SURVEY_SCALE = { surveys: 1_000_000, days: 730 } as const;
export const DASHBOARD_GOAL_MS = 300;

const BATCH = 400;
const DAY_MS = 86_400_000;
const CALLS_PER_GROUPING = 5;

export interface DashboardTiming {
  dimension: string;
  by: string;
  p50: number;
  max: number;
}

export interface DashboardResult {
  kind: DatabaseKind;
  seedSeconds: number;
  timings: DashboardTiming[];
}

/** A deterministic spread of answers, so both databases hold the same survey facts. */
function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length] as T;
}

/** Writes the surveys' fact columns and reasons straight into the tourism store (then counted in one go); the answers' JSON is not what the dashboard reads. */
async function writeSurveys(tourism: TourismStore, now: Date): Promise<void> {
  for (let start = 0; start < SURVEY_SCALE.surveys; start += BATCH) {
    const surveys = [];
    const reasons = [];
    for (let index = start; index < Math.min(start + BATCH, SURVEY_SCALE.surveys); index += 1) {
      const id = randomUUID();
      const arrival = new Date(now.getTime() - Math.floor((index / SURVEY_SCALE.surveys) * SURVEY_SCALE.days) * DAY_MS).toISOString().slice(0, 10);
      const period = arrivalColumns(arrival);
      const at = `${arrival}T00:00:00.000Z`;
      surveys.push({
        id,
        visit_history_id: randomUUID(),
        answers: "{}",
        record_key: newRecordKey(),
        submitted_at: at,
        created_at: at,
        ...period,
        origin_country: pick(ORIGIN_COUNTRIES, index * 7),
        visitor_type: pick(VISITOR_TYPES, index * 3),
        stay_place: pick(STAY_PLACES, index * 11),
        travel_arrangement: pick(TRAVEL_ARRANGEMENTS, index),
        trip_count: String(pick(TRIP_COUNTS, index * 5)),
        stay_saipan: pick(LENGTHS_OF_STAY, index * 13),
        stay_tinian: pick(LENGTHS_OF_STAY, index * 17),
        stay_rota: pick(LENGTHS_OF_STAY, index * 19),
      });
      // One to three reasons each.
      for (let reason = 0; reason <= index % 3; reason += 1) {
        reasons.push({ survey_id: id, reason: pick(TRAVEL_REASONS, index * 23 + reason * 5), ...period });
      }
    }
    await tourism.insertInto("surveys").values(surveys).execute();
    await tourism
      .insertInto("survey_reasons")
      .values(reasons)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** The filtered groupings and cross-tabs (decision 056) timed beside the plain groupings: a month, a quarter and a year. */
function crossTabCalls(monthAgo: string, quarterAgo: string, yearAgo: string, to: string): [string, string][] {
  return [
    [
      "cross-tab Korean, stay on Saipan × visitor type, last month",
      `/api/staff/tourism/cross-tab?from=${monthAgo}&to=${to}&rows=stay_saipan&columns=visitor_type&origin_country=KOREA`,
    ],
    ["cross-tab origin × stay on Saipan, last month", `/api/staff/tourism/cross-tab?from=${monthAgo}&to=${to}&rows=origin_country&columns=stay_saipan`],
    ["cross-tab origin × stay on Saipan, last quarter", `/api/staff/tourism/cross-tab?from=${quarterAgo}&to=${to}&rows=origin_country&columns=stay_saipan`],
    ["cross-tab origin × stay on Saipan, last year", `/api/staff/tourism/cross-tab?from=${yearAgo}&to=${to}&rows=origin_country&columns=stay_saipan`],
    [
      "Korean by stay on Saipan per month, last year",
      `/api/staff/tourism/arrivals?from=${yearAgo}&to=${to}&by=month&dimension=stay_saipan&origin_country=KOREA`,
    ],
    [
      "Korean by reason per week, last quarter",
      `/api/staff/tourism/arrivals?from=${quarterAgo}&to=${to}&by=week&dimension=reasons_for_travel&origin_country=KOREA`,
    ],
  ];
}

/** Seeds a million surveys, then times the dashboard for every grouping over the last year, by week and by month. */
export async function measureTourismDashboard(kind: DatabaseKind): Promise<DashboardResult> {
  const stack = await openBenchStack(kind, "tourism");
  const { stores } = stack;
  try {
    const now = new Date();
    const seedStarted = performance.now();
    if (kind === "sqlite") await sql`pragma synchronous = off`.execute(stores.tourism);
    await writeSurveys(stores.tourism, now);
    await fillArrivalCounts(stores.tourism);
    // PostgreSQL answers from the answers index alone only for pages its visibility map marks all-visible.
    await sql`${sql.raw(kind === "postgres" ? "vacuum analyze" : "analyze")}`.execute(stores.tourism);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const base = await stack.listen();
    const headers = { cookie: (await stack.staffMember("tourism_analyst")).cookie };
    const to = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - 364 * DAY_MS).toISOString().slice(0, 10);
    const timings: DashboardTiming[] = [];
    // The server's first answer compiles its code paths; it is not any grouping's time.
    await (await fetch(`${base}/api/staff/tourism/arrivals?from=${from}&to=${to}&by=month&dimension=stay_rota`, { headers })).arrayBuffer();
    for (const dimension of ARRIVAL_DIMENSIONS) {
      for (const by of ARRIVAL_PERIODS) {
        const durations: number[] = [];
        for (let call = 0; call < CALLS_PER_GROUPING; call += 1) {
          const started = performance.now();
          const answer = await fetch(`${base}/api/staff/tourism/arrivals?from=${from}&to=${to}&by=${by}&dimension=${dimension}`, { headers });
          await answer.arrayBuffer();
          if (answer.status !== 200) throw new Error(`the dashboard answered ${answer.status}`);
          durations.push(performance.now() - started);
        }
        durations.sort((a, b) => a - b);
        timings.push({ dimension, by, p50: durations[Math.floor(durations.length / 2)] ?? 0, max: durations.at(-1) ?? 0 });
      }
    }
    const day = (offset: number) => new Date(now.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
    for (const [label, path] of crossTabCalls(day(30), day(90), from, to)) {
      const durations: number[] = [];
      for (let call = 0; call <= CALLS_PER_GROUPING; call += 1) {
        const started = performance.now();
        const answer = await fetch(`${base}${path}`, { headers });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`the cross-tab answered ${answer.status}`);
        // The first call of each shape warms its query plan.
        if (call > 0) durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      timings.push({ dimension: label, by: "range", p50: durations[Math.floor(durations.length / 2)] ?? 0, max: durations.at(-1) ?? 0 });
    }
    return { kind, seedSeconds, timings };
  } finally {
    await stack.close();
  }
}
