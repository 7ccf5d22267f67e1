import type { Checkpointing } from "../audit/audit-checkpoints.ts";
import { writeCheckpoint } from "../audit/audit-checkpoints.ts";
import type { Db } from "../db/connection.ts";
import { takeJobLease, THIS_PROCESS } from "./job-lease.ts";

const HOUR_MS = 60 * 60_000;
const LEASE_CHECK_MS = 5 * 60_000;
const JOB_NAME = "audit-checkpoint";

export interface AuditCheckpointJob {
  stop: () => Promise<void>;
}

interface JobLog {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

/**
 * A signed checkpoint of the audit trail every hour (decision 039), by one process of the
 * deployment (the lease, decision 023): records removed or rewritten after it cannot be hidden.
 */
export function startAuditCheckpointJob(
  db: Db,
  checkpointing: Checkpointing,
  { log, clock = () => new Date(), intervalMs = HOUR_MS, holder = THIS_PROCESS }: { log: JobLog; clock?: () => Date; intervalMs?: number; holder?: string },
): AuditCheckpointJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runWhenLeased = async () => {
    const now = clock();
    if (!(await takeJobLease(db, JOB_NAME, holder, now, intervalMs))) return;
    const checkpoint = await writeCheckpoint(db, checkpointing, now);
    log.info({ records: checkpoint.count }, "audit checkpoint written");
  };
  const check = () => {
    if (stopped || running) return;
    running = runWhenLeased()
      .catch((error: unknown) => log.error({ err: error }, "audit checkpoint failed"))
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
