import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { seededRandom } from "../tests/support/seeded-random.ts";

/**
 * A national-scale logbook written straight into the visits table for the contact-tracing bench:
 * every person checks in five times a day between 06:00 and 22:00 at branches picked at random, each
 * visit ending at its branch's duration or at the person's next check-in, as the check-in does.
 * Seeded, so SQLite and PostgreSQL receive the same visits.
 */
export const LOGBOOK_SCALE = {
  people: Number(process.env.TRACING_BENCH_PEOPLE ?? 100_000),
  days: 30,
  checkInsPerDay: 5,
  /** One branch per twenty people: a few thousand shops, offices and venues for 100,000 people. */
  peoplePerBranch: 20,
  /** Check-ins with a symptom reported, which cluster detection looks for around the cases: one in a hundred. */
  symptomaticShare: 0.01,
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ROWS_PER_STATEMENT = 1_000;
const STATEMENTS_PER_TRANSACTION = 20;
const VISIT_MINUTES = [30, 60, 90, 120];
const COLUMNS = ["id", "establishment_id", "person_key", "first_name", "last_name", "started_at", "ends_at", "end_reason", "symptoms"] as const;
const SYMPTOM_REPORTED = JSON.stringify(["FEVER"]);

export const personKeyOf = (person: number) =>
  person % 3 === 0 ? `mobile:1670${String(person).padStart(7, "0")}` : `user:00000000-0000-4000-8000-${person.toString(16).padStart(12, "0")}`;
const branchIdOf = (branch: number) => `10000000-0000-4000-8000-${branch.toString(16).padStart(12, "0")}`;
// Ids in insertion order keep the primary key's inserts at its end, as a time-ordered id would.
const visitIdOf = (visit: number) => `20000000-0000-4000-8000-${visit.toString(16).padStart(12, "0")}`;

/** Writes rows with multi-row inserts, a transaction per `STATEMENTS_PER_TRANSACTION` statements; `close` commits the rest. */
interface RowWriter {
  write: (table: string, columns: readonly string[], rows: unknown[][]) => Promise<void>;
  close: () => Promise<void>;
}

const placeholders = (columns: number, rows: number, numbered: boolean) =>
  Array.from(
    { length: rows },
    (_, row) => `(${Array.from({ length: columns }, (_, column) => (numbered ? `$${row * columns + column + 1}` : "?")).join(", ")})`,
  ).join(", ");

/** SQLite in the bench only: no sync to disk while loading (PRAGMA synchronous = OFF), one prepared statement per shape. */
export function sqliteWriter(file: string): RowWriter {
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;");
  const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  let pending = 0;
  return {
    write: async (table, columns, rows) => {
      const key = `${table}:${rows.length}`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(`insert into ${table} (${columns.join(", ")}) values ${placeholders(columns.length, rows.length, false)}`);
        statements.set(key, statement);
      }
      if (pending === 0) db.exec("BEGIN");
      statement.run(...(rows.flat() as string[]));
      pending += 1;
      if (pending >= STATEMENTS_PER_TRANSACTION) {
        db.exec("COMMIT");
        pending = 0;
      }
    },
    close: async () => {
      if (pending > 0) db.exec("COMMIT");
      db.close();
    },
  };
}

export async function postgresWriter(url: string): Promise<RowWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let pending = 0;
  return {
    write: async (table, columns, rows) => {
      if (pending === 0) await client.query("begin");
      // A named statement is parsed once per shape and then only bound.
      await client.query({
        name: `${table}-${rows.length}`,
        text: `insert into ${table} (${columns.join(", ")}) values ${placeholders(columns.length, rows.length, true)}`,
        values: rows.flat(),
      });
      pending += 1;
      if (pending >= STATEMENTS_PER_TRANSACTION) {
        await client.query("commit");
        pending = 0;
      }
    },
    close: async () => {
      if (pending > 0) await client.query("commit");
      await client.end();
    },
  };
}

export interface WrittenLogbook {
  days: number;
  visits: number;
  seconds: number;
  branches: number;
}

/**
 * Writes the logbook day by day from `start`; stops after the day during which `budgetSeconds`
 * ran out, so a slow machine reports fewer days of the same density rather than none.
 */
export async function writeLogbook(writer: RowWriter, start: Date, budgetSeconds: number): Promise<WrittenLogbook> {
  const started = performance.now();
  const next = seededRandom(2026);
  const branches = Math.max(1, Math.round(LOGBOOK_SCALE.people / LOGBOOK_SCALE.peoplePerBranch));
  const visitMinutes = Array.from({ length: branches }, () => VISIT_MINUTES[Math.floor(next() * VISIT_MINUTES.length)] ?? 120);
  const created = start.toISOString();
  for (let at = 0; at < branches; at += ROWS_PER_STATEMENT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, branches - at) }, (_, offset) => {
      const branch = at + offset;
      return [branchIdOf(branch), "Bench branch", `Branch ${branch}`, "Front desk", "", "ESTABLISHMENT", created, "", visitMinutes[branch] ?? 120];
    });
    await writer.write("establishments", ["id", "name", "branch", "label", "logo", "qr_type", "created_at", "address", "visit_minutes"], rows);
  }
  let visit = 0;
  let days = 0;
  let rows: unknown[][] = [];
  const flush = async () => {
    if (rows.length > 0) await writer.write("visits", COLUMNS, rows);
    rows = [];
  };
  while (days < LOGBOOK_SCALE.days && (performance.now() - started) / 1000 < budgetSeconds) {
    const dayStart = start.getTime() + days * DAY_MS + 6 * 60 * MINUTE_MS;
    for (let person = 0; person < LOGBOOK_SCALE.people; person += 1) {
      const starts = Array.from({ length: LOGBOOK_SCALE.checkInsPerDay }, () => dayStart + Math.floor(next() * 16 * 60) * MINUTE_MS).sort((a, b) => a - b);
      starts.forEach((startMs, index) => {
        const branch = Math.floor(next() * branches);
        const byDuration = startMs + (visitMinutes[branch] ?? 120) * MINUTE_MS;
        const nextStart = starts[index + 1] ?? Number.POSITIVE_INFINITY;
        const endsMs = Math.min(byDuration, nextStart);
        const reason = endsMs === byDuration ? "duration" : "checked_in_elsewhere";
        rows.push([
          visitIdOf(visit),
          branchIdOf(branch),
          personKeyOf(person),
          "BENCH",
          "VISITOR",
          new Date(startMs).toISOString(),
          new Date(endsMs).toISOString(),
          reason,
          next() < LOGBOOK_SCALE.symptomaticShare ? SYMPTOM_REPORTED : null,
        ]);
        visit += 1;
      });
      if (rows.length >= ROWS_PER_STATEMENT) {
        const full = rows.slice(0, ROWS_PER_STATEMENT);
        rows = rows.slice(ROWS_PER_STATEMENT);
        await writer.write("visits", COLUMNS, full);
      }
    }
    days += 1;
  }
  await flush();
  await writer.close();
  return { days, visits: visit, seconds: (performance.now() - started) / 1000, branches };
}
