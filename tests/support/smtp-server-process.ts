import { spawn } from "node:child_process";
import path from "node:path";

export interface SmtpServerProcess {
  url: string;
  /** The recipients of every mail received so far, one list per mail. */
  recipients: () => string[][];
  close: () => Promise<void>;
}

/** The test SMTP server in a child process: its work does not run on the test's event loop. */
export async function startSmtpServerProcess(): Promise<SmtpServerProcess> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "smtp-server-main.ts")], { stdio: ["ignore", "pipe", "inherit"] });
  const recipients: string[][] = [];
  let partial = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith("smtp: ")) resolve(line.slice("smtp: ".length));
        if (line.startsWith("mail: ")) recipients.push(JSON.parse(line.slice("mail: ".length)) as string[]);
      }
    });
    child.once("exit", (code) => reject(new Error(`The SMTP server process exited (${code}) before it was ready`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url,
    recipients: () => [...recipients],
    close: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
