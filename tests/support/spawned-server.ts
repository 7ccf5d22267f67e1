import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./free-port.ts";
import { ARMED_LINE, HELD_LINE } from "./fault-hold.ts";
import { productionSettings } from "./production-settings.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface SpawnedServer {
  url: string;
  /** Arms the fault hold (tests/support/fault-hold.ts); resolves once the server says it is armed. */
  arm: () => Promise<void>;
  /** Resolves once the server stopped right after the statement FAULT_HOLD names. */
  held: () => Promise<void>;
  /** SIGKILL: no drain, no closing of files, as a crash or an out-of-memory kill leaves them. */
  kill: () => Promise<void>;
}

/**
 * `server/main.ts` as `npm run serve` runs it, in production mode, on `sqliteFile` (the agency stores
 * beside it), with `env` on top; `hold` is FAULT_HOLD for the fault-hold preload. Ready once
 * /api/health answers.
 */
export async function spawnServer(sqliteFile: string, env: Record<string, string>, hold?: { file: string; sql: string }): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.dirname(sqliteFile);
  const child: ChildProcess = spawn(process.execPath, ["--import", path.join(root, "tests/support/fault-hold.ts"), path.join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...productionSettings(),
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_FILE: sqliteFile,
      UPLOAD_DIR: path.join(dataDir, "uploads"),
      STATIC_DIR: path.join(dataDir, "no-web-app-built"),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      TRUSTED_PROXIES: "127.0.0.1",
      ...(hold ? { FAULT_HOLD: JSON.stringify(hold) } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const seen = new Set<string>();
  const waiting = new Map<string, () => void>();
  let partial = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (line === ARMED_LINE || line === HELD_LINE) {
        seen.add(line);
        waiting.get(line)?.();
      } else {
        process.stderr.write(`${line}\n`);
      }
    }
  });
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const line = (wanted: string) =>
    seen.has(wanted)
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => waiting.set(wanted, resolve)),
          exit.then(() => Promise.reject(new Error(`The server exited before "${wanted}"`))),
        ]);
  const startFailed = exit.then(() => Promise.reject(new Error("The server exited at start")));
  for (;;) {
    const ready = fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (await Promise.race([ready, startFailed])) break;
    await sleep(50);
  }
  return {
    url,
    arm: () => {
      child.kill("SIGUSR2");
      return line(ARMED_LINE);
    },
    held: () => line(HELD_LINE),
    kill: () => {
      child.kill("SIGKILL");
      return exit;
    },
  };
}
