import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/free-port.ts";
import { productionSettings } from "../tests/support/production-settings.ts";

export interface AppProcess {
  url: string;
  pid: number | undefined;
  cpuMs: ServerProcess["cpuMs"];
  guestCheckInUrl: string;
  sqliteFile: string;
  stop: () => Promise<void>;
}

export interface ServerProcess {
  /** The first match of the ready pattern's group in the process's output. */
  ready: string;
  pid: number | undefined;
  /** CPU time the process has used so far, in milliseconds; undefined where /proc is not there. */
  cpuMs: () => number | undefined;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..");

const CLOCK_TICKS_PER_MS = 0.1;

/** User and system time of a Linux process from /proc/<pid>/stat (fields 14 and 15, in 1/100 s ticks). */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ");
    if (!fields) return undefined;
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS;
  } catch {
    return undefined;
  }
}

/** Starts a Node script and waits until its output matches `readyPattern` (one capture group). */
export async function startServerProcess(script: string, env: NodeJS.ProcessEnv, readyPattern: RegExp): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  const ready = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = readyPattern.exec(output)?.[1];
      if (match) resolve(match);
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with code ${code} before it was ready:\n${output}`)));
  });
  return {
    ready,
    pid: child.pid,
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The server exactly as `npm run serve` starts it, on a new SQLite file, serving `staticDir`. */
export async function startAppProcess(staticDir: string): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const port = await freePort();
  const sqliteFile = path.join(dataDir, "app.sqlite");
  const server = await startServerProcess(
    path.join(root, "server/main.ts"),
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_FILE: sqliteFile,
      UPLOAD_DIR: path.join(dataDir, "uploads"),
      STATIC_DIR: staticDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      ...productionSettings(),
      // Production seeds no demo branch unless asked; the run checks in at it (decision 023).
      DEMO_BRANCH: "true",
      // The load generator stands in for a proxy, so check-ins can come from many client addresses.
      TRUSTED_PROXIES: "127.0.0.1",
    },
    /Guest check-in: (\S+)/,
  );
  return {
    url: `http://localhost:${port}`,
    pid: server.pid,
    guestCheckInUrl: server.ready,
    cpuMs: server.cpuMs,
    sqliteFile,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
