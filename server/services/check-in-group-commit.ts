import { type ControlledTransaction, SqliteAdapter, type Transaction } from "kysely";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

type Work<R> = (trx: Transaction<CoreDatabase>) => Promise<R>;

interface Waiting {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Runs one piece of work in a transaction of its own. */
export type TransactionRunner = <R>(work: Work<R>) => Promise<R>;

/**
 * Group commit for SQLite, whose one writer makes every transaction wait for the one before: the
 * check-ins that arrive while a transaction is being written are written together in the next
 * one, so a burst costs one commit (and its pages) instead of one each. Each piece of work runs
 * in a savepoint of its own: one that fails is rolled back alone and answers its error, the
 * others stay in. Every caller is answered after the commit that holds its work. Should the
 * group's transaction itself fail (a commit refused), each piece is tried again alone, so one
 * cannot fail the others. PostgreSQL takes concurrent writers and groups their flushes itself:
 * there, each piece of work gets its own transaction as before.
 */
export function groupCommits(db: Db): TransactionRunner {
  const alone: TransactionRunner = (work) => db.transaction().execute(work);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return alone;

  let waiting: Waiting[] = [];
  let writing = false;

  async function inSavepoint(trx: ControlledTransaction<CoreDatabase>, work: Work<unknown>): Promise<Outcome> {
    const point = await trx.savepoint("check_in").execute();
    try {
      const value = await work(point);
      await point.releaseSavepoint("check_in").execute();
      return { ok: true, value };
    } catch (error) {
      await point.rollbackToSavepoint("check_in").execute();
      await point.releaseSavepoint("check_in").execute();
      return { ok: false, error };
    }
  }

  async function writeTogether(group: Waiting[]): Promise<Outcome[]> {
    const trx = await db.startTransaction().execute();
    try {
      const outcomes: Outcome[] = [];
      for (const { work } of group) outcomes.push(await inSavepoint(trx, work));
      await trx.commit().execute();
      return outcomes;
    } catch (error) {
      await trx.rollback().execute();
      throw error;
    }
  }

  const settle = (value: unknown): Outcome => ({ ok: true, value });
  const fail = (error: unknown): Outcome => ({ ok: false, error });

  async function writeGroup(group: Waiting[]): Promise<void> {
    let outcomes = await writeTogether(group).catch(() => undefined);
    if (!outcomes) {
      outcomes = [];
      for (const { work } of group) outcomes.push(await alone(work).then(settle, fail));
    }
    group.forEach((waiter, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) waiter.resolve(outcome.value);
      else waiter.reject(outcome?.error);
    });
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      await writeGroup(group);
    }
    writing = false;
  }

  return <R>(work: Work<R>) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (writing) return;
      writing = true;
      // The database answers synchronously, so a group written at once would hold only this
      // caller: waiting for the end of this turn of the event loop lets every request read in it join.
      setImmediate(() => void drain());
    });
}
