import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/** Prepared statements kept per connection; the app's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 500;

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
      db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
      return Promise.resolve(adapt(db));
    },
  });
}

function adapt(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string): StatementSync => {
    const cached = statements.get(sql);
    if (cached) return cached;
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    const statement = db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql): SqliteStatement {
      const statement = prepared(sql);
      const bind = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
    },
  };
}
