import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createAccount, type TestAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";

/** Every logbook endpoint that takes a body, with the field a wrong type is sent in. */
const ENDPOINTS = [
  { method: "POST", url: "/api/v1/scan_qr/confirm", field: "name", signedIn: false },
  { method: "POST", url: "/api/v1/scan_qr/check-out", field: "visit_id", signedIn: false },
  { method: "POST", url: "/api/v1/me/profile/scan_qr", field: "uuid", signedIn: true },
  { method: "POST", url: "/api/v1/me/profile/scan_qr/confirm", field: "uuid", signedIn: true },
  { method: "PUT", url: "/api/v1/me/symptoms", field: "status", signedIn: true },
] as const;

describe.each(DATABASE_KINDS)("bad input to the logbook endpoints on %s", (kind) => {
  let server: ApiServer;
  let account: TestAccount;
  let branchId: string;

  beforeAll(async () => {
    server = await startApiServer(kind);
    account = await createAccount(server.database.db);
    branchId = (await createBranch(server.database.db)).id;
    await callApi(server, "POST", "/api/v1/scan_qr/confirm", { body: guestCheckIn(branchId) });
    await callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", { token: account.token, body: { uuid: branchId, purpose: "Business" } });
  });
  afterAll(() => server.close());

  /** What a rejected call must leave as it was. */
  async function stored() {
    const db = server.database.db;
    return {
      visits: await db.selectFrom("visits").selectAll().orderBy("id").execute(),
      users: await db.selectFrom("users").select(["id", "symptoms", "symptoms_reported_at", "logbook_qr"]).orderBy("id").execute(),
      flags: await db.selectFrom("visit_flags").selectAll().orderBy("id").execute(),
    };
  }

  it.each(ENDPOINTS)(
    "$method $url refuses a 10 MB body with 413, missing and mistyped fields with 422, and stores nothing",
    async ({ method, url, field, signedIn }) => {
      const before = await stored();
      const token = signedIn ? account.token : undefined;

      const huge = await callApi(server, method, url, { token, body: { padding: "x".repeat(10 * 1024 * 1024) } });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: "The request body is too large.", code: "BODY_TOO_LARGE" });

      const empty = await callApi(server, method, url, { token, body: {} });
      expect(empty.statusCode).toBe(422);
      expect(empty.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(field);

      const mistyped = await callApi(server, method, url, { token, body: { [field]: { nested: true } } });
      expect(mistyped.statusCode).toBe(422);
      expect(mistyped.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([expect.any(String)]);

      const notJson = await server.request({
        method,
        url,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: "{",
      });
      expect(notJson.statusCode).toBe(400);

      expect(await stored()).toEqual(before);
    },
    30_000,
  );
});
