import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

export interface AppServer {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

/** The real server with the built web app in `staticDir`, on SQLite, at a loopback port. */
export async function startAppServer(staticDir: string): Promise<AppServer> {
  const database = await createTestDatabase("sqlite");
  const app = await buildApp({ ...database.config, staticDir }, database.db, { logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no port");
  return {
    // localhost, not 127.0.0.1: a secure context, so the service worker registers.
    url: `http://localhost:${address.port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
