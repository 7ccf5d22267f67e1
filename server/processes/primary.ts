import cluster, { type Worker } from "node:cluster";
import { DRAIN_MESSAGE, SHUTDOWN_TIMEOUT_MS } from "./shutdown.ts";

/** The primary waits this much longer than a worker's own limit before ending it. */
const GRACE_MS = 1_000;

/**
 * SERVER_PROCESSES above 1 (decision 023): this process serves nothing itself. It starts `count`
 * workers, each a whole server on the same port (node:cluster hands each new connection to one of
 * them in turn), starts a new one when a worker that was serving dies, and on SIGTERM or SIGINT asks
 * every worker to drain, exiting when all have (a second signal, or a worker past its time, ends
 * them at once). A worker that dies before it listens is not replaced: the next would fail alike.
 */
export function runPrimary(count: number): void {
  let stopping = false;
  let failed = false;
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  const killAll = () => {
    for (const worker of workers()) worker.process.kill("SIGKILL");
  };

  const start = () => {
    const worker = cluster.fork();
    let listening = false;
    worker.once("listening", () => {
      listening = true;
    });
    worker.once("exit", (code, signal) => {
      if (code !== 0) failed = true;
      if (stopping) {
        if (workers().length === 0) process.exit(failed ? 1 : 0);
        return;
      }
      console.error(`Server process ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
      if (listening) {
        start();
        return;
      }
      stopping = true;
      killAll();
      process.exit(1);
    });
  };

  for (let index = 0; index < count; index += 1) start();

  const stop = () => {
    if (stopping) {
      killAll();
      process.exit(1);
    }
    stopping = true;
    for (const worker of workers()) worker.send(DRAIN_MESSAGE);
    setTimeout(() => {
      killAll();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + GRACE_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
