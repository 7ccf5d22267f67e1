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
