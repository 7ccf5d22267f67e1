import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { DatabaseBusyError, LOCK_WAIT_MS } from "./database-busy.ts";

/** SQLite's primary result code for a lock another connection holds (extended codes keep it in the low byte). */
const SQLITE_BUSY = 5;
/**
 * Pauses between tries, doubling up to the longest: a lock our own process's neighbour (the
 * checkpoint thread, a second server) holds for a moment is taken again within a millisecond or
 * two, and a lock held for seconds costs ~40 failed tries a second, each a few microseconds.
 */
const FIRST_PAUSE_MS = 1;
const LONGEST_PAUSE_MS = 25;

export function isSqliteBusy(error: unknown): boolean {
  return typeof error === "object" && error !== null && "errcode" in error && typeof error.errcode === "number" && (error.errcode & 0xff) === SQLITE_BUSY;
}

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with its writes giving up on the lock at `deadline` (a `Date.now()` time) rather
 * than LOCK_WAIT_MS after each begins: for callers who have already waited their share, such as
 * check-ins queued behind a batch that found the lock taken.
 */
export function withLockDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
  return deadlines.run(deadline, work);
}

/** When a write starting now gives up on the lock. */
export function lockDeadline(): number {
  return deadlines.getStore() ?? Date.now() + LOCK_WAIT_MS;
}

/**
 * Runs `attempt` until SQLite stops answering that the file is locked, pausing between tries
 * without holding up the event loop (the connection's busy_timeout is 0: SQLite's own wait sleeps
 * on the thread that answers every request). Only for statements a busy answer leaves undone:
 * `BEGIN IMMEDIATE`, and a statement outside a transaction. DatabaseBusyError at `deadline`.
 */
export async function retryWhileBusy<T>(attempt: () => T, deadline: number, onWaiting: (waiting: boolean) => void = () => {}): Promise<T> {
  let pause = FIRST_PAUSE_MS;
  try {
    for (;;) {
      try {
        return attempt();
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        const left = deadline - Date.now();
        if (left <= 0) throw new DatabaseBusyError();
        onWaiting(true);
        await sleep(Math.min(pause, left));
        pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      }
    }
  } finally {
    onWaiting(false);
  }
}

/**
 * The process's turn at its writing connection: one transaction, or one write outside a
 * transaction, at a time, in the order they asked. Kysely's own mutex would also hold up reads,
 * which here go to a connection of their own.
 */
export class WriterTurns {
  #taken = false;
  readonly #line: Array<() => void> = [];
  /** Whether the holder of the turn is waiting for the file's lock, which another connection holds. */
  waitingForLock = false;

  get taken(): boolean {
    return this.#taken;
  }

  take(): Promise<void> {
    if (!this.#taken) {
      this.#taken = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#line.push(resolve));
  }

  give(): void {
    const next = this.#line.shift();
    if (next) next();
    else this.#taken = false;
  }
}
