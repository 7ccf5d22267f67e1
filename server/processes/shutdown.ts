import cluster from "node:cluster";

/** How long a process may take to leave after the first signal before it exits regardless. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
const SIGNALS = ["SIGINT", "SIGTERM"] as const;
/** What the primary process sends a worker to make it leave (decision 023). */
export const DRAIN_MESSAGE = "drain";

export interface ShutdownLog {
  info: (message: string) => void;
  error: (fields: object, message: string) => void;
}

/**
 * Leaves on SIGTERM or SIGINT by `drain` (decision 023): exit 0 once it is done, 1 when it fails or
 * outlasts `SHUTDOWN_TIMEOUT_MS`. Alone, a second signal exits at once. A worker of the primary
 * process drains on the primary's message too, and takes every further signal as the same request:
 * a service manager signals every process of the group and the primary passes the signal on, so one
 * stop reaches a worker twice; the primary itself ends workers that outlast it.
 */
export function leaveOnSignals(drain: () => Promise<void>, log: ShutdownLog): void {
  let leaving = false;
  const leave = (reason: string) => {
    if (leaving) {
      if (cluster.isWorker) return;
      log.info(`${reason} received again, exiting now`);
      process.exit(1);
    }
    leaving = true;
    log.info(`${reason} received, answering the requests under way`);
    setTimeout(() => {
      log.error({}, `requests still under way after ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    drain().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, () => leave(signal));
  if (cluster.isWorker) process.on("message", (message) => message === DRAIN_MESSAGE && leave("the primary's drain request"));
}
