import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

/**
 * A throwaway PostgreSQL server for the API tests: a fresh cluster in a temporary folder, listening
 * on loopback only. TEST_DATABASE_URL points the tests at an existing server instead.
 */
export interface PostgresServer {
  adminUrl: string;
  stop: () => Promise<void>;
}

/** The newest installed PostgreSQL's programs (initdb, postgres, pg_dump, pg_restore, …). */
export function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, "bin")).find((dir) => existsSync(path.join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL is not installed: run scripts/test.sh, which installs it, or set TEST_DATABASE_URL.");
  return found;
}

// PostgreSQL refuses to run as root; as root (CI), the cluster belongs to the postgres user.
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

async function waitUntilReady(bin: string, port: number, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with code ${server.exitCode}`);
    try {
      execFileSync(path.join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("PostgreSQL did not start within 10 s");
}

export async function startPostgres(): Promise<PostgresServer> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const [initdb, initArgs] = asServerUser(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });
  const port = await freePort();
  const [postgres, args] = asServerUser(path.join(bin, "postgres"), [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=200",
  ]);
  const server = spawn(postgres, args, { stdio: "ignore" });
  await waitUntilReady(bin, port, server);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      // Through pg_ctl, not a signal: runuser does not pass SIGINT on to the server.
      const [pgCtl, stopArgs] = asServerUser(path.join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-s"]);
      execFileSync(pgCtl, stopArgs, { stdio: "ignore" });
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
