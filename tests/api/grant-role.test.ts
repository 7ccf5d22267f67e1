import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileAnswer } from "../../src/domain/accounts.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const CLI = path.resolve("server/cli/grant-role.ts");
const run = promisify(execFile);
/** Each case starts Node processes; a busy machine must not turn that into a failure. */
const PROCESS_TIMEOUT_MS = 30_000;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe.each(DATABASE_KINDS)("grant-role command on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  /** The command as an operator runs it: a separate process, configured by the server's environment. */
  async function grantRole(...args: string[]): Promise<CliResult> {
    const { config } = server.database;
    const env = { PATH: process.env.PATH, ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { SQLITE_FILE: config.sqliteFile }) };
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  const isFrontLiner = async (account: TestAccount) =>
    (await callApi(server, "GET", "/api/v1/me/profile", { token: account.token })).json<ProfileAnswer>().data.attributes.is_front_liner;

  it("grants the front-liner role by e-mail address, in any letter case, and takes it back", async () => {
    const account = await createAccount(server.database.db);
    const email = account.email ?? "";
    const granted = await grantRole("--email", email.toUpperCase(), "--role", "front-liner");
    expect(granted).toEqual({ code: 0, stdout: `${email} now has the front-liner role.\n`, stderr: "" });
    expect(await isFrontLiner(account)).toBe(true);

    const revoked = await grantRole("--email", email, "--role", "front-liner", "--revoke");
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toBe(`The front-liner role was taken back from ${email}.\n`);
    expect(await isFrontLiner(account)).toBe(false);
  });

  it("refuses an address no account signs in with, changing nothing", async () => {
    const bystander = await createAccount(server.database.db);
    const result = await grantRole("--email", "nobody-here@example.com", "--role", "front-liner");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The person must sign in once by e-mail OTP first.");
    expect(await isFrontLiner(bystander)).toBe(false);
  });

  it.each([
    [["--email", "someone@example.com", "--role", "admin"], "--role must be one of: front-liner."],
    [["--role", "front-liner"], "--email must be an e-mail address."],
    [["--email", "not-an-address", "--role", "front-liner"], "--email must be an e-mail address."],
    [["--email", "someone@example.com", "--role", "front-liner", "--force"], "Unknown option '--force'"],
  ])("refuses the arguments %j with usage help", async (args, message) => {
    const result = await grantRole(...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: node server/cli/grant-role.ts --email someone@example.com --role front-liner");
  });
}, PROCESS_TIMEOUT_MS);
