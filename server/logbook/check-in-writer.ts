import { SqliteAdapter } from "kysely";
import type { Db } from "../db/connection.ts";
import { endRacingVisits } from "./visit-queries.ts";
import { type CheckInOutcome, type CheckInRequest, recordCheckIns } from "./check-in-batch.ts";

/** Records one check-in; answers once the transaction holding it has committed. */
export type CheckInWriter = (request: CheckInRequest) => Promise<CheckInOutcome>;

interface Waiting {
  request: CheckInRequest;
  resolve: (outcome: CheckInOutcome) => void;
  reject: (error: unknown) => void;
}

/** Keeps a batch's one insert well under either database's limit on a statement's parameters. */
const MAX_BATCH = 500;

/**
 * Group commit of check-ins (decision 011, Throughput): the check-ins that arrive while a batch is
 * being written are written together in the next transaction, so a burst costs one commit and a
 * few statements instead of a transaction and seven statements each. Every caller is answered
 * after the commit that holds its check-in. Should a batch's transaction fail, each of its
 * check-ins is written again alone, so one cannot fail the others.
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
      if (!onlyWriter && outcome.kind === "recorded") await endRacingVisits(db, outcome.personKey, waiter.request.now);
      waiter.resolve(outcome);
    } catch (error) {
      waiter.reject(error);
    }
  }

  async function writeAlone(waiter: Waiting): Promise<void> {
    const outcome = await write([waiter.request]).then(([only]) => only, (error: unknown) => waiter.reject(error));
    if (outcome) await answer(waiter, outcome);
  }

  async function writeBatch(batch: Waiting[]): Promise<void> {
    const outcomes = await write(batch.map((waiter) => waiter.request)).catch(() => undefined);
    for (const [index, waiter] of batch.entries()) {
      const outcome = outcomes?.[index];
      await (outcome ? answer(waiter, outcome) : writeAlone(waiter));
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      await (batch.length === 1 && batch[0] ? writeAlone(batch[0]) : writeBatch(batch));
    }
    writing = false;
  }

  return (request) =>
    new Promise<CheckInOutcome>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (writing) return;
      writing = true;
      // The database answers synchronously, so a batch written at once would hold only this
      // caller: waiting for the end of this turn of the event loop lets every request read in it join.
      setImmediate(() => void drain());
    });
}
