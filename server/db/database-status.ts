import { sql } from "kysely";
import type { Db } from "./connection.ts";
import { NodeSqliteAdapter } from "./node-sqlite-dialect.ts";

export interface DatabaseStatus {
  /** Whether a write would go through now rather than wait for a lock or be refused. */
  writable: boolean;
}

/**
 * The database as a load balancer or an operator needs to know it, answered without waiting for
 * any lock; throws when the database does not answer. SQLite: whether the file's write lock is
 * free (or held by this process's own writing). PostgreSQL takes writes at row level, so it is
 * writable unless it is a standby or in read-only mode.
 */
export async function databaseStatus(db: Db): Promise<DatabaseStatus> {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof NodeSqliteAdapter) {
    await db.selectNoFrom(sql<number>`1`.as("one")).execute();
    return { writable: adapter.writable() };
  }
  const { rows } = await sql<{ writable: boolean }>`select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off' as writable`.execute(
    db,
  );
  return { writable: rows[0]?.writable === true };
}
