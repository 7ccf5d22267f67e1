import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { spawnServer } from "../support/spawned-server.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";

const CRASHES = 5;
const CLIENTS = 16;
/** Spread so no branch nears its 120 guest check-ins a minute over the whole run. */
const BRANCHES = 100;

describe("check-ins through server crashes (SQLite)", () => {
  let dataDir: string;
  let sqliteFile: string;
  let branches: string[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "crash-durability-"));
    sqliteFile = path.join(dataDir, "app.sqlite");
    const db = openDatabase({ sqliteFile, databaseUrl: undefined });
    await migrateToLatest(db);
    branches = [];
    for (let index = 0; index < BRANCHES; index += 1) branches.push((await createBranch(db, { branch: `Gate ${index}` })).id);
    await db.destroy();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps every acknowledged check-in and an intact file through ${CRASHES} kills with SIGKILL under load`, async () => {
    const acknowledged: string[] = [];
    let sent = 0;
    for (let crash = 0; crash < CRASHES; crash += 1) {
      const server = await spawnServer(sqliteFile, {});
      let running = true;
      const client = async () => {
        while (running) {
          sent += 1;
          const body = guestCheckIn(branches[sent % BRANCHES] ?? "");
          const answer = await fetch(`${server.url}/api/v1/scan_qr/confirm`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.0.${sent >> 8}.${sent & 255}` },
            body: JSON.stringify(body),
          }).then(
            async (response) => (response.ok ? ((await response.json()) as { data: { visit_id: string } }) : undefined),
            // Cut off by the kill: not acknowledged, so it may or may not have been stored.
            () => undefined,
          );
          if (answer) acknowledged.push(answer.data.visit_id);
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      // Kill at a different moment of each run, with batches in flight.
      await sleep(300 + Math.random() * 500);
      await server.kill();
      running = false;
      await Promise.all(clients);
    }

    expect(acknowledged.length).toBeGreaterThan(CRASHES * CLIENTS);
    const file = new DatabaseSync(sqliteFile);
    try {
      expect(file.prepare("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
      const stored = new Set(
        file
          .prepare("select id from visits")
          .all()
          .map((row) => row.id),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      file.close();
    }
  }, 60_000);
});
