import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { raiseClusterAlerts } from "../tracing/cluster-detection.ts";
import { type JobLog, type LeasedJob, startLeasedJob, THIS_PROCESS } from "./job-lease.ts";

/** Decision 052: often enough that a cluster is on the tracing home within the quarter hour of its second case. */
const CLUSTER_DETECTION_INTERVAL_MS = 15 * 60_000;

/** Cluster detection over the open cases and the logbook, once an interval across the deployment (the lease, decision 023). */
export function startClusterDetectionJob(
  db: Db,
  health: HealthStore,
  {
    log,
    clock = () => new Date(),
    intervalMs = CLUSTER_DETECTION_INTERVAL_MS,
    holder = THIS_PROCESS,
  }: { log: JobLog; clock?: () => Date; intervalMs?: number; holder?: string },
): LeasedJob {
  return startLeasedJob(db, {
    name: "cluster-detection",
    intervalMs,
    holder,
    clock,
    log,
    failure: "cluster detection failed",
    run: async (now) => {
      const alerts = await raiseClusterAlerts(db, health, now);
      log.info({ alerts }, "cluster detection finished");
    },
  });
}
