import { hostname } from "node:os";
import type { Db } from "../db/connection.ts";

/** This process among every server process of the deployment, as a lease names its holder. */
export const THIS_PROCESS = `${hostname()}:${process.pid}`;

const NEVER = new Date(0).toISOString();

/**
 * Takes the lease of job `name` for `leaseMs` when nobody holds an unexpired one, and says whether it
 * was taken (decision 023). The take is one conditional update, so of several processes asking at
 * once exactly one is answered yes, on PostgreSQL (the losers' updates re-read the row the winner
 * wrote) as on SQLite (one writer). The lease is not given back after the run: it is the schedule,
 * so nobody runs the job again before it expires, and a holder that dies mid-run holds it no longer.
 */
export async function takeJobLease(db: Db, name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  await db
    .insertInto("job_leases")
    .values({ name, holder: "", taken_at: NEVER, expires_at: NEVER })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const taken = await db
    .updateTable("job_leases")
    .set({ holder, taken_at: now.toISOString(), expires_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where("name", "=", name)
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/** The part of the server's logger a job uses. */
export interface JobLog {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

export interface LeasedJob {
  /** Stops the timer and waits for a run under way, so the database can be closed after it. */
  stop: () => Promise<void>;
}

/**
 * Every check a process asks for the job's lease; the one that gets it runs the job, so a deployment
 * of many processes runs it once an interval (decision 023), and at most this late after the last
 * holder's lease ran out.
 */
const LEASE_CHECK_MS = 5 * 60_000;

/**
 * Runs `run` now and then every `intervalMs`, once across the deployment (the lease `name`); a
 * failure is logged as `failure`. The timer never keeps the process alive.
 */
export function startLeasedJob(
  db: Db,
  {
    name,
    intervalMs,
    holder,
    clock,
    log,
    failure,
    run,
  }: { name: string; intervalMs: number; holder: string; clock: () => Date; log: JobLog; failure: string; run: (now: Date) => Promise<void> },
): LeasedJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runWhenLeased = async () => {
    const now = clock();
    if (await takeJobLease(db, name, holder, now, intervalMs)) await run(now);
  };
  const check = () => {
    // A run that outlasts the check is not joined by a second one.
    if (stopped || running) return;
    running = runWhenLeased()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, Math.min(intervalMs, LEASE_CHECK_MS));
  timer.unref();
  check();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
