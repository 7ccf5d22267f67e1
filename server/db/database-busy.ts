/**
 * How long a write waits for the database's write lock before it gives up (docs/decisions/
 * 021-locked-database.md): longer than any of our own transactions takes, short enough that a
 * person waiting on a phone is told to try again rather than left with a spinner.
 */
export const LOCK_WAIT_MS = 5_000;

/** What a refused write tells the client to wait: a held lock is usually a backup or an operator's shell. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** A write could not take the database's write lock within LOCK_WAIT_MS; nothing of it was stored. */
export class DatabaseBusyError extends Error {
  constructor() {
    super(`The database's write lock was not free within ${LOCK_WAIT_MS} ms`);
  }
}

/** PostgreSQL's lock_not_available: a statement waited for a lock longer than lock_timeout. */
const POSTGRES_LOCK_TIMEOUT = "55P03";

/** Whether `error` is a write refused for a lock another connection holds, on either database. */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError) return true;
  return typeof error === "object" && error !== null && "code" in error && error.code === POSTGRES_LOCK_TIMEOUT;
}
