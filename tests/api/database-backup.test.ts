import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseKind } from "../../server/db/connection.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { binDir } from "../support/postgres-server.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";

const run = promisify(execFile);

/** The SQLite backup of docs/operations.md ("A locked database, and backups"), word for word: one read transaction, so writers go on. */
const SQLITE_BACKUP = `const { DatabaseSync } = require("node:sqlite"); new DatabaseSync(process.argv[1], { readOnly: true }).prepare("VACUUM INTO ?").run(process.argv[2])`;

/** Takes a backup of the server's database the way docs/operations.md says, in another process; answers the visit ids it holds. */
async function backUpAndRestore(kind: DatabaseKind, server: ApiServer, dir: string): Promise<{ visitIds: Set<string>; intact: boolean }> {
  const { config } = server.database;
  if (kind === "sqlite") {
    const copy = path.join(dir, "backup.sqlite");
    await run(process.execPath, ["-e", SQLITE_BACKUP, config.sqliteFile, copy]);
    const restored = new DatabaseSync(copy, { readOnly: true });
    try {
      const intact = restored.prepare("PRAGMA integrity_check").get()?.integrity_check === "ok";
      return {
        visitIds: new Set(
          restored
            .prepare("select id from visits")
            .all()
            .map((row) => String(row.id)),
        ),
        intact,
      };
    } finally {
      restored.close();
    }
  }
  const dump = path.join(dir, "backup.dump");
  await run(path.join(binDir(), "pg_dump"), ["--format=custom", `--file=${dump}`, `--dbname=${config.databaseUrl}`]);
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  const name = `restored_${randomUUID().replaceAll("-", "")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(inject("postgresAdminUrl"));
  url.pathname = `/${name}`;
  const restored = new pg.Client({ connectionString: url.toString() });
  try {
    await run(path.join(binDir(), "pg_restore"), ["--no-owner", `--dbname=${url.toString()}`, dump]);
    await restored.connect();
    const { rows } = await restored.query<{ id: string }>("select id from visits");
    return { visitIds: new Set(rows.map((row) => row.id)), intact: true };
  } finally {
    await restored.end();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

describe.each(DATABASE_KINDS)("a backup taken while the server writes, on %s", (kind) => {
  let server: ApiServer;
  let dir: string;

  beforeAll(async () => {
    server = await startApiServer(kind);
    dir = mkdtempSync(path.join(tmpdir(), "backup-test-"));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds every check-in answered before it began, while check-ins during it go on being answered", async () => {
    // Spread so no branch nears its limit of 120 guest check-ins a minute.
    const branches = await Promise.all(Array.from({ length: 20 }, () => createBranch(server.database.db)));
    let sent = 0;
    const checkIn = async () => {
      sent += 1;
      const branchId = branches[sent % branches.length]?.id ?? "";
      const response = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branchId), { client: newClientAddress() });
      return { statusCode: response.statusCode, id: response.json<{ data?: { visit_id: string } }>().data?.visit_id };
    };
    const before = await Promise.all(Array.from({ length: 20 }, checkIn));

    let backingUp = true;
    const during: Array<{ statusCode: number }> = [];
    const writer = (async () => {
      while (backingUp) during.push(await checkIn());
    })();
    const backup = await backUpAndRestore(kind, server, dir).finally(() => (backingUp = false));
    await writer;

    expect(backup.intact).toBe(true);
    expect(before.filter(({ id }) => id === undefined || !backup.visitIds.has(id))).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter(({ statusCode }) => statusCode !== 200)).toEqual([]);
  }, 30_000);
});
