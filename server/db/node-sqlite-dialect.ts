import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/** Prepared statements kept per connection; the app's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 500;
/**
 * Pages the WAL may hold before a commit copies them back into the database file (SQLite's
 * default is 1,000). A checkpoint syncs the disk and runs inside the commit that triggers it, on
 * the one thread that answers every request; a page rewritten many times between checkpoints is
 * copied once. 10,000 pages of 4 KB keep the WAL under ~40 MB.
 */
const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * Kysely's SqliteDialect over Node's built-in `node:sqlite`, so SQLite needs no native addon.
 * `synchronous = NORMAL` in WAL mode syncs at checkpoints instead of at every commit: a crash of the
 * process loses nothing, a power cut may lose the last commits but never corrupts the file
 * (docs/decisions/003-one-query-layer-two-databases.md).
 */
export function nodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({
    database: () => {
      const db = new DatabaseSync(file);
      db.exec(
        `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES};`,
      );
      return Promise.resolve(adapt(db));
    },
  });
}

interface Prepared {
  statement: StatementSync;
  /** Whether it answers rows, worked out once: columns() builds a description of every column. */
  reader: boolean;
}

function adapt(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, Prepared>();
  const prepared = (sql: string): Prepared => {
    const cached = statements.get(sql);
    if (cached) return cached;
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    const statement = db.prepare(sql);
    const entry = { statement, reader: statement.columns().length > 0 };
    statements.set(sql, entry);
    return entry;
  };
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql): SqliteStatement {
      const { statement, reader } = prepared(sql);
      const bind = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      return {
        reader,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
    },
  };
}
