import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../../server/app.ts";
import type { Services } from "../../server/composition.ts";
import type { Config } from "../../server/config.ts";
import type { DatabaseKind } from "../../server/db/connection.ts";
import { closeAgencyStores, openAgencyStores } from "../../server/db/stores/agency-stores.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface ApiRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

export interface ApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json: <T = unknown>() => T;
}

export interface ApiServer {
  url: string;
  app: FastifyInstance;
  /** What the app was built from: the notifier the notification tests drive, among the rest. */
  services: Services;
  database: TestDatabase;
  request: (request: ApiRequest) => Promise<ApiResponse>;
  close: () => Promise<void>;
}

export interface ApiServerOptions {
  /** Settings on top of the test database's configuration (SMTP_URL, production, …). */
  config?: Partial<Config>;
  clock?: AppOptions["clock"];
}

/** The real server listening on a loopback port, over a new database of the given kind; calls go over HTTP. */
export async function startApiServer(kind: DatabaseKind, options: ApiServerOptions = {}): Promise<ApiServer> {
  const database = await createTestDatabase(kind);
  const config = { ...database.config, ...options.config };
  // Stores placed elsewhere than the test database's are opened for this server and closed with it.
  const ownStores = options.config?.agencyDatabaseUrls ? await openAgencyStores(config) : undefined;
  const { app, services } = await buildApp(config, database.db, { logger: false, clock: options.clock, stores: ownStores ?? database.stores });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no port");
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    services,
    database,
    request: async ({ method, url: path, headers, payload }) => {
      const response = await fetch(url + path, { method, headers, body: payload });
      const body = await response.text();
      return {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        body,
        json: <T>() => JSON.parse(body) as T,
      };
    },
    close: async () => {
      await app.close();
      if (ownStores) await closeAgencyStores(ownStores);
      await database.drop();
    },
  };
}
