import { SqliteAdapter } from "kysely";
import type { Db } from "../db/connection.ts";
import { isDatabaseBusy, LOCK_WAIT_MS } from "../db/database-busy.ts";
import { withLockDeadline } from "../db/sqlite-write-lock.ts";
import { endRacingVisits } from "./visit-queries.ts";
import { type CheckInOutcome, type CheckInRequest, recordCheckIns } from "./check-in-batch.ts";

/** Records one check-in; answers once the transaction holding it has committed. */
export type CheckInWriter = (request: CheckInRequest) => Promise<CheckInOutcome>;

interface Waiting {
  request: CheckInRequest;
  resolve: (outcome: CheckInOutcome) => void;
  reject: (error: unknown) => void;
  /** When it stops waiting for a database another connection has locked (a `Date.now()` time). */
  deadline: number;
}

const isBatch = (waiters: Waiting[]): waiters is [Waiting, ...Waiting[]] => waiters.length > 0;

/** Keeps a batch's one insert well under either database's limit on a statement's parameters. */
const MAX_BATCH = 500;

/**
 * Group commit of check-ins (decision 011, Throughput): the check-ins that arrive while a batch is
 * being written are written together in the next transaction, so a burst costs one commit and a
 * few statements instead of a transaction and seven statements each. Every caller is answered
 * after the commit that holds its check-in. Should a batch's transaction fail, each of its
 * check-ins is written again alone, so one cannot fail the others. Should the database be locked
 * by another connection (decision 021), the batch waits for the lock until its oldest check-in has
 * waited LOCK_WAIT_MS; the check-ins that have waited that long are refused (503), the others wait
 * on in the next batch.
 * One writer serves every check-in endpoint of the process, so batches never overlap. On SQLite,
 * whose one writer is this one, the in-transaction ending of open visits sees every earlier
 * check-in; on PostgreSQL another server process may commit a check-in of the same person at the
 * same moment, which the race check after the commit settles.
 */
export function checkInWriter(db: Db): CheckInWriter {
  const onlyWriter = db.getExecutor().adapter instanceof SqliteAdapter;
  const waiting: Waiting[] = [];
  let writing = false;

  const write = (requests: CheckInRequest[]) => db.transaction().execute((trx) => recordCheckIns(trx, requests));

  async function answer(waiter: Waiting, outcome: CheckInOutcome): Promise<void> {
    try {
      if (!onlyWriter && outcome.kind === "recorded") for (const visit of outcome.visits) await endRacingVisits(db, visit.personKey, waiter.request.now);
      waiter.resolve(outcome);
    } catch (error) {
      waiter.reject(error);
    }
  }

  /** The lock was not free in time: who has waited long enough is refused, the rest wait on at the front of the line. */
  function waitLonger(batch: Waiting[], error: unknown): void {
    const now = Date.now();
    // The first has always waited out its deadline, the one the batch waited for.
    const refused = batch.filter((waiter, index) => index === 0 || waiter.deadline <= now);
    for (const waiter of refused) waiter.reject(error);
    waiting.unshift(...batch.filter((waiter) => !refused.includes(waiter)));
  }

  async function writeBatch(batch: [Waiting, ...Waiting[]]): Promise<void> {
    let outcomes: CheckInOutcome[] | undefined;
    try {
      outcomes = await withLockDeadline(batch[0].deadline, () => write(batch.map((waiter) => waiter.request)));
    } catch (error) {
      if (isDatabaseBusy(error)) return waitLonger(batch, error);
      if (batch.length === 1) return batch[0].reject(error);
    }
    for (const [index, waiter] of batch.entries()) {
      const outcome = outcomes?.[index];
      await (outcome ? answer(waiter, outcome) : writeBatch([waiter]));
    }
  }

  async function drain(): Promise<void> {
    for (let batch = waiting.splice(0, MAX_BATCH); isBatch(batch); batch = waiting.splice(0, MAX_BATCH)) await writeBatch(batch);
    writing = false;
  }

  return (request) =>
    new Promise<CheckInOutcome>((resolve, reject) => {
      waiting.push({ request, resolve, reject, deadline: Date.now() + LOCK_WAIT_MS });
      if (writing) return;
      writing = true;
      // The database answers synchronously, so a batch written at once would hold only this
      // caller: waiting for the end of this turn of the event loop lets every request read in it join.
      setImmediate(() => void drain());
    });
}
