import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileAnswer } from "#domain/accounts.ts";
import type { UploadAnswer } from "#domain/uploads.ts";
import { startSession } from "../../server/sign-in/sessions.ts";
import { type TestAccount, callApi, createAccount, newEmail, unknownToken } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { startPushService, type TestPushService } from "../support/push-service.ts";
import { outbox, signInByEmail } from "../support/sign-in.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const DELETED = { message: "Profile Successfully Deleted!" };
const OWNED_TABLES = ["family_members", "push_subscriptions", "notifications", "sessions", "uploads", "login_handoffs", "oauth_identities"] as const;

describe.each(DATABASE_KINDS)("account deletion on %s", (kind) => {
  let server: ApiServer;
  let uploadDir: string;
  let pushService: TestPushService;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "deletion-uploads-"));
    pushService = await startPushService();
    server = await startApiServer(kind, { config: { uploadDir } });
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const db = () => server.database.db;
  const profileOf = (token: string) => callApi(server, "GET", "/api/v1/me/profile", { token });

  async function rowsOwnedBy(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of OWNED_TABLES) counts[table] = (await db().selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).length;
    counts.users = (await db().selectFrom("users").select("id").where("id", "=", userId).execute()).length;
    return counts;
  }

  /** Everything an account can own today: a profile, family, a push subscription, a notification and its delivery, a photo, two sessions, a social sign-in and its hand-off. */
  async function furnish(account: { id: string; token: string }): Promise<{ secondToken: string; photoFile: string }> {
    const form = { name: "Rosa", last_name: "Diaz", gender: "FEMALE", birth_date: "1985-04-04", region_code: "CNMI" };
    expect((await callApi(server, "POST", "/api/v2/me/logbook", { token: account.token, body: form })).statusCode).toBe(200);
    const family = { families: [{ first_name: "Tomas", last_name: "Diaz", birth_date: "2012-01-01", gender: "MALE" }] };
    expect((await callApi(server, "PUT", "/api/v2/me/families", { token: account.token, body: family })).statusCode).toBe(200);
    const subscription = { ...pushService.subscribe(), endpoint: `https://8.8.8.8/push/${randomUUID()}` };
    expect((await callApi(server, "POST", "/api/v1/registrant-set-fcm-token", { token: account.token, body: { token: subscription } })).statusCode).toBe(200);
    const notification = {
      id: randomUUID(),
      user_id: account.id,
      kind: "data_access",
      subject_id: null,
      dedupe_key: null,
      created_at: new Date().toISOString(),
      read_at: null,
    } as const;
    await db().insertInto("notifications").values(notification).execute();
    await db()
      .insertInto("notification_deliveries")
      .values({
        id: randomUUID(),
        notification_id: notification.id,
        channel: "push",
        subscription_id: null,
        status: "sent",
        next_attempt_at: null,
        last_error: null,
        created_at: notification.created_at,
        sent_at: notification.created_at,
      })
      .execute();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "white" } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${server.url}/api/v1/uploads`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.token}`, "content-type": "image/png" },
      body: png,
    });
    expect(uploaded.status).toBe(200);
    const photo = ((await uploaded.json()) as UploadAnswer).data;
    await db().insertInto("oauth_identities").values({ provider: "example", subject: randomUUID(), user_id: account.id }).execute();
    const now = new Date().toISOString();
    await db()
      .insertInto("login_handoffs")
      .values({ id: randomUUID(), code_hash: randomUUID(), user_id: account.id, created_at: now, expires_at: now, used_at: null })
      .execute();
    const secondToken = await startSession(db(), { id: account.id, is_guest: 0 });
    expect(await rowsOwnedBy(account.id)).toEqual({
      family_members: 1,
      push_subscriptions: 1,
      notifications: 1,
      sessions: 2,
      uploads: 1,
      login_handoffs: 1,
      oauth_identities: 1,
      users: 1,
    });
    return { secondToken, photoFile: path.join(uploadDir, `${photo.id}.png`) };
  }

  it("deletes a registered account and everything it owns; its sessions end", async () => {
    const email = newEmail();
    const token = await signInByEmail(server, email);
    const id = (await profileOf(token)).json<ProfileAnswer>().data.id;
    const { secondToken, photoFile } = await furnish({ id, token });
    expect(existsSync(photoFile)).toBe(true);
    expect(await outbox(server, email)).not.toEqual([]);

    const response = await callApi(server, "DELETE", "/api/v2/me/profile", { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DELETED);

    expect(await rowsOwnedBy(id)).toEqual({
      family_members: 0,
      push_subscriptions: 0,
      notifications: 0,
      sessions: 0,
      uploads: 0,
      login_handoffs: 0,
      oauth_identities: 0,
      users: 0,
    });
    const deliveriesLeft = await db()
      .selectFrom("notification_deliveries")
      .select("id")
      .where("notification_id", "not in", db().selectFrom("notifications").select("id"))
      .execute();
    expect(deliveriesLeft).toEqual([]);
    expect(existsSync(photoFile)).toBe(false);
    expect(await db().selectFrom("otp_requests").select("id").where("destination", "=", email).execute()).toEqual([]);
    expect(await outbox(server, email)).toEqual([]);
    for (const oldToken of [token, secondToken]) {
      const after = await profileOf(oldToken);
      expect(after.statusCode).toBe(403);
      expect(after.json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
    }
  });

  it("lets the same e-mail address sign up again as a new, empty account", async () => {
    const email = newEmail();
    const firstToken = await signInByEmail(server, email);
    const firstId = (await profileOf(firstToken)).json<ProfileAnswer>().data.id;
    await furnish({ id: firstId, token: firstToken });
    expect((await callApi(server, "DELETE", "/api/v2/me/profile", { token: firstToken })).statusCode).toBe(200);

    const token = await signInByEmail(server, email);
    const profile = (await profileOf(token)).json<ProfileAnswer>();
    expect(profile.data.id).not.toBe(firstId);
    expect(profile.data.attributes).toMatchObject({ is_reg_completed: false, first_name: null });
    expect(profile.included).toEqual([expect.objectContaining({ type: "logbook", attributes: expect.objectContaining({ email, full_address: null }) })]);
  });

  it("deletes a guest account from the guest endpoint", async () => {
    const guest = await createAccount(db(), { guest: true });
    expect((await callApi(server, "PUT", "/api/v2/me/families", { token: guest.token, body: { families: [] } })).statusCode).toBe(200);
    const response = await callApi(server, "DELETE", "/api/v1/guest/profile", { token: guest.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DELETED);
    expect(await rowsOwnedBy(guest.id)).toMatchObject({ users: 0, sessions: 0 });
    expect((await profileOf(guest.token)).json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
  });

  it.each([
    ["a guest", "/api/v2/me/profile", true],
    ["a registered account", "/api/v1/guest/profile", false],
  ])("refuses %s at the other kind's endpoint with 403 and keeps the account and its session", async (_case, url, guest) => {
    const account = await createAccount(db(), { guest });
    const response = await callApi(server, "DELETE", url, { token: account.token });
    expect(response.statusCode).toBe(403);
    const answer = response.json<Record<string, unknown>>();
    expect(Object.keys(answer)).toEqual(["message", "code"]);
    expect(await rowsOwnedBy(account.id)).toMatchObject({ users: 1, sessions: 1 });
    expect((await profileOf(account.token)).statusCode).toBe(200);
  });

  it("leaves other accounts alone", async () => {
    const bystander: TestAccount = await createAccount(db());
    await furnish(bystander);
    const before = await rowsOwnedBy(bystander.id);
    const leaving = await createAccount(db());
    expect((await callApi(server, "DELETE", "/api/v2/me/profile", { token: leaving.token })).statusCode).toBe(200);
    expect(await rowsOwnedBy(bystander.id)).toEqual(before);
    expect((await profileOf(bystander.token)).statusCode).toBe(200);
  });

  it.each(["/api/v2/me/profile", "/api/v1/guest/profile"])("DELETE %s answers 401 without a token and 403 token_invalid with an unknown one", async (url) => {
    const anonymous = await callApi(server, "DELETE", url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "You must be logged in to continue.", code: "NOT_SIGNED_IN" });
    const unknown = await callApi(server, "DELETE", url, { token: unknownToken() });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
  });
});
