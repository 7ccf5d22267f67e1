import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export interface RunningServer {
  pid: number;
  /** The first capture of the ready pattern in the process's output. */
  ready: string;
  /** Every line the process has written to its standard output so far. */
  lines: () => string[];
  /** Sends the signal without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** The exit code (or the signal that ended it) once the process has exited. */
  exited: Promise<number | NodeJS.Signals>;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `node server/main.ts` as `npm run serve` starts it, with `env` over this process's environment;
 * resolves once its output matches `readyPattern` (one capture group). Standard error goes to the
 * test's own, so a failure to start shows why.
 */
export async function startServer(env: NodeJS.ProcessEnv, readyPattern: RegExp): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const output: string[] = [];
  let partial = "";
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code ?? 0)));
  const ready = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const lines = text.split("\n");
      partial = lines.pop() ?? "";
      output.push(...lines);
      const match = readyPattern.exec(output.join("\n"))?.[1];
      if (match) resolve(match);
    });
    void exited.then((code) => reject(new Error(`server/main.ts exited (${code}) before it was ready:\n${output.join("\n")}`)));
  });
  if (child.pid === undefined) throw new Error("The server process has no id");
  return { pid: child.pid, ready, lines: () => [...output], signal: (signal) => void child.kill(signal), exited };
}
