import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { benchDatabase } from "./bench-database.ts";
import { loadConfig } from "../server/config.ts";
import { type DatabaseKind, type Db, openDatabase } from "../server/db/connection.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { TRACING_DEFAULTS, traceContacts } from "../server/tracing/contact-tracing.ts";
import { closeAgencyStores, openAgencyStores } from "../server/db/stores/agency-stores.ts";
import type { HealthStore } from "../server/db/stores/health/health-form-queries.ts";
import { type ClusterRunCounts, raiseClusterAlerts } from "../server/tracing/cluster-detection.ts";
import { seededRandom } from "../tests/support/seeded-random.ts";
import { LOGBOOK_SCALE, personKeyOf, postgresWriter, sqliteWriter, type WrittenLogbook, writeLogbook } from "./tracing-logbook.ts";

const DAY_MS = 86_400_000;
export const TRACING_GOAL_MS = 1_000;
const INDEX_PEOPLE = 5;
/** Decision 052: a detection run over the whole logbook and every open case, well inside the job's interval. */
export const CLUSTER_GOAL_MS = 5_000;
export const CLUSTER_BENCH_CASES = 1_000;
/** How long each database may spend writing the logbook before the bench measures what it has. */
const LOAD_BUDGET_SECONDS = Number(process.env.TRACING_BENCH_LOAD_SECONDS ?? 1_200);

export interface TracingTiming {
  personKey: string;
  ms: number;
  counts: number[];
  capped: boolean;
}

export interface TracingResult {
  kind: DatabaseKind;
  /** Writing the visits, then building their indexes. */
  logbook: WrittenLogbook;
  timings: TracingTiming[];
  /** The first detection run (raising every alert) and a second (finding them all known). */
  clusterRuns: { ms: number; counts: ClusterRunCounts }[];
}

/**
 * Loads with the visits' secondary indexes dropped and builds them again afterwards, from their
 * definitions as the migrations left them: sorting once is many times faster than 15 M inserts into
 * five indexes in random order. The primary key stays (the bench's ids arrive in order).
 */
async function withoutVisitIndexes<T>(db: Db, kind: DatabaseKind, load: () => Promise<T>): Promise<T> {
  const definitions =
    kind === "sqlite"
      ? await sql<{
          name: string;
          definition: string;
        }>`select name, sql as definition from sqlite_master where type = 'index' and tbl_name = 'visits' and sql is not null`.execute(db)
      : await sql<{
          name: string;
          definition: string;
        }>`select indexname as name, indexdef as definition from pg_indexes where tablename = 'visits' and indexname <> 'visits_pkey'`.execute(db);
  for (const index of definitions.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const loaded = await load();
  for (const index of definitions.rows) await sql.raw(index.definition).execute(db);
  return loaded;
}

/**
 * Writes 30 days of check-ins (LOGBOOK_SCALE) and times three generations of contacts for a few
 * index people, each with a four-day infectious window in the logbook's last third and the
 * default minimum overlap, incubation period and cap.
 */
export async function measureContactTracing(kind: DatabaseKind): Promise<TracingResult> {
  const where = await benchDatabase(kind, "tracing");
  const config = {
    ...loadConfig({ NODE_ENV: "test", STATIC_DIR: path.join(tmpdir(), "no-web-app-built") }),
    databaseUrl: where.url,
    sqliteFile: where.sqliteFile,
  };
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const start = new Date(Date.UTC(2026, 9, 1));
    const writer = where.url ? await postgresWriter(where.url) : sqliteWriter(where.sqliteFile);
    const loadStarted = performance.now();
    const written = await withoutVisitIndexes(db, kind, () => writeLogbook(writer, start, LOAD_BUDGET_SECONDS));
    const logbook = { ...written, seconds: (performance.now() - loadStarted) / 1000 };
    // PostgreSQL's autovacuum would gather statistics on such a table within minutes; the bench does not wait for it.
    if (kind === "postgres") await sql`analyze visits`.execute(db);
    const next = seededRandom(14);
    const timings: TracingTiming[] = [];
    for (let index = 0; index < INDEX_PEOPLE; index += 1) {
      const personKey = personKeyOf(Math.floor(next() * LOGBOOK_SCALE.people));
      const from = new Date(start.getTime() + Math.floor(logbook.days * 0.6) * DAY_MS);
      const to = new Date(from.getTime() + 4 * DAY_MS);
      const started = performance.now();
      const trace = await traceContacts(db, { personKey, from, to });
      timings.push({ personKey, ms: performance.now() - started, counts: trace.counts, capped: trace.capped });
    }
    const stores = await openAgencyStores(config);
    try {
      await openBenchCases(stores.health, start, logbook.days);
      const clusterRuns: TracingResult["clusterRuns"] = [];
      for (let run = 0; run < 2; run += 1) {
        const started = performance.now();
        const counts = await raiseClusterAlerts(db, stores.health, new Date());
        clusterRuns.push({ ms: performance.now() - started, counts });
      }
      return { kind, logbook, timings, clusterRuns };
    } finally {
      await closeAgencyStores(stores);
    }
  } finally {
    await db.destroy();
    await where.remove();
  }
}

/**
 * CLUSTER_BENCH_CASES open cases of people picked at random, each with a four-day infectious window
 * starting on one of the eight days from the logbook's middle: a national outbreak's caseload, the
 * windows overlapping as in one.
 */
async function openBenchCases(health: HealthStore, start: Date, days: number): Promise<void> {
  const next = seededRandom(52);
  const day = (offset: number) => new Date(start.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const people = new Set<number>();
  while (people.size < CLUSTER_BENCH_CASES) people.add(Math.floor(next() * LOGBOOK_SCALE.people));
  const opened = new Date().toISOString();
  const rows = [...people].map((person, index) => {
    const first = Math.min(Math.floor(days * 0.5) + (index % 8), Math.max(0, days - 4));
    return {
      id: `30000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`,
      person_key: personKeyOf(person),
      user_id: null,
      full_name: `BENCH CASE ${index}`,
      mobile_number: null,
      email: null,
      case_status: "0003",
      health_status: null,
      onset_date: null,
      test_date: null,
      isolation_date: null,
      window_from: day(first),
      window_to: day(first + 3),
      opened_on: day(first + 3),
      opened_at: opened,
      opened_by: "bench",
      updated_at: opened,
      closed_at: null,
      list_computed_at: null,
      list_frozen_at: null,
      list_minimum_overlap_minutes: null,
      list_incubation_days: null,
    };
  });
  for (let at = 0; at < rows.length; at += 100)
    await health
      .insertInto("tracing_cases")
      .values(rows.slice(at, at + 100))
      .execute();
}

export { LOGBOOK_SCALE, TRACING_DEFAULTS };
