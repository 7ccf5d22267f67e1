import { describe, expect, it } from "vitest";
import { PUSH_MESSAGES } from "#domain/notifications.ts";
import { type TestAccount, callApi, createAccount, unknownToken } from "../support/accounts.ts";
import { type ApiServer } from "../support/api-server.ts";
import { type TestPushService, type TestSubscription } from "../support/push-service.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { serveApiWithPush } from "./push-server-support.ts";

const REGISTER = "/api/v1/registrant-set-fcm-token";

describe.each(DATABASE_KINDS)("push subscriptions on %s", (kind) => {
  let server: ApiServer;
  let pushService: TestPushService;

  serveApiWithPush(kind, (started) => ({ server, pushService } = started));

  const register = (account: TestAccount, token: unknown) => callApi(server, "POST", REGISTER, { token: account.token, body: { token } });
  const endpointsOf = async (userId: string) =>
    (await server.database.db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", userId).orderBy("endpoint").execute()).map(
      (row) => row.endpoint,
    );
  const withEndpoint = (subscription: TestSubscription, endpoint: string) => ({ ...subscription, endpoint });

  it("gives the VAPID public key without a sign-in", async () => {
    const response = await callApi(server, "GET", "/api/v2/push/public-key");
    expect(response.statusCode).toBe(200);
    expect(response.json<{ public_key: string }>().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("keeps several devices of an account, and moves a subscription to the last account that sets it", async () => {
    const [first, second] = [await createAccount(server.database.db), await createAccount(server.database.db)];
    const [phone, laptop] = [pushService.subscribe(), pushService.subscribe()];
    const saved = await register(first, phone);
    expect({ status: saved.statusCode, body: saved.json() }).toEqual({ status: 200, body: { message: "Saved!" } });
    expect((await register(first, laptop)).statusCode).toBe(200);
    expect((await register(first, phone)).statusCode).toBe(200);
    expect(await endpointsOf(first.id)).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect((await register(second, phone)).statusCode).toBe(200);
    expect(await endpointsOf(first.id)).toEqual([laptop.endpoint]);
    expect(await endpointsOf(second.id)).toEqual([phone.endpoint]);
  });

  it("accepts an https endpoint at a public address", async () => {
    const account = await createAccount(server.database.db);
    const endpoint = "https://8.8.8.8/push/public-service";
    expect((await register(account, withEndpoint(pushService.subscribe(), endpoint))).statusCode).toBe(200);
    expect(await endpointsOf(account.id)).toEqual([endpoint]);
  });

  it.each([
    ["a device token, not a subscription", "device-token", "token", PUSH_MESSAGES.notSubscription],
    ["a subscription without keys", { endpoint: "https://8.8.8.8/push/x" }, "token.keys", PUSH_MESSAGES.notSubscription],
    [
      "keys that are not a P-256 point",
      { endpoint: "https://8.8.8.8/push/x", keys: { p256dh: "short", auth: "AAAAAAAAAAAAAAAAAAAAAA" } },
      "token.keys.p256dh",
      PUSH_MESSAGES.notSubscription,
    ],
    [
      "an endpoint that is not an address",
      { endpoint: "not an address", keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } },
      "token.endpoint",
      PUSH_MESSAGES.endpoint,
    ],
  ])("refuses %s with 422 and stores nothing", async (_case, token, field, message) => {
    const account = await createAccount(server.database.db);
    const response = await register(account, token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", errors: { [field]: [message] } });
    expect(await endpointsOf(account.id)).toEqual([]);
  });

  it.each([
    ["plain http", "http://8.8.8.8/push/x"],
    ["a loopback address", "https://127.0.0.1/push/x"],
    ["a private address", "https://10.0.0.7/push/x"],
    ["a name of a private address", "https://localhost/push/x"],
    ["the trusted push service's address on another port", "http://127.0.0.1:1/push/x"],
  ])("refuses an endpoint over %s with 422 and stores nothing", async (_case, endpoint) => {
    const account = await createAccount(server.database.db);
    const response = await register(account, withEndpoint(pushService.subscribe(), endpoint));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: PUSH_MESSAGES.endpoint, code: "VALIDATION_FAILED", errors: { "token.endpoint": [PUSH_MESSAGES.endpoint] } });
    expect(await endpointsOf(account.id)).toEqual([]);
  });

  it("refuses a 100 KB body with 413 and stores nothing", async () => {
    const account = await createAccount(server.database.db);
    const response = await register(account, { ...pushService.subscribe(), padding: "x".repeat(100 * 1024) });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 413,
      body: { message: "The request body is too large.", code: "BODY_TOO_LARGE" },
    });
    expect(await endpointsOf(account.id)).toEqual([]);
  });

  it("removes this browser's subscription only when it is switched off, and only the account's own", async () => {
    const [owner, stranger] = [await createAccount(server.database.db), await createAccount(server.database.db)];
    const [phone, laptop] = [pushService.subscribe(), pushService.subscribe()];
    await register(owner, phone);
    await register(owner, laptop);
    const unsubscribe = (account: TestAccount, endpoint: string) =>
      callApi(server, "DELETE", "/api/v2/me/push-subscriptions", { token: account.token, body: { endpoint } });
    expect((await unsubscribe(stranger, phone.endpoint)).statusCode).toBe(200);
    expect(await endpointsOf(owner.id)).toEqual([phone.endpoint, laptop.endpoint].sort());
    const removed = await unsubscribe(owner, phone.endpoint);
    expect({ status: removed.statusCode, body: removed.json() }).toEqual({ status: 200, body: { message: "Notifications are switched off on this device." } });
    expect(await endpointsOf(owner.id)).toEqual([laptop.endpoint]);
  });

  it("removes every subscription of the account on sign-out, which ends every session", async () => {
    const account = await createAccount(server.database.db);
    const other = await createAccount(server.database.db);
    for (const holder of [account, account, other]) await register(holder, pushService.subscribe());
    expect((await callApi(server, "POST", "/api/v1/logout", { token: account.token })).statusCode).toBe(200);
    expect(await endpointsOf(account.id)).toEqual([]);
    expect(await endpointsOf(other.id)).toHaveLength(1);
  });

  it.each([
    ["POST", REGISTER],
    ["DELETE", "/api/v2/me/push-subscriptions"],
  ])("%s %s answers 401 without a session and 403 with an unknown one", async (method, url) => {
    const body = { token: pushService.subscribe(), endpoint: "https://8.8.8.8/push/x" };
    expect((await callApi(server, method, url, { body })).statusCode).toBe(401);
    expect((await callApi(server, method, url, { token: unknownToken(), body })).json()).toEqual({
      message: expect.any(String),
      code: "SESSION_INVALID",
      error: "token_invalid",
    });
  });
});
