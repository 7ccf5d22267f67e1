import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";
import { checkpointInBackground, type StopCheckpoints, type WalCheckpointSettings } from "./wal-checkpoints.ts";

/** Prepared statements kept per connection; the app's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 500;
/**
 * Pages the WAL may hold before a commit copies them back into the database file (SQLite's
 * default is 1,000). A checkpoint syncs the disk and runs inside the commit that triggers it; a
 * page rewritten many times between checkpoints is copied once. 10,000 pages of 4 KB keep the WAL
 * under ~40 MB. With background checkpoints, only a writer that never pauses reaches it.
 */
const WAL_AUTOCHECKPOINT_PAGES = 10_000;

export interface SqliteOptions {
  /**
   * Checkpoint the WAL from a thread of its own instead of inside commits, this often: for the
   * server's busiest database, whose commits answer requests (wal-checkpoints.ts).
   */
  backgroundCheckpoints?: Omit<WalCheckpointSettings, "file">;
}

/** The server's: twenty checkpoints a second, each of at most a few hundred pages under load. */
export const SERVER_CHECKPOINTS = { intervalMs: 50 };

/**
 * Kysely's SqliteDialect over Node's built-in `node:sqlite`, so SQLite needs no native addon.
 * `synchronous = NORMAL` in WAL mode syncs at checkpoints instead of at every commit: a crash of the
 * process loses nothing, a power cut may lose the last commits but never corrupts the file
 * (docs/decisions/003-one-query-layer-two-databases.md).
 */
export function nodeSqliteDialect(file: string, { backgroundCheckpoints }: SqliteOptions = {}): SqliteDialect {
  return new SqliteDialect({
    database: () => {
      const db = new DatabaseSync(file);
      db.exec(
        `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES};`,
      );
      // Should the thread fail, commits go on checkpointing past WAL_AUTOCHECKPOINT_PAGES.
      const stopCheckpoints = backgroundCheckpoints
        ? checkpointInBackground({ file, ...backgroundCheckpoints }, (error) => console.error(`WAL checkpoint thread failed: ${error.message}`))
        : undefined;
      return Promise.resolve(adapt(db, stopCheckpoints));
    },
  });
}

interface Prepared {
  statement: StatementSync;
  /** Whether it answers rows, worked out once: columns() builds a description of every column. */
  reader: boolean;
}

function adapt(db: DatabaseSync, stopCheckpoints?: StopCheckpoints): SqliteDatabase {
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
      stopCheckpoints?.();
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
