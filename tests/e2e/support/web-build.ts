import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

/** A production build of the web app with the given build-time settings, into a new directory. */
export async function buildWebApp(env: Record<string, string> = {}): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), "web-build-"));
  await run(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: root,
    // Vitest sets NODE_ENV=test, which would make Vite build React for development.
    env: { ...process.env, NODE_ENV: "production", ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return outDir;
}

/** Swaps what a directory serves for another build, as a deployment does. */
export function deploy(build: string, servedDir: string): void {
  rmSync(servedDir, { recursive: true, force: true });
  cpSync(build, servedDir, { recursive: true });
}
