import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connection.ts";
import { freePort } from "../support/free-port.ts";
import { productionSettings } from "../support/production-settings.ts";
import { startServer } from "../support/server-process.ts";

/** Each start compiles and loads the whole server: seconds on a busy machine. */
const STARTING_MS = 30_000;
const mode = (file: string) => statSync(file).mode & 0o777;

/** Decision 023: what `npm run serve` in production makes on disk and serves. */
describe("a production start on SQLite", () => {
  const root = mkdtempSync(path.join(tmpdir(), "production-start-"));
  const dataDir = path.join(root, "data");
  const sqliteFile = path.join(dataDir, "app.sqlite");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function serveOnce(check: (url: string) => Promise<void>): Promise<void> {
    const port = await freePort();
    const server = await startServer(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        ...productionSettings(),
        SQLITE_FILE: sqliteFile,
        UPLOAD_DIR: path.join(dataDir, "uploads"),
        STATIC_DIR: path.join(root, "no-web-app-built"),
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        DEMO_BRANCH: "",
      },
      /Database: (\S+)/,
    );
    try {
      await check(`http://127.0.0.1:${port}`);
    } finally {
      server.signal("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  }

  it(
    "creates its data folder for its owner alone, with owner-only database files, no demo branch, and /api/docs",
    async () => {
      await serveOnce(async (url) => {
        expect((await fetch(`${url}/api/docs`)).status).toBe(200);
        expect((await fetch(`${url}/dev/outbox`)).status).toBe(404);
      });
      expect(mode(dataDir)).toBe(0o700);
      for (const name of ["app.sqlite", "customs.sqlite", "tourism.sqlite", "health.sqlite"]) expect(mode(path.join(dataDir, name)), name).toBe(0o600);
      const db = openDatabase({ databaseUrl: undefined, sqliteFile });
      try {
        expect(await db.selectFrom("establishments").select("id").execute()).toEqual([]);
        expect(await db.selectFrom("establishment_accounts").select("id").execute()).toEqual([]);
      } finally {
        await db.destroy();
      }
    },
    STARTING_MS,
  );

  it(
    "narrows database files an earlier version left readable to all, and leaves an existing folder's mode alone",
    async () => {
      chmodSync(dataDir, 0o755);
      chmodSync(sqliteFile, 0o644);
      chmodSync(path.join(dataDir, "health.sqlite"), 0o644);
      await serveOnce(async () => {});
      expect(mode(dataDir)).toBe(0o755);
      expect(mode(sqliteFile)).toBe(0o600);
      expect(mode(path.join(dataDir, "health.sqlite"))).toBe(0o600);
    },
    STARTING_MS,
  );
});
