import type { Checkpointing } from "../audit/audit-checkpoints.ts";
import { writeCheckpoint } from "../audit/audit-checkpoints.ts";
import type { Db } from "../db/connection.ts";
import { type JobLog, type LeasedJob, startLeasedJob, THIS_PROCESS } from "./job-lease.ts";

const HOUR_MS = 60 * 60_000;

/**
 * A signed checkpoint of the audit trail every hour (decision 039), by one process of the
 * deployment (the lease, decision 023): records removed or rewritten after it cannot be hidden.
 */
export function startAuditCheckpointJob(
  db: Db,
  checkpointing: Checkpointing,
  { log, clock = () => new Date(), intervalMs = HOUR_MS, holder = THIS_PROCESS }: { log: JobLog; clock?: () => Date; intervalMs?: number; holder?: string },
): LeasedJob {
  return startLeasedJob(db, {
    name: "audit-checkpoint",
    intervalMs,
    holder,
    clock,
    log,
    failure: "audit checkpoint failed",
    run: async (now) => {
      const checkpoint = await writeCheckpoint(db, checkpointing, now);
      log.info({ records: checkpoint.count }, "audit checkpoint written");
    },
  });
}
