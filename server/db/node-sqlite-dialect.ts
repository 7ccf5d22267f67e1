import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/** Kysely's SqliteDialect over Node's built-in `node:sqlite`, so SQLite needs no native addon. */
export function nodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({
    database: () => {
      const db = new DatabaseSync(file);
      db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
      return Promise.resolve(adapt(db));
    },
  });
}

function adapt(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql): SqliteStatement {
      const statement = db.prepare(sql);
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
