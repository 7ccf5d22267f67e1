import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { benchDatabase } from "./bench-database.ts";
import { loadConfig } from "../server/config.ts";
import { type DatabaseKind, type Db, openDatabase } from "../server/db/connection.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { TRACING_DEFAULTS, traceContacts } from "../server/tracing/contact-tracing.ts";
import { seededRandom } from "../tests/support/seeded-random.ts";
import { LOGBOOK_SCALE, personKeyOf, postgresWriter, sqliteWriter, type WrittenLogbook, writeLogbook } from "./tracing-logbook.ts";

const DAY_MS = 86_400_000;
export const TRACING_GOAL_MS = 1_000;
const INDEX_PEOPLE = 5;
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
    return { kind, logbook, timings };
  } finally {
    await db.destroy();
    await where.remove();
  }
}

export { LOGBOOK_SCALE, TRACING_DEFAULTS };
