import type { Db } from "../db/connection.ts";
import { type JobLog, takeJobLease, THIS_PROCESS } from "../jobs/job-lease.ts";
import { sendDataAccessNotices } from "./data-access-notices.ts";
import type { Notifier } from "./notifier.ts";
import { sendTripExpiryNotices } from "./trip-expiry-notices.ts";

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;

interface LeasedJob {
  name: string;
  /** How often the deployment runs it, whichever process does: the lease's length. */
  intervalMs: number;
  /** How often each process asks for the lease: at most this late after the last run's lease ran out. */
  checkMs: number;
  run: (now: Date) => Promise<unknown>;
}

/**
 * The notifications' jobs (decision 029), each run by one process of the deployment at a time through
 * its lease (decision 023): the worker that attempts due deliveries (retries, and first attempts a
 * process did not get to make), the data-access notices, and the trips that expire soon.
 */
function notificationJobs(db: Db, notifier: Notifier): LeasedJob[] {
  return [
    { name: "notification-deliveries", intervalMs: 30 * SECOND_MS, checkMs: 10 * SECOND_MS, run: () => notifier.deliverDue() },
    // Hourly, so a notice is at most an hour late; once a day per person (data-access-notices.ts).
    { name: "data-access-notices", intervalMs: HOUR_MS, checkMs: 5 * 60 * SECOND_MS, run: (now) => sendDataAccessNotices(db, notifier, now) },
    { name: "trip-expiry-notices", intervalMs: 24 * HOUR_MS, checkMs: HOUR_MS, run: (now) => sendTripExpiryNotices(db, notifier, now) },
  ];
}

export interface NotificationJobs {
  /** Stops the timers and waits for the runs under way, so the database can be closed after them. */
  stop: () => Promise<void>;
}

/** Starts the notifications' jobs; their timers never keep the process alive. */
export function startNotificationJobs(
  db: Db,
  notifier: Notifier,
  { log, clock = () => new Date(), holder = THIS_PROCESS }: { log: JobLog; clock?: () => Date; holder?: string },
): NotificationJobs {
  let stopped = false;
  const running = new Set<Promise<void>>();
  const timers = notificationJobs(db, notifier).map((job) => {
    let busy = false;
    const check = () => {
      // A run that outlasts the check is not joined by a second one.
      if (stopped || busy) return;
      busy = true;
      const run = (async () => {
        const now = clock();
        if (!(await takeJobLease(db, job.name, holder, now, job.intervalMs))) return;
        await job.run(now);
      })()
        .catch((error: unknown) => log.error({ err: error, job: job.name }, "notification job failed"))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(check, job.checkMs);
    timer.unref();
    check();
    return timer;
  });
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
      await notifier.idle();
    },
  };
}
