import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../server/config.ts";
import { openDatabase } from "../../server/db/connection.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { acceptInvite, newBrowser } from "./staff-support.ts";

const CLI = path.resolve("server/cli/staff.ts");
const run = promisify(execFile);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as an operator runs it: a separate Node process, configured by the server's environment. */
async function staffCommand(config: Pick<Config, "databaseUrl" | "sqliteFile" | "publicUrl">, ...args: string[]): Promise<CliResult> {
  const database = config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { SQLITE_FILE: config.sqliteFile };
  const env = { PATH: process.env.PATH, PUBLIC_URL: config.publicUrl, ...database };
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Each command is a Node process of its own that loads the server's modules: about a second each on a busy machine. */
const SPAWNS_COMMANDS = 30_000;

const linkIn = (text: string) => /https?:\/\/\S+\/console\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe("staff command on a fresh SQLite installation", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
  const config = { databaseUrl: undefined, sqliteFile: path.join(directory, "app.sqlite"), publicUrl: "https://travel.gov.example" };
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it(
    "creates the database and the first admin, prints and mails the invitation, and refuses a second admin without --force",
    async () => {
      const created = await staffCommand(config, "create-admin", "--email", "Ana@Gov.Example", "--name", "Ana Cruz");
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(
        /^ana@gov\.example is invited as admin\. The invitation works once, until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(ChST UTC\+10\):\nhttps:\/\/travel\.gov\.example\/console\/invite\/[A-Za-z0-9_-]{43}\n$/,
      );
      const db = openDatabase(config);
      try {
        const member = await db
          .selectFrom("staff_members")
          .select(["id", "status", "display_name"])
          .where("email", "=", "ana@gov.example")
          .executeTakeFirstOrThrow();
        expect(member).toMatchObject({ status: "invited", display_name: "Ana Cruz" });
        expect(await db.selectFrom("staff_roles").select("role").where("staff_id", "=", member.id).execute()).toEqual([{ role: "admin" }]);
        const mail = await db.selectFrom("outbox_messages").select(["recipient", "body"]).execute();
        expect(mail).toEqual([{ recipient: "ana@gov.example", body: expect.stringContaining(linkIn(created.stdout) ?? "no link") }]);
        expect(await db.selectFrom("audit_events").select(["action", "staff_id", "record_id"]).execute()).toEqual([
          { action: "staff.invited", staff_id: null, record_id: member.id },
        ]);
        // Once the invitation is accepted, there is an active admin.
        await db.updateTable("staff_members").set({ status: "active" }).where("id", "=", member.id).execute();
      } finally {
        await db.destroy();
      }
      const refused = await staffCommand(config, "create-admin", "--email", "ben@gov.example", "--name", "Ben");
      expect(refused).toEqual({ code: 1, stdout: "", stderr: "An active admin already exists: invite further admins from the console, or add --force.\n" });
      const forced = await staffCommand(config, "create-admin", "--email", "ben@gov.example", "--name", "Ben", "--force");
      expect(forced.code).toBe(0);
    },
    SPAWNS_COMMANDS,
  );

  it(
    "explains bad arguments and a missing database",
    async () => {
      expect((await staffCommand(config, "create-admin", "--email", "nope", "--name", "X")).stderr).toMatch(/^--email must be an e-mail address\./);
      expect((await staffCommand(config, "create-admin", "--email", "x@gov.example")).stderr).toMatch(/^--name is required\./);
      expect((await staffCommand(config, "promote")).code).toBe(1);
      const missing = await staffCommand({ ...config, sqliteFile: path.join(directory, "missing.sqlite") }, "verify-audit");
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/^No database at /);
    },
    SPAWNS_COMMANDS,
  );
});

describe.each(DATABASE_KINDS)("staff command on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  it(
    "creates an admin whose printed link works in the console",
    async () => {
      const { config } = server.database;
      const email = `first-admin-${kind}@gov.example`;
      const created = await staffCommand(config, "create-admin", "--email", email, "--name", "Ana Cruz");
      expect(created.code).toBe(0);
      const accepted = await acceptInvite(server, newBrowser(), linkIn(created.stdout) ?? "", email);
      expect(accepted.json()).toMatchObject({ data: { email, roles: ["admin"], stage: "enrolment" } });
    },
    SPAWNS_COMMANDS,
  );

  it(
    "verifies the audit trail, and names the record edited by hand",
    async () => {
      const { config, db } = server.database;
      const intact = await staffCommand(config, "verify-audit");
      expect(intact.code).toBe(0);
      expect(intact.stdout).toMatch(/^The audit trail is intact: \d+ records checked\.\n$/);

      const target = await db.selectFrom("audit_events").select(["seq", "id"]).orderBy("seq").executeTakeFirstOrThrow();
      if (kind === "sqlite") await sql`drop trigger audit_events_no_update`.execute(db);
      else await sql`drop trigger audit_events_no_change on audit_events`.execute(db);
      await db.updateTable("audit_events").set({ action: "staff.nothing_happened" }).where("seq", "=", target.seq).execute();
      const broken = await staffCommand(config, "verify-audit");
      expect(broken.code).toBe(1);
      expect(broken.stderr).toBe(
        `The audit trail is broken at record ${Number(target.seq)} (id ${target.id}): record was changed. 0 records before it are intact.\n`,
      );
    },
    SPAWNS_COMMANDS,
  );
});
