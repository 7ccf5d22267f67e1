import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse, ApiServer } from "../support/api-server.ts";
import { startApiServer } from "../support/api-server.ts";
import { latestCode, newClientAddress, type OtpRequestedAnswer, outbox, postJson, signInByEmail } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const TOO_MANY = { message: "Too many requests. Please try again later.", code: "TOO_MANY_REQUESTS" };
const WINDOW_MS = 15 * 60_000;
const RECIPIENT_WINDOW_MS = 60 * 60_000;
const newEmail = () => `traveller-${randomUUID()}@example.com`;
const requestByEmail = (server: ApiServer, email: string, client: string) => postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client });

function expectThrottled(response: ApiResponse, windowMs = WINDOW_MS): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

/** What a caller can compare between two answers: status, content type and body with the per-request values blanked. */
function observable(response: ApiResponse) {
  const body = response.json<{ data?: Record<string, string> }>();
  const data = body.data ? { ...body.data, auth: "<auth>", expires_at: "<expires_at>" } : undefined;
  return { status: response.statusCode, contentType: response.headers["content-type"], body: { ...body, ...(data ? { data } : {}) } };
}

describe.each(DATABASE_KINDS)("sign-in throttling and account privacy on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  it("lets the owner sign in, with the code already sent, after another address has used up its allowance for the owner's address", async () => {
    const email = newEmail();
    const owner = newClientAddress();
    const pending = await requestByEmail(server, email, owner);
    expect(pending.statusCode).toBe(200);
    const pendingCode = await latestCode(server, email);

    const attacker = newClientAddress();
    for (let count = 1; count <= 5; count += 1) expect((await requestByEmail(server, email, attacker)).statusCode).toBe(200);
    expectThrottled(await requestByEmail(server, email, attacker), RECIPIENT_WINDOW_MS);

    const ownRequest = await requestByEmail(server, email, owner);
    expect(ownRequest.statusCode).toBe(200);
    const ownCode = await latestCode(server, email);
    const confirmed = await postJson(
      server,
      "/api/v1/login/confirm-otp",
      { auth: pending.json<OtpRequestedAnswer>().data.auth, otp: pendingCode },
      { client: owner },
    );
    expect(confirmed.json()).toEqual({ data: { token: expect.any(String), is_guest: false, email } });
    const auth = ownRequest.json<OtpRequestedAnswer>().data.auth;
    expect((await postJson(server, "/api/v1/login/confirm-otp", { auth, otp: ownCode }, { client: owner })).statusCode).toBe(200);
  });

  it("sends one recipient at most 20 codes an hour from all addresses together, 5 from any one of them", async () => {
    const email = newEmail();
    for (let address = 1; address <= 4; address += 1) {
      const client = newClientAddress();
      for (let count = 1; count <= 5; count += 1) expect((await requestByEmail(server, email, client)).statusCode).toBe(200);
      expectThrottled(await requestByEmail(server, email, client), RECIPIENT_WINDOW_MS);
    }
    expect(await outbox(server, email)).toHaveLength(20);
    const client = newClientAddress();
    expectThrottled(await requestByEmail(server, email, client), RECIPIENT_WINDOW_MS);
    expect(await outbox(server, email)).toHaveLength(20);
    expect((await requestByEmail(server, newEmail(), client)).statusCode).toBe(200);
    clock.advance(RECIPIENT_WINDOW_MS);
    expect((await requestByEmail(server, email, client)).statusCode).toBe(200);
  });

  it("still sends the owner a code at an address the owner signed in from lately when strangers have used up the recipient's cap", async () => {
    const email = newEmail();
    const owner = newClientAddress();
    await signInByEmail(server, email, owner);
    for (let address = 1; address <= 4; address += 1) {
      const stranger = newClientAddress();
      for (let count = 1; count <= 5; count += 1) await requestByEmail(server, email, stranger);
    }
    expectThrottled(await requestByEmail(server, email, newClientAddress()), RECIPIENT_WINDOW_MS);

    const ownRequest = await requestByEmail(server, email, owner);
    expect(ownRequest.statusCode).toBe(200);
    const auth = ownRequest.json<OtpRequestedAnswer>().data.auth;
    const confirmed = await postJson(server, "/api/v1/login/confirm-otp", { auth, otp: await latestCode(server, email) }, { client: owner });
    expect(confirmed.statusCode).toBe(200);
  });

  it("counts resends against the number and the address asking, moves to e-mail against the e-mail", async () => {
    const mobileNumber = "+16705559001";
    const client = newClientAddress();
    let auth = (await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client })).json<OtpRequestedAnswer>().data.auth;
    for (let count = 2; count <= 5; count += 1) {
      const resent = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth }, { client });
      expect(resent.statusCode).toBe(200);
      auth = resent.json<OtpRequestedAnswer>().data.auth;
    }
    expectThrottled(await postJson(server, "/api/v1/login/request-otp-via-sms", { auth }, { client }), RECIPIENT_WINDOW_MS);
    expect((await postJson(server, "/api/v1/login/request-otp-via-sms", { auth }, { client: newClientAddress() })).statusCode).toBe(200);
    const moved = await postJson(server, "/api/v1/login/verify-email-via-number", { auth, email: newEmail() }, { client });
    expect(moved.statusCode).toBe(200);
  });

  it("sends at most 20 codes for one client address in 15 minutes", async () => {
    const client = newClientAddress();
    for (let count = 1; count <= 20; count += 1) {
      const url = count % 2 ? "/api/v2/login/request-otp-via-email" : "/api/v1/login/request-otp";
      const body = count % 2 ? { email: newEmail() } : { mobile_number: `+1670556${String(count).padStart(4, "0")}` };
      expect((await postJson(server, url, body, { client })).statusCode).toBe(200);
    }
    expectThrottled(await postJson(server, "/api/v2/login/request-otp-via-email", { email: newEmail() }, { client }));
    expect((await postJson(server, "/api/v2/login/request-otp-via-email", { email: newEmail() }, { client: newClientAddress() })).statusCode).toBe(200);
  });

  it("allows at most 30 confirmation attempts for one client address in 15 minutes", async () => {
    const client = newClientAddress();
    for (let count = 1; count <= 30; count += 1) {
      const response = await postJson(server, "/api/v1/login/confirm-otp", { auth: randomUUID(), otp: "123456" }, { client });
      expect(response.statusCode).toBe(422);
    }
    const email = newEmail();
    const auth = (await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client: newClientAddress() })).json<OtpRequestedAnswer>().data
      .auth;
    const code = await latestCode(server, email);
    expectThrottled(await postJson(server, "/api/v1/login/confirm-otp", { auth, otp: code }, { client }));
    expect((await postJson(server, "/api/v1/login/confirm-otp", { auth, otp: code }, { client: newClientAddress() })).statusCode).toBe(200);
  });

  it("creates at most 20 guests for one client address in 15 minutes", async () => {
    const client = newClientAddress();
    for (let count = 1; count <= 20; count += 1) {
      expect((await postJson(server, "/api/v1/guest/login", {}, { client })).statusCode).toBe(200);
    }
    expectThrottled(await postJson(server, "/api/v1/guest/login", {}, { client }));
  });

  it("answers a code request the same way for an existing account and an unknown one", async () => {
    const existing = newEmail();
    await signInByEmail(server, existing);
    const unknown = newEmail();
    const client = newClientAddress();
    const forExisting = await postJson(server, "/api/v2/login/request-otp-via-email", { email: existing }, { client });
    const forUnknown = await postJson(server, "/api/v2/login/request-otp-via-email", { email: unknown }, { client });
    expect(observable(forExisting)).toEqual(observable(forUnknown));
    expect(observable(forExisting).status).toBe(200);

    const wrongTry = async (email: string, answer: ApiResponse) => {
      const code = await latestCode(server, email);
      const otp = code === "000000" ? "000001" : "000000";
      return postJson(server, "/api/v1/login/confirm-otp", { auth: answer.json<OtpRequestedAnswer>().data.auth, otp }, { client });
    };
    const wrongForExisting = await wrongTry(existing, forExisting);
    expect(observable(wrongForExisting)).toEqual(observable(await wrongTry(unknown, forUnknown)));
    expect(wrongForExisting.statusCode).toBe(422);
  });

  it("answers SMS code requests, resends and moves the same way for an existing account and an unknown one", async () => {
    const existingNumber = "+16705559101";
    const unknownNumber = "+16705559102";
    const signUpAuth = (
      await postJson(server, "/api/v1/login/request-otp", { mobile_number: existingNumber }, { client: newClientAddress() })
    ).json<OtpRequestedAnswer>().data.auth;
    await postJson(server, "/api/v1/login/confirm-otp", { auth: signUpAuth, otp: await latestCode(server, existingNumber) }, { client: newClientAddress() });

    const client = newClientAddress();
    const answers = [];
    for (const mobileNumber of [existingNumber, unknownNumber]) {
      const requested = await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client });
      const resent = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth: requested.json<OtpRequestedAnswer>().data.auth }, { client });
      const moved = await postJson(
        server,
        "/api/v1/login/verify-email-via-number",
        { auth: resent.json<OtpRequestedAnswer>().data.auth, email: newEmail() },
        { client },
      );
      answers.push([requested, resent, moved].map(observable));
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});

describe("client addresses when no proxy is trusted", () => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer("sqlite", { config: { trustedProxies: false } });
  });
  afterAll(() => server.close());

  it("counts by the connecting address, so a made-up X-Forwarded-For does not escape the limit", async () => {
    for (let count = 1; count <= 20; count += 1) {
      const response = await postJson(server, "/api/v2/login/request-otp-via-email", { email: newEmail() }, { client: newClientAddress() });
      expect(response.statusCode).toBe(200);
    }
    expectThrottled(await postJson(server, "/api/v2/login/request-otp-via-email", { email: newEmail() }, { client: newClientAddress() }));
  });
});
