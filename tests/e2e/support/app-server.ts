import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app.ts";
import type { Services } from "../../../server/composition.ts";
import type { Config } from "../../../server/config.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

export interface AppServer {
  url: string;
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  close: () => Promise<void>;
}

/**
 * The real server with the built web app in `staticDir`, on SQLite, at a loopback port; uploads go to
 * a directory of their own, removed with the server. `settings` overrides the test configuration;
 * its `port`, when given, is the one listened on (a passkey's origin is fixed before the server starts).
 */
export async function startAppServer(staticDir: string, settings: Partial<Config> = {}): Promise<AppServer> {
  const database = await createTestDatabase("sqlite");
  const uploadDir = mkdtempSync(path.join(tmpdir(), "e2e-uploads-"));
  const { app, services } = await buildApp({ ...database.config, staticDir, uploadDir, ...settings }, database.db, { logger: false });
  await app.listen({ port: settings.port ?? 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no port");
  return {
    // localhost, not 127.0.0.1: a secure context, so the service worker registers.
    url: `http://localhost:${address.port}`,
    app,
    services,
    database,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
