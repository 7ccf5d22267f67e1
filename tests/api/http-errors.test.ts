import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

describe("HTTP behaviour shared by every route", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    app = await buildApp(database.config, database.db, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("answers unknown API paths with JSON 404, never the web app", async () => {
    for (const url of ["/api/v1/nothing-here", "/api", "/api/v9/symptoms?x=1"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ message: "Not Found" });
    }
  });

  it("answers a body that is not JSON with 400 and a message", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/symptoms",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining("not valid JSON") });
  });

  it("answers a body over the limit with 413 and a message", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/symptoms",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large." });
  });

  it("answers a broken URL encoding with 400 in the error format", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/settings/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["message"]);
  });

  it("hides the details of unexpected failures behind a 500 message", async () => {
    await database.db.schema.dropTable("purposes").execute();
    const response = await app.inject({ method: "GET", url: "/api/v1/purpose" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal Server Error!" });
  });

  it("sends security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("documents every route in the OpenAPI document", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/health",
      "/api/v1/purpose",
      "/api/v1/settings",
      "/api/v1/settings/{code}",
      "/api/v1/symptoms",
    ]);
  });
});
