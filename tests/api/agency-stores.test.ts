import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { completeTrip } from "../support/trip-fixtures.ts";

/** Where each form of a complete trip went: table → the store that must hold it. */
const STORE_OF_TABLE = { surveys: "tourism", customs_declarations: "customs", health_declarations: "health" } as const;

describe("agency stores on sqlite: one file per agency beside the core file", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer("sqlite");
  });
  afterAll(() => server.close());

  const rowsIn = (file: string, table: string, tripId: string): number => {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const exists = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name = ?").get(table) as { n: number };
      if (exists.n === 0) return -1;
      return (db.prepare(`select count(*) as n from ${table} where visit_history_id = ?`).get(tripId) as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it("keeps each form only in its agency's file; the core file has the trip and no form table", async () => {
    const account = await createAccount(server.database.db);
    const trip = await completeTrip(server, account);
    const dir = path.dirname(server.database.config.sqliteFile);
    for (const [table, store] of Object.entries(STORE_OF_TABLE)) {
      expect(rowsIn(path.join(dir, `${store}.sqlite`), table, trip.id)).toBe(1);
      expect(rowsIn(server.database.config.sqliteFile, table, trip.id)).toBe(-1);
      for (const other of ["customs", "tourism", "health"].filter((name) => name !== store)) {
        expect(rowsIn(path.join(dir, `${other}.sqlite`), table, trip.id)).toBe(-1);
      }
    }
  });

  it("gives a store's connection no way to the core tables", async () => {
    await expect(sql`select count(*) from users`.execute(server.database.stores.health)).rejects.toThrow(/no such table: users/);
    await expect(sql`select count(*) from customs_declarations`.execute(server.database.db)).rejects.toThrow(/no such table/);
  });
});

describe("agency stores on postgres", () => {
  describe("by default: one schema per agency in DATABASE_URL's database", () => {
    let server: ApiServer;
    beforeAll(async () => {
      server = await startApiServer("postgres");
    });
    afterAll(() => server.close());

    it("keeps each form only in its agency's schema", async () => {
      const account = await createAccount(server.database.db);
      const trip = await completeTrip(server, account);
      const { rows } = await sql<{ table_schema: string; table_name: string }>`
        select table_schema, table_name from information_schema.tables
        where table_name in ('surveys', 'customs_declarations', 'health_declarations', 'attestations', 'vaccination_doses', 'test_results', 'visit_histories')
        order by table_name`.execute(server.database.db);
      expect(Object.fromEntries(rows.map((row) => [row.table_name, row.table_schema]))).toEqual({
        attestations: "health",
        customs_declarations: "customs",
        health_declarations: "health",
        surveys: "tourism",
        test_results: "health",
        vaccination_doses: "health",
        visit_histories: "public",
      });
      for (const [table, store] of Object.entries(STORE_OF_TABLE)) {
        const counted = await sql<{ n: string }>`select count(*) as n from ${sql.table(`${store}.${table}`)} where visit_history_id = ${trip.id}`.execute(
          server.database.db,
        );
        expect(Number(counted.rows[0]?.n)).toBe(1);
      }
    });

    it("gives a store's connection no way to the core tables or another agency's", async () => {
      await expect(sql`select count(*) from users`.execute(server.database.stores.health)).rejects.toThrow(/relation "users" does not exist/);
      await expect(sql`select count(*) from surveys`.execute(server.database.stores.customs)).rejects.toThrow(/relation "surveys" does not exist/);
      await expect(sql`select count(*) from customs_declarations`.execute(server.database.db)).rejects.toThrow(/does not exist/);
    });
  });

  describe("with CUSTOMS_DATABASE_URL: the customs agency in a database of its own", () => {
    let server: ApiServer;
    const customsName = `test_customs_${randomUUID().replaceAll("-", "")}`;
    const customsUrl = (() => {
      const url = new URL(inject("postgresAdminUrl"));
      url.pathname = `/${customsName}`;
      return url.toString();
    })();
    const adminQuery = async (text: string) => {
      const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
      await admin.connect();
      try {
        await admin.query(text);
      } finally {
        await admin.end();
      }
    };

    beforeAll(async () => {
      await adminQuery(`create database ${customsName}`);
      server = await startApiServer("postgres", { config: { agencyDatabaseUrls: { customs: customsUrl, tourism: undefined, health: undefined } } });
    });
    afterAll(async () => {
      await server.close();
      await adminQuery(`drop database if exists ${customsName}`);
    });

    it("writes the customs declaration there, not in the core database", async () => {
      const account = await createAccount(server.database.db);
      const trip = await completeTrip(server, account);
      const own = new pg.Client({ connectionString: customsUrl });
      await own.connect();
      try {
        const { rows } = await own.query<{ n: string }>("select count(*) as n from customs.customs_declarations where visit_history_id = $1", [trip.id]);
        expect(Number(rows[0]?.n)).toBe(1);
      } finally {
        await own.end();
      }
      // The test database's own customs schema (made by its default stores) got nothing.
      const inCore = await sql<{ n: string }>`select count(*) as n from customs.customs_declarations where visit_history_id = ${trip.id}`.execute(
        server.database.db,
      );
      expect(Number(inCore.rows[0]?.n)).toBe(0);
      expect((await callApi(server, "GET", `/api/v1/visit-histories/${trip.id}/customs`, { token: account.token })).statusCode).toBe(200);
    });
  });
});
