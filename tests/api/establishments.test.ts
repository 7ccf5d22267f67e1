import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse, ApiServer } from "../support/api-server.ts";
import { startApiServer } from "../support/api-server.ts";
import { findFirstEstablishment } from "../../server/reference-data/reference-data-queries.ts";
import { DEMO_PORTAL_ACCOUNT, seedDemoPortalAccount } from "../../server/establishments/establishment-demo-account.ts";
import { createAccount } from "../support/accounts.ts";
import { registerConfirmed } from "../support/establishment-portal.ts";
import { branchAttributes } from "../support/branch-resources.ts";
import { insertVisit } from "../support/logbook-rows.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const PASSWORD = "correct horse battery";
const WRONG = {
  message: "The e-mail address or password is not correct.",
  code: "VALIDATION_FAILED",
  errors: { password: ["The e-mail address or password is not correct."] },
};
const NOT_FOUND = { message: "Branch not found.", code: "BRANCH_NOT_FOUND" };
const newEmail = () => `owner-${randomUUID()}@example.com`;

interface PortalSession {
  data: { token: string; email: string; organisation_name: string };
}
interface Branch {
  id: string;
  type: "establishment";
  attributes: Record<string, unknown> & { name: string; visitors_today: number };
}

const cafe = {
  name: "Tinian Dynasty Deli",
  branch: "San Jose",
  label: "Front door",
  address: "Broadway, San Jose, Tinian",
  visit_minutes: 90,
  latitude: 14.96,
  longitude: 145.63,
};

describe.each(DATABASE_KINDS)("establishment portal API on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const send = (method: string, url: string, token: string, body?: unknown): Promise<ApiResponse> =>
    server.request({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        "x-forwarded-for": newClientAddress(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  const register = (email = newEmail(), organisation = "Tinian Foods") =>
    registerConfirmed(server, { email, organisation_name: organisation, password: PASSWORD });

  async function addBranch(token: string, branch: Record<string, unknown> = cafe): Promise<Branch> {
    const response = await send("POST", "/api/v1/establishment/branches", token, branch);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: Branch }>().data;
  }

  const branches = async (token: string) => (await send("GET", "/api/v1/establishment/branches", token)).json<{ data: Branch[] }>().data;

  it("registers an account, confirms it by the mailed link, signs in with it, and logs out", async () => {
    const email = newEmail();
    const registered = await register(`  ${email.toUpperCase()} `, "Tinian Foods");
    expect(registered).toEqual({ token: expect.any(String), email, organisation_name: "Tinian Foods" });
    expect(Buffer.from(registered.token, "base64url").length).toBeGreaterThanOrEqual(16);

    const login = await postJson(server, "/api/v1/establishments/login", { email, password: PASSWORD }, { client: newClientAddress() });
    expect(login.statusCode).toBe(200);
    const session = login.json<PortalSession>().data;
    expect(session).toEqual({ token: expect.any(String), email, organisation_name: "Tinian Foods" });
    expect(session.token).not.toBe(registered.token);

    expect((await send("GET", "/api/v1/establishment/branches", session.token)).statusCode).toBe(200);
    const logout = await send("POST", "/api/v1/establishments/logout", session.token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: "You have been logged out." });
    const after = await send("GET", "/api/v1/establishment/branches", session.token);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ message: "Your session is no longer valid. Please sign in again.", code: "SESSION_INVALID", error: "token_invalid" });
    // The other session of the account is untouched.
    expect((await send("GET", "/api/v1/establishment/branches", registered.token)).statusCode).toBe(200);
  });

  it("keeps the password out of storage and refuses short ones and a taken address", async () => {
    const email = newEmail();
    await register(email);
    const row = await server.database.db.selectFrom("establishment_accounts").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(row.password_hash).not.toContain(PASSWORD);

    const short = await postJson(
      server,
      "/api/v1/establishments/register",
      { email: newEmail(), organisation_name: "X", password: "elevenchars" },
      { client: newClientAddress() },
    );
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      message: "The password must be at least 12 characters.",
      code: "VALIDATION_FAILED",
      errors: { password: ["The password must be at least 12 characters."] },
    });

    const taken = await postJson(
      server,
      "/api/v1/establishments/register",
      { email, organisation_name: "Other", password: PASSWORD },
      { client: newClientAddress() },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: "This e-mail address cannot be registered.",
      code: "VALIDATION_FAILED",
      errors: { email: ["This e-mail address cannot be registered."] },
    });
    const rows = await server.database.db.selectFrom("establishment_accounts").select("organisation_name").where("email", "=", email).execute();
    expect(rows).toEqual([{ organisation_name: "Tinian Foods" }]);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const email = newEmail();
    await register(email);
    const wrongPassword = await postJson(server, "/api/v1/establishments/login", { email, password: "not the password" }, { client: newClientAddress() });
    const unknown = await postJson(server, "/api/v1/establishments/login", { email: newEmail(), password: "not the password" }, { client: newClientAddress() });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.json()).toEqual(WRONG);
    }
  });

  const login = (email: string, password: string, client: string) => postJson(server, "/api/v1/establishments/login", { email, password }, { client });

  function expectSlowed(response: ApiResponse, seconds: number): void {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: "Too many requests. Please try again later.", code: "TOO_MANY_REQUESTS" });
    expect(response.headers["retry-after"]).toBe(String(seconds));
  }

  // Deliberately slow password hashes: a busy machine needs more than the default 5 s.
  it("slows wrong passwords from one address on one account with a doubling wait; the owner elsewhere signs in at once", async () => {
    const email = newEmail();
    await register(email);
    const attacker = newClientAddress();
    for (let guess = 1; guess <= 5; guess += 1) expect((await login(email, `guess number ${guess}`, attacker)).statusCode).toBe(422);
    for (const seconds of [1, 2, 4]) {
      expectSlowed(await login(email, `another guess ${seconds}`, attacker), seconds);
      // While the address waits even the right password is refused unchecked, so waiting tells an attacker nothing.
      expectSlowed(await login(email, PASSWORD, attacker), seconds);
      expect((await login(email, PASSWORD, newClientAddress())).statusCode).toBe(200);
      clock.advance(seconds * 1000);
      expect((await login(email, `another guess ${seconds}`, attacker)).statusCode).toBe(422);
    }
    expectSlowed(await login(email, PASSWORD, attacker), 8);
    clock.advance(8000);
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(200);
    for (let guess = 1; guess <= 5; guess += 1) expect((await login(email, `typo ${guess}`, attacker)).statusCode).toBe(422);
    expectSlowed(await login(email, PASSWORD, attacker), 1);
  }, 30_000);

  it("slows one address guessing across many accounts, and no other address", async () => {
    const attacker = newClientAddress();
    for (let guess = 1; guess <= 20; guess += 1) expect((await login(newEmail(), "not the password", attacker)).statusCode).toBe(422);
    const email = newEmail();
    await register(email);
    expectSlowed(await login(email, PASSWORD, attacker), 1);
    expect((await login(newEmail(), "not the password", newClientAddress())).statusCode).toBe(422);
    expect((await login(email, PASSWORD, newClientAddress())).statusCode).toBe(200);
  }, 30_000);

  it("throttles registrations per address", async () => {
    const client = newClientAddress();
    for (let count = 1; count <= 10; count += 1) {
      const response = await postJson(
        server,
        "/api/v1/establishments/register",
        { email: newEmail(), organisation_name: "Spam", password: PASSWORD },
        { client },
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await postJson(server, "/api/v1/establishments/register", { email: newEmail(), organisation_name: "Spam", password: PASSWORD }, { client });
    expect(refused.statusCode).toBe(429);
  }, 30_000);

  it("adds, lists, changes and deletes branches of the signed-in account only", async () => {
    const owner = await register();
    const stranger = await register();
    const added = await addBranch(owner.token);
    expect(added).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "establishment",
      attributes: { ...cafe, logo: "", qr_type: "ESTABLISHMENT", visitors_today: 0 },
    });
    const minimal = await addBranch(owner.token, { name: "  Kiosk " });
    expect(minimal.attributes).toEqual(branchAttributes({ name: "Kiosk" }));
    expect((await branches(owner.token)).map((branch) => branch.id)).toEqual([added.id, minimal.id]);
    expect(await branches(stranger.token)).toEqual([]);

    const renamed = await send("PUT", `/api/v1/establishment/branches/${added.id}`, owner.token, {
      ...cafe,
      name: "Dynasty Deli",
      latitude: null,
      longitude: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      message: "Branch saved.",
      data: { ...added, attributes: { ...added.attributes, name: "Dynasty Deli", latitude: null, longitude: null } },
    });

    // Another account's branch is not found, and stays as it was.
    const before = await branches(owner.token);
    const foreignPut = await send("PUT", `/api/v1/establishment/branches/${added.id}`, stranger.token, { name: "Taken over" });
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.json()).toEqual(NOT_FOUND);
    const foreignDelete = await send("DELETE", `/api/v1/establishment/branches/${added.id}`, stranger.token);
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toEqual(NOT_FOUND);
    expect((await send("PUT", `/api/v1/establishment/branches/${randomUUID()}`, owner.token, { name: "Nobody" })).statusCode).toBe(404);
    expect(await branches(owner.token)).toEqual(before);

    const deleted = await send("DELETE", `/api/v1/establishment/branches/${minimal.id}`, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Branch deleted." });
    expect((await branches(owner.token)).map((branch) => branch.id)).toEqual([added.id]);
  });

  it("refuses bad branch input and leaves the list unchanged", async () => {
    const owner = await register();
    const cases: [unknown, string, string][] = [
      [{}, "name", "The name field is required."],
      [{ name: "   " }, "name", "The name is required."],
      [{ name: "Shop", visit_minutes: 2 }, "visit_minutes", "The visit duration must be 5 to 1440 minutes."],
      [{ name: "Shop", latitude: 15.2 }, "longitude", "Give both latitude and longitude, or neither."],
      [{ name: "Shop", latitude: 91, longitude: 145 }, "latitude", "The latitude must be a number from -90 to 90."],
    ];
    for (const [body, field, message] of cases) {
      const response = await send("POST", "/api/v1/establishment/branches", owner.token, body);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    }
    expect(await branches(owner.token)).toEqual([]);
  });

  it("counts today's visitors of each branch by the commonwealth's day", async () => {
    const owner = await register();
    const [first, second] = [await addBranch(owner.token), await addBranch(owner.token, { name: "Second" })];
    if (!first || !second) throw new Error("no branches");
    const now = clock.now();
    // Midnight in Saipan (UTC+10) of the test clock's day.
    const local = new Date(now.getTime() + 10 * 3_600_000);
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 10 * 3_600_000;
    const visitAt = (branchId: string, startedAt: number) =>
      insertVisit(server.database.db, { branchId, personKey: `mobile:${randomUUID()}`, startedAt: new Date(startedAt) });
    await visitAt(first.id, midnight);
    await visitAt(first.id, midnight + 60_000);
    await visitAt(first.id, now.getTime() - 1000);
    await visitAt(first.id, midnight - 1); // yesterday, one millisecond before midnight
    await visitAt(first.id, midnight - 86_400_000 + 3_600_000);
    await visitAt(second.id, midnight + 5 * 3_600_000);
    const counts = Object.fromEntries((await branches(owner.token)).map((branch) => [branch.id, branch.attributes.visitors_today]));
    expect(counts).toEqual({ [first.id]: 3, [second.id]: 1 });

    // A branch with check-ins is kept for contact tracing.
    const refused = await send("DELETE", `/api/v1/establishment/branches/${first.id}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "This branch has check-ins kept for contact tracing. It can be deleted 30 days after its last check-in.",
      code: "BRANCH_HAS_VISITS",
    });
  });

  it("keeps portal and traveller sessions apart", async () => {
    const traveller = await createAccount(server.database.db);
    const portal = await register();
    const withTravellerToken = await send("GET", "/api/v1/establishment/branches", traveller.token);
    expect(withTravellerToken.statusCode).toBe(403);
    expect(withTravellerToken.json()).toEqual({
      message: "Your session is no longer valid. Please sign in again.",
      code: "SESSION_INVALID",
      error: "token_invalid",
    });
    expect((await send("POST", "/api/v1/establishment/branches", traveller.token, cafe)).statusCode).toBe(403);
    const profileWithPortalToken = await send("GET", "/api/v1/me/profile", portal.token);
    expect(profileWithPortalToken.statusCode).toBe(403);
    expect(profileWithPortalToken.json()).toMatchObject({ error: "token_invalid" });
    const noToken = await server.request({ method: "GET", url: "/api/v1/establishment/branches" });
    expect(noToken.statusCode).toBe(401);
    // The traveller's session still works.
    expect((await send("GET", "/api/v1/me/profile", traveller.token)).statusCode).toBe(200);
  });

  it("seeds the demo account, owning the demo branch, once", async () => {
    const demoBranch = await findFirstEstablishment(server.database.db);
    await seedDemoPortalAccount(server.database.db, demoBranch?.id);
    await seedDemoPortalAccount(server.database.db, demoBranch?.id);
    const login = await postJson(
      server,
      "/api/v1/establishments/login",
      { email: DEMO_PORTAL_ACCOUNT.email, password: DEMO_PORTAL_ACCOUNT.password },
      { client: newClientAddress() },
    );
    expect(login.statusCode).toBe(200);
    const listed = await branches(login.json<PortalSession>().data.token);
    expect(listed.map((branch) => [branch.id, branch.attributes.name])).toEqual([[demoBranch?.id, "Garapan Seaside Cafe"]]);
  });

  it("ends an expired portal session with token_expired", async () => {
    const portal = await register();
    clock.advance(31 * 86_400_000);
    const response = await send("GET", "/api/v1/establishment/branches", portal.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Your session has expired. Please sign in again.", code: "SESSION_EXPIRED", error: "token_expired" });
  });
});
