import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse, ApiServer } from "../support/api-server.ts";
import { startApiServer } from "../support/api-server.ts";
import { latestCode, newClientAddress, type OtpRequestedAnswer, postJson, signInByEmail } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const TOO_MANY = { message: "Too many requests. Please try again later." };
const WINDOW_MS = 15 * 60_000;
const newEmail = () => `traveller-${randomUUID()}@example.com`;

function expectThrottled(response: ApiResponse): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
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

  it("sends at most 5 codes to one destination in 15 minutes, whoever asks", async () => {
    const email = newEmail();
    for (let count = 1; count <= 5; count += 1) {
      const response = await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client: newClientAddress() });
      expect(response.statusCode).toBe(200);
    }
    const client = newClientAddress();
    expectThrottled(await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client }));
    expect((await postJson(server, "/api/v2/login/request-otp-via-email", { email: newEmail() }, { client })).statusCode).toBe(200);
    clock.advance(WINDOW_MS);
    expect((await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client })).statusCode).toBe(200);
  });

  it("counts resends and moves to e-mail against the destination too", async () => {
    const mobileNumber = "+16705559001";
    let auth = (await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client: newClientAddress() }))
      .json<OtpRequestedAnswer>().data.auth;
    for (let count = 2; count <= 5; count += 1) {
      const resent = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth }, { client: newClientAddress() });
      expect(resent.statusCode).toBe(200);
      auth = resent.json<OtpRequestedAnswer>().data.auth;
    }
    expectThrottled(await postJson(server, "/api/v1/login/request-otp-via-sms", { auth }, { client: newClientAddress() }));
    const moved = await postJson(server, "/api/v1/login/verify-email-via-number", { auth, email: newEmail() }, { client: newClientAddress() });
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
    const auth = (await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client: newClientAddress() }))
      .json<OtpRequestedAnswer>().data.auth;
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
    const signUpAuth = (await postJson(server, "/api/v1/login/request-otp", { mobile_number: existingNumber }, { client: newClientAddress() }))
      .json<OtpRequestedAnswer>().data.auth;
    await postJson(server, "/api/v1/login/confirm-otp", { auth: signUpAuth, otp: await latestCode(server, existingNumber) }, { client: newClientAddress() });

    const client = newClientAddress();
    const answers = [];
    for (const mobileNumber of [existingNumber, unknownNumber]) {
      const requested = await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client });
      const resent = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth: requested.json<OtpRequestedAnswer>().data.auth }, { client });
      const moved = await postJson(server, "/api/v1/login/verify-email-via-number", { auth: resent.json<OtpRequestedAnswer>().data.auth, email: newEmail() }, { client });
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
