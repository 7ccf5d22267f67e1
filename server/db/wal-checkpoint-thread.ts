// Runs in a worker thread (wal-checkpoints.ts): copies the WAL of the database file it is given
// back into that file, off the thread that answers requests.
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import type { WalCheckpointSettings } from "./wal-checkpoints.ts";

const { file, intervalMs } = workerData as WalCheckpointSettings;
const db = new DatabaseSync(file);
db.exec("PRAGMA synchronous = NORMAL;");
// PASSIVE never waits for, or holds up, the database's writer; the WAL starts over at the first
// transaction that finds every page of it copied.
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");

const timer = setInterval(() => checkpoint.get(), intervalMs);
parentPort?.once("message", () => {
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
