import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { hashToken } from "../../server/sign-in/sessions.ts";
import { freePort } from "../support/free-port.ts";
import { followRedirectsUntil, startOidcProvider, type TestAccount, type TestOidcProvider } from "../support/oidc-provider.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";

const CLIENT_SECRET = "test-client-secret-0123456789";
const INVALID_LINK_FIELD = { message: "Invalid authentication link.", code: "VALIDATION_FAILED", errors: { code: ["Invalid authentication link."] } };
/** A hand-off code that is no longer (or never was) valid: the same words, and the reason for the client's own. */
const INVALID_LINK = { ...INVALID_LINK_FIELD, details: { code: "SIGN_IN_LINK_INVALID" } };
const FAILED = "/oauth?error=invalid";

describe.each(DATABASE_KINDS)("social sign-in on %s", (kind) => {
  let apiUrl: string;
  let app: FastifyInstance;
  let database: TestDatabase;
  /** Confidential client; e-mail claims in the ID token (as Google does). */
  let idp: TestOidcProvider;
  /** Public client; e-mail claims only from UserInfo. */
  let publicIdp: TestOidcProvider;
  /** Signs ID tokens with a key other than the one its JWKS publishes. */
  let forgingIdp: TestOidcProvider;

  const callbackOf = (provider: string) => `${apiUrl}/api/v1/oauth/${provider}/callback`;

  beforeAll(async () => {
    // Redirect URIs are registered at the providers before our server starts, so its port is chosen first.
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider({
      clients: [{ client_id: "travel-app", client_secret: CLIENT_SECRET, redirect_uri: callbackOf("idp") }],
      emailInIdToken: true,
    });
    publicIdp = await startOidcProvider({
      clients: [{ client_id: "travel-app-public", redirect_uri: callbackOf("public-idp") }],
      emailInIdToken: false,
    });
    forgingIdp = await startOidcProvider({
      clients: [{ client_id: "travel-app", client_secret: CLIENT_SECRET, redirect_uri: callbackOf("forging-idp") }],
      emailInIdToken: true,
      publishWrongKey: true,
    });
    const { oidcProviders } = loadConfig({
      OIDC_PROVIDERS: JSON.stringify([
        { id: "idp", name: "Test ID", issuer: idp.issuer, client_id: "travel-app", client_secret: CLIENT_SECRET },
        { id: "public-idp", name: "Public ID", issuer: publicIdp.issuer, client_id: "travel-app-public" },
        { id: "forging-idp", name: "Forging ID", issuer: forgingIdp.issuer, client_id: "travel-app", client_secret: CLIENT_SECRET },
        { id: "offline", name: "Offline ID", issuer: `http://127.0.0.1:${await freePort()}`, client_id: "travel-app" },
      ]),
    });
    database = await createTestDatabase(kind);
    ({ app } = await buildApp({ ...database.config, publicUrl: apiUrl, oidcProviders }, database.db, { logger: false }));
    await app.listen({ port, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await idp.close();
    await publicIdp.close();
    await forgingIdp.close();
  });

  async function get(url: string) {
    const response = await fetch(new URL(url, apiUrl), { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  }

  async function exchange(payload: unknown) {
    const response = await fetch(`${apiUrl}/api/v1/oauth/exchange`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  /** Signs in at the provider as the given account; returns the address the provider sends the popup back to. */
  async function signInAtProvider(provider: TestOidcProvider, id: string, account: TestAccount): Promise<string> {
    provider.signInAs(account);
    return followRedirectsUntil(`${apiUrl}/api/v1/oauth/${id}/start`, callbackOf(id));
  }

  /** The hand-off code of a callback that succeeded. */
  async function handoffCodeOf(callbackUrl: string): Promise<string> {
    const { status, location } = await get(callbackUrl);
    expect(status).toBe(302);
    const target = new URL(location ?? "", apiUrl);
    expect(target.pathname).toBe("/oauth");
    expect([...target.searchParams.keys()]).toEqual(["token"]);
    return target.searchParams.get("token") ?? "";
  }

  /** Signs in end to end and exchanges the hand-off code; returns the session and the user it belongs to. */
  async function signIn(provider: TestOidcProvider, id: string, account: TestAccount) {
    const code = await handoffCodeOf(await signInAtProvider(provider, id, account));
    const answer = await exchange({ code });
    expect(answer.status).toBe(200);
    const { token } = (answer.body as { data: { token: string } }).data;
    return { code, answer: answer.body, userId: await sessionUserId(token) };
  }

  async function sessionUserId(token: string): Promise<string | undefined> {
    const session = await database.db
      .selectFrom("sessions")
      .select(["user_id", "revoked_at", "expires_at"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    return session && session.revoked_at === null && session.expires_at > new Date().toISOString() ? session.user_id : undefined;
  }

  const userCount = async () => (await database.db.selectFrom("users").select("id").execute()).length;
  const stateOf = (callbackUrl: string) => new URL(callbackUrl).searchParams.get("state") ?? "";

  async function insertUser(id: string, email: string) {
    const now = new Date().toISOString();
    await database.db.insertInto("users").values({ id, email, is_guest: 0, created_at: now, updated_at: now }).execute();
  }

  it("lists the configured providers", async () => {
    const { status, body } = await get("/api/v1/oauth/providers");
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      data: [
        { id: "idp", type: "oauth-provider", attributes: { name: "Test ID" } },
        { id: "public-idp", type: "oauth-provider", attributes: { name: "Public ID" } },
        { id: "forging-idp", type: "oauth-provider", attributes: { name: "Forging ID" } },
        { id: "offline", type: "oauth-provider", attributes: { name: "Offline ID" } },
      ],
    });
  });

  it("sends the popup to the provider with the code flow, PKCE S256, state, nonce and our callback", async () => {
    const { status, location } = await get("/api/v1/oauth/idp/start");
    expect(status).toBe(302);
    const target = new URL(location ?? "");
    expect(target.origin).toBe(idp.issuer);
    const params = Object.fromEntries(target.searchParams);
    expect(params).toEqual({
      client_id: "travel-app",
      response_type: "code",
      redirect_uri: callbackOf("idp"),
      scope: "openid email profile",
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: "S256",
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const stored = await database.db
      .selectFrom("oauth_states")
      .selectAll()
      .where("state_hash", "=", hashToken(params.state ?? ""))
      .execute();
    expect(stored).toEqual([expect.objectContaining({ provider: "idp" })]);
  });

  it("creates an account for a new person and hands the session over once, by a code and never the token", async () => {
    const usersBefore = await userCount();
    const alice = { sub: "alice-sub", email: "Alice@Example.com", email_verified: true };
    const { code, answer, userId } = await signIn(idp, "idp", alice);
    expect(answer).toEqual({ data: { token: expect.any(String), is_guest: false, email: "alice@example.com" } });
    expect(code).not.toBe((answer as { data: { token: string } }).data.token);
    expect(await userCount()).toBe(usersBefore + 1);
    const user = await database.db
      .selectFrom("users")
      .select(["email", "is_guest"])
      .where("id", "=", userId ?? "")
      .executeTakeFirst();
    expect(user).toEqual({ email: "alice@example.com", is_guest: 0 });
    const identities = await database.db
      .selectFrom("oauth_identities")
      .selectAll()
      .where("user_id", "=", userId ?? "")
      .execute();
    expect(identities).toEqual([{ provider: "idp", subject: "alice-sub", user_id: userId }]);

    expect(await exchange({ code })).toEqual({ status: 422, body: INVALID_LINK });
  });

  it("signs the same subject into the same account the next time", async () => {
    const bob = { sub: "bob-sub", email: "bob@example.com", email_verified: true };
    const first = await signIn(idp, "idp", bob);
    const usersBefore = await userCount();
    const second = await signIn(idp, "idp", { ...bob, email: "bob.new@example.com" });
    expect(second.userId).toBe(first.userId);
    expect(await userCount()).toBe(usersBefore);
  });

  it("signs a verified e-mail address into the existing account with that address", async () => {
    await insertUser("existing-carol", "carol@example.com");
    const { userId, answer } = await signIn(idp, "idp", { sub: "carol-sub", email: "carol@example.com", email_verified: true });
    expect(userId).toBe("existing-carol");
    expect(answer).toEqual({ data: { token: expect.any(String), is_guest: false, email: "carol@example.com" } });
  });

  it("never lets an unverified e-mail address take over an existing account", async () => {
    await insertUser("existing-dave", "dave@example.com");
    const usersBefore = await userCount();
    const { userId, answer } = await signIn(idp, "idp", { sub: "mallory-sub", email: "dave@example.com", email_verified: false });
    expect(userId).not.toBe("existing-dave");
    expect(await userCount()).toBe(usersBefore + 1);
    expect(answer).toEqual({ data: { token: expect.any(String), is_guest: false } });
    const daves = await database.db.selectFrom("oauth_identities").select("subject").where("user_id", "=", "existing-dave").execute();
    expect(daves).toEqual([]);
  });

  it("signs in with a public client and reads the e-mail address from UserInfo when the ID token has none", async () => {
    const { answer } = await signIn(publicIdp, "public-idp", { sub: "erin-sub", email: "erin@example.com", email_verified: true });
    expect(answer).toEqual({ data: { token: expect.any(String), is_guest: false, email: "erin@example.com" } });
  });

  it("refuses a replayed callback", async () => {
    const callbackUrl = await signInAtProvider(idp, "idp", { sub: "frank-sub", email: "frank@example.com", email_verified: true });
    await handoffCodeOf(callbackUrl);
    expect(await get(callbackUrl)).toMatchObject({ status: 302, location: FAILED });
  });

  it("refuses a tampered state, and a state that was made for another provider", async () => {
    const callbackUrl = await signInAtProvider(idp, "idp", { sub: "gina-sub", email: "gina@example.com", email_verified: true });
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", `${stateOf(callbackUrl)}x`);
    expect(await get(tampered.href)).toMatchObject({ status: 302, location: FAILED });
    const elsewhere = new URL(callbackUrl);
    elsewhere.pathname = "/api/v1/oauth/public-idp/callback";
    expect(await get(elsewhere.href)).toMatchObject({ status: 302, location: FAILED });
    // The state was spent by the wrong provider's callback.
    expect(await get(callbackUrl)).toMatchObject({ status: 302, location: FAILED });
  });

  it("refuses a state older than ten minutes", async () => {
    const callbackUrl = await signInAtProvider(idp, "idp", { sub: "hana-sub", email: "hana@example.com", email_verified: true });
    await database.db
      .updateTable("oauth_states")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("state_hash", "=", hashToken(stateOf(callbackUrl)))
      .execute();
    expect(await get(callbackUrl)).toMatchObject({ status: 302, location: FAILED });
  });

  it("refuses an error answer of the provider", async () => {
    const { location } = await get("/api/v1/oauth/idp/start");
    const state = new URL(location ?? "").searchParams.get("state") ?? "";
    const refused = new URLSearchParams({ error: "access_denied", state, iss: idp.issuer });
    expect(await get(`${callbackOf("idp")}?${refused}`)).toMatchObject({ status: 302, location: FAILED });
  });

  it("refuses a code the provider does not accept", async () => {
    const callbackUrl = new URL(await signInAtProvider(idp, "idp", { sub: "ivan-sub", email: "ivan@example.com", email_verified: true }));
    callbackUrl.searchParams.set("code", "not-a-code-the-provider-issued");
    expect(await get(callbackUrl.href)).toMatchObject({ status: 302, location: FAILED });
  });

  it("refuses an ID token whose nonce is not the one of the sign-in", async () => {
    const callbackUrl = await signInAtProvider(idp, "idp", { sub: "judy-sub", email: "judy@example.com", email_verified: true });
    await database.db
      .updateTable("oauth_states")
      .set({ nonce: "another-sign-in" })
      .where("state_hash", "=", hashToken(stateOf(callbackUrl)))
      .execute();
    const usersBefore = await userCount();
    expect(await get(callbackUrl)).toMatchObject({ status: 302, location: FAILED });
    expect(await userCount()).toBe(usersBefore);
  });

  it("refuses an ID token whose signature does not verify with the provider's published keys", async () => {
    const callbackUrl = await signInAtProvider(forgingIdp, "forging-idp", { sub: "leo-sub", email: "leo@example.com", email_verified: true });
    const usersBefore = await userCount();
    expect(await get(callbackUrl)).toMatchObject({ status: 302, location: FAILED });
    expect(await userCount()).toBe(usersBefore);
  });

  it("refuses a hand-off code older than two minutes", async () => {
    const code = await handoffCodeOf(await signInAtProvider(idp, "idp", { sub: "kim-sub", email: "kim@example.com", email_verified: true }));
    await database.db
      .updateTable("login_handoffs")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("code_hash", "=", hashToken(code))
      .execute();
    expect(await exchange({ code })).toEqual({ status: 422, body: INVALID_LINK });
  });

  it("answers a missing or unknown hand-off code with 422 'Invalid authentication link.'", async () => {
    expect(await exchange({})).toEqual({ status: 422, body: INVALID_LINK_FIELD });
    expect(await exchange({ code: "never-issued" })).toEqual({ status: 422, body: INVALID_LINK });
  });

  it("answers an unknown provider with 404 at the start and a failed page at the callback", async () => {
    const start = await get("/api/v1/oauth/nowhere/start");
    expect(start.status).toBe(404);
    expect(JSON.parse(start.body)).toEqual({ message: "Sign-in provider not found.", code: "PROVIDER_NOT_FOUND" });
    expect(await get("/api/v1/oauth/nowhere/callback?code=x&state=y")).toMatchObject({ status: 302, location: FAILED });
  });

  it("documents its routes in the OpenAPI document, the browser-facing ones as redirects", async () => {
    const { paths } = JSON.parse((await get("/api/docs")).body) as { paths: Record<string, Record<string, { responses: object }>> };
    expect(Object.keys(paths["/api/v1/oauth/providers"] ?? {})).toEqual(["get"]);
    expect(Object.keys(paths["/api/v1/oauth/exchange"] ?? {})).toEqual(["post"]);
    expect(Object.keys(paths["/api/v1/oauth/{provider}/start"]?.get?.responses ?? {})).toContain("302");
    expect(Object.keys(paths["/api/v1/oauth/{provider}/callback"]?.get?.responses ?? {})).toContain("302");
  });

  it("sends the popup to the failed page when the provider cannot be reached", async () => {
    expect(await get("/api/v1/oauth/offline/start")).toMatchObject({ status: 302, location: FAILED });
  });
});

describe("OIDC_PROVIDERS configuration", () => {
  const provider = { id: "google", name: "Google", issuer: "https://accounts.google.com", client_id: "client" };

  it("offers no providers when unset and reads a valid list", () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
    expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify([{ ...provider, client_secret: "s" }]) }).oidcProviders).toEqual([{ ...provider, client_secret: "s" }]);
  });

  it.each([
    ["not JSON", '[{"client_secret":"hunter2-secret"', "OIDC_PROVIDERS must be valid JSON"],
    ["not a list", JSON.stringify(provider), "OIDC_PROVIDERS is not valid: OIDC_PROVIDERS must be a JSON array"],
    [
      "plain http off this machine",
      JSON.stringify([{ ...provider, issuer: "http://idp.example.com" }]),
      "OIDC_PROVIDERS is not valid: 0.issuer: issuer must use https (plain http only on localhost)",
    ],
    ["a bad id", JSON.stringify([{ ...provider, id: "Google!" }]), "OIDC_PROVIDERS is not valid: 0.id: id must be 1-32 lower-case letters, digits or hyphens"],
    ["twice the same id", JSON.stringify([provider, provider]), "OIDC_PROVIDERS is not valid: provider ids must be unique"],
    [
      "a secret that is not text",
      JSON.stringify([{ ...provider, client_secret: 987654321 }]),
      "OIDC_PROVIDERS is not valid: 0.client_secret: client_secret must be text",
    ],
  ])("refuses to start with %s, naming the mistake but never the secret", (_case, value, message) => {
    expect(() => loadConfig({ OIDC_PROVIDERS: value })).toThrow(new Error(message));
  });
});
