import { Worker } from "node:worker_threads";

export interface WalCheckpointSettings {
  file: string;
  intervalMs: number;
}

/** Ends the checkpoints; the thread closes its connection and exits on its own. */
export type StopCheckpoints = () => void;

/**
 * Checkpoints the WAL of `file` from a thread of its own (decision 011, fourth round). A
 * checkpoint copies the pages the WAL holds back into the database file and syncs the disk; left
 * to the commit that crosses SQLite's threshold, it stopped the event loop for ~100 ms every few
 * thousand check-ins under load. The connection's own threshold stays as a safety net: should the
 * writer never pause long enough for the WAL to start over, a commit checkpoints the few pages
 * this thread has not copied yet, and the next transaction starts the WAL over.
 */
export function checkpointInBackground(settings: WalCheckpointSettings, onError: (error: Error) => void): StopCheckpoints {
  const worker = new Worker(new URL("./wal-checkpoint-thread.ts", import.meta.url), { workerData: settings });
  worker.on("error", onError);
  // Checkpoints never keep the process alive; the last connection to close checkpoints anyway.
  worker.unref();
  return () => worker.postMessage("stop");
}
