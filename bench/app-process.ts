import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/free-port.ts";

export interface AppProcess {
  url: string;
  guestCheckInUrl: string;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..");


/** The server exactly as `npm run serve` starts it, on a new SQLite file, serving `staticDir`. */
export async function startAppProcess(staticDir: string): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_FILE: path.join(dataDir, "app.sqlite"),
      STATIC_DIR: staticDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const guestCheckInUrl = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Guest check-in: (\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once("exit", (code) => reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    guestCheckInUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
