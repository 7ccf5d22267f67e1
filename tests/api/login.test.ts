import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { latestCode, newClientAddress, type OtpRequestedAnswer, outbox, postJson, type SessionAnswer, signInByEmail } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const NOT_VALID = {
  message: "The code is not valid.",
  code: "VALIDATION_FAILED",
  errors: { otp: ["The code is not valid."] },
  details: { otp: "OTP_INVALID" },
};
const EXPIRED = "The code has expired. Please ask for a new code.";
const LOCKED = "Too many wrong tries. Please ask for a new code.";
const REQUEST_GONE = "The sign-in request is not valid. Please ask for a new code.";

let numberCount = 0;
function newMobileNumber(): string {
  numberCount += 1;
  return `+1670555${String(numberCount).padStart(4, "0")}`;
}
const newEmail = () => `traveller-${randomUUID()}@example.com`;

describe.each(DATABASE_KINDS)("sign-in by one-time password on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  async function requestByEmail(email: string, lang?: string) {
    const response = await postJson(server, "/api/v2/login/request-otp-via-email", { email, lang }, { client: newClientAddress() });
    expect(response.statusCode).toBe(200);
    return response.json<OtpRequestedAnswer>().data.auth;
  }

  const confirm = (auth: string, otp: string) => postJson(server, "/api/v1/login/confirm-otp", { auth, otp }, { client: newClientAddress() });
  const wrongCodeFor = (code: string) => (code === "000000" ? "000001" : "000000");
  const usersWith = (column: "email" | "mobile_number", value: string) =>
    server.database.db.selectFrom("users").select(["id", "email", "mobile_number", "language"]).where(column, "=", value).execute();

  it("sends a code by SMS and signs up the number with it", async () => {
    const mobileNumber = newMobileNumber();
    const before = clock.now().getTime();
    const response = await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client: newClientAddress() });
    expect(response.statusCode).toBe(200);
    const answer = response.json<OtpRequestedAnswer>();
    expect(answer).toEqual({
      message: "OTP has been sent to your mobile number.",
      data: { auth: expect.stringMatching(/^[0-9a-f-]{36}$/), channel: "sms", expires_at: expect.any(String) },
    });
    const validFor = new Date(answer.data.expires_at).getTime() - before;
    expect(validFor).toBeGreaterThanOrEqual(5 * 60_000);
    expect(validFor).toBeLessThan(6 * 60_000);

    const [message] = await outbox(server, mobileNumber);
    expect(message).toMatchObject({ channel: "sms", recipient: mobileNumber, subject: null });
    expect(message?.body).toMatch(/^Your sign-in code is \d{6}\. It expires in 5 minutes\.$/);

    const confirmed = await confirm(answer.data.auth, await latestCode(server, mobileNumber));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { token: expect.any(String), is_guest: false } });
    expect(await usersWith("mobile_number", mobileNumber)).toHaveLength(1);
  });

  it("sends a code by e-mail in the chosen language; the next sign-in finds the same account", async () => {
    const email = newEmail();
    const auth = await requestByEmail(email.toUpperCase(), "ja");
    const [message] = await outbox(server, email);
    expect(message).toMatchObject({ channel: "email", recipient: email, subject: "ログインコード" });
    expect(message?.body).toMatch(/^ログインコードは\d{6}です。有効期限は5分です。$/);

    const first = await confirm(auth, await latestCode(server, email));
    expect(first.json()).toEqual({ data: { token: expect.any(String), is_guest: false, email } });
    const second = await confirm(await requestByEmail(email), await latestCode(server, email));
    expect(second.statusCode).toBe(200);
    expect(second.json<SessionAnswer>().data.token).not.toBe(first.json<SessionAnswer>().data.token);
    expect(await usersWith("email", email)).toEqual([expect.objectContaining({ email, language: "en" })]);
  });

  it("locks a code on the fifth wrong try, so the right code fails after it", async () => {
    const email = newEmail();
    const auth = await requestByEmail(email);
    const code = await latestCode(server, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await confirm(auth, wrongCodeFor(code));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(NOT_VALID);
    }
    const fifth = await confirm(auth, wrongCodeFor(code));
    expect(fifth.json()).toEqual({ message: LOCKED, code: "VALIDATION_FAILED", errors: { otp: [LOCKED] }, details: { otp: "OTP_LOCKED" } });
    const right = await confirm(auth, code);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({ message: LOCKED, code: "VALIDATION_FAILED", errors: { otp: [LOCKED] }, details: { otp: "OTP_LOCKED" } });
  });

  it("accepts a code once only", async () => {
    const email = newEmail();
    const auth = await requestByEmail(email);
    const code = await latestCode(server, email);
    expect((await confirm(auth, code)).statusCode).toBe(200);
    const again = await confirm(auth, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(NOT_VALID);
  });

  it("refuses a code after its five minutes", async () => {
    const email = newEmail();
    const auth = await requestByEmail(email);
    const code = await latestCode(server, email);
    clock.advance(5 * 60_000 + 1_000);
    const late = await confirm(auth, code);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ message: EXPIRED, code: "VALIDATION_FAILED", errors: { otp: [EXPIRED] }, details: { otp: "OTP_EXPIRED" } });
  });

  it("confirms only the request that produced the code", async () => {
    const first = newEmail();
    const second = newEmail();
    const firstAuth = await requestByEmail(first);
    const secondAuth = await requestByEmail(second);
    const firstCode = await latestCode(server, first);
    const crossed = await confirm(secondAuth, firstCode);
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json()).toEqual(NOT_VALID);
    expect((await confirm(secondAuth, await latestCode(server, second))).statusCode).toBe(200);
    expect((await confirm(firstAuth, firstCode)).json()).toEqual({ data: { token: expect.any(String), is_guest: false, email: first } });
  });

  it("answers an unknown request like a wrong code", async () => {
    const response = await confirm(randomUUID(), "123456");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(NOT_VALID);
  });

  it("keeps an earlier code of a destination working when a new one is sent, whoever asked for it", async () => {
    const email = newEmail();
    const oldAuth = await requestByEmail(email);
    const oldCode = await latestCode(server, email);
    const newAuth = await requestByEmail(email);
    const newCode = await latestCode(server, email);
    expect((await confirm(oldAuth, oldCode)).statusCode).toBe(200);
    expect((await confirm(newAuth, newCode)).statusCode).toBe(200);
  });

  it("resends by SMS with a new request and code; the old code keeps working until it expires", async () => {
    const mobileNumber = newMobileNumber();
    const client = newClientAddress();
    const first = await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber, lang: "ko" }, { client });
    const oldAuth = first.json<OtpRequestedAnswer>().data.auth;
    const oldCode = await latestCode(server, mobileNumber);

    const resent = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth: oldAuth }, { client });
    expect(resent.statusCode).toBe(200);
    const answer = resent.json<OtpRequestedAnswer>();
    expect(answer).toEqual({
      message: "OTP has been sent to your mobile number.",
      data: { auth: expect.any(String), channel: "sms", expires_at: expect.any(String) },
    });
    expect(answer.data.auth).not.toBe(oldAuth);
    const messages = await outbox(server, mobileNumber);
    expect(messages).toHaveLength(2);
    expect(messages[0]?.body).toMatch(/^로그인 코드는 \d{6}입니다\. 5분 후에 만료됩니다\.$/);

    const newCode = await latestCode(server, mobileNumber);
    expect((await confirm(oldAuth, oldCode)).statusCode).toBe(200);
    expect((await confirm(answer.data.auth, newCode)).statusCode).toBe(200);
  });

  it("refuses to resend for an unknown, used or expired request, on the field auth", async () => {
    const email = newEmail();
    const emailAuth = await requestByEmail(email);
    const mobileNumber = newMobileNumber();
    const smsAuth = (
      await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client: newClientAddress() })
    ).json<OtpRequestedAnswer>().data.auth;
    await confirm(smsAuth, await latestCode(server, mobileNumber));
    const expiredAuth = (
      await postJson(server, "/api/v1/login/request-otp", { mobile_number: newMobileNumber() }, { client: newClientAddress() })
    ).json<OtpRequestedAnswer>().data.auth;
    clock.advance(5 * 60_000 + 1_000);
    for (const auth of [randomUUID(), smsAuth, expiredAuth]) {
      const response = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth }, { client: newClientAddress() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: REQUEST_GONE,
        code: "VALIDATION_FAILED",
        errors: { auth: [REQUEST_GONE] },
        details: { auth: "SIGN_IN_REQUEST_GONE" },
      });
    }
    const noNumber = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth: emailAuth }, { client: newClientAddress() });
    expect(noNumber.statusCode).toBe(422);
    expect(Object.keys(noNumber.json<{ errors: object }>().errors)).toEqual(["auth"]);
    // A malformed reference fails the schema: its words, and no reason of a refusal.
    const malformed = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth: "not-a-uuid" }, { client: newClientAddress() });
    expect(malformed.json()).toEqual({ message: REQUEST_GONE, code: "VALIDATION_FAILED", errors: { auth: [REQUEST_GONE] } });
  });

  it("moves a pending SMS sign-in to e-mail; the e-mail is the identity it proves", async () => {
    const mobileNumber = newMobileNumber();
    const email = newEmail();
    const client = newClientAddress();
    const smsAuth = (await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber, lang: "zh" }, { client })).json<OtpRequestedAnswer>()
      .data.auth;
    const smsCode = await latestCode(server, mobileNumber);

    const moved = await postJson(server, "/api/v1/login/verify-email-via-number", { auth: smsAuth, email }, { client });
    expect(moved.statusCode).toBe(200);
    const answer = moved.json<OtpRequestedAnswer>();
    expect(answer).toEqual({
      message: "OTP has been sent to your email.",
      data: { auth: expect.any(String), channel: "email", expires_at: expect.any(String) },
    });
    const [message] = await outbox(server, email);
    expect(message).toMatchObject({ channel: "email", subject: "您的登录验证码" });

    const confirmed = await confirm(answer.data.auth, await latestCode(server, email));
    expect(confirmed.json()).toEqual({ data: { token: expect.any(String), is_guest: false, email } });
    expect(await usersWith("email", email)).toEqual([expect.objectContaining({ mobile_number: null, language: "zh" })]);
    expect(await usersWith("mobile_number", mobileNumber)).toEqual([]);
    // The SMS code was not ended by the move: it still proves the number it went to.
    expect((await confirm(smsAuth, smsCode)).statusCode).toBe(200);
  });

  it("sends the code of a moved sign-in back by SMS on request", async () => {
    const mobileNumber = newMobileNumber();
    const client = newClientAddress();
    const smsAuth = (await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client })).json<OtpRequestedAnswer>().data.auth;
    const emailAuth = (
      await postJson(server, "/api/v1/login/verify-email-via-number", { auth: smsAuth, email: newEmail() }, { client })
    ).json<OtpRequestedAnswer>().data.auth;
    const back = await postJson(server, "/api/v1/login/request-otp-via-sms", { auth: emailAuth }, { client });
    expect(back.json<OtpRequestedAnswer>().data.channel).toBe("sms");
    expect(await outbox(server, mobileNumber)).toHaveLength(2);
    expect((await confirm(back.json<OtpRequestedAnswer>().data.auth, await latestCode(server, mobileNumber))).statusCode).toBe(200);
  });

  it("refuses to move an e-mail sign-in that has no number, or an unknown one", async () => {
    const emailAuth = await requestByEmail(newEmail());
    for (const auth of [emailAuth, randomUUID()]) {
      const response = await postJson(server, "/api/v1/login/verify-email-via-number", { auth, email: newEmail() }, { client: newClientAddress() });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(["auth"]);
    }
  });

  it("rejects malformed input with the first validation message", async () => {
    const cases = [
      ["/api/v1/login/request-otp", { mobile_number: "12ab" }, { mobile_number: ["Mobile Phones is Invalid"] }],
      ["/api/v2/login/request-otp-via-email", { email: "not-an-email" }, { email: ["Invalid Email"] }],
      ["/api/v1/login/confirm-otp", { auth: randomUUID(), otp: "12345" }, { otp: ["Enter the 6-digit code."] }],
    ] as const;
    for (const [url, body, errors] of cases) {
      const response = await postJson(server, url, body, { client: newClientAddress() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: Object.values(errors)[0]?.[0], code: "VALIDATION_FAILED", errors });
    }
  });

  it("creates a guest with a session", async () => {
    const response = await postJson(server, "/api/v1/guest/login", { lang: "ko" }, { client: newClientAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { token: expect.any(String), is_guest: true } });
    const withoutBody = await server.request({ method: "POST", url: "/api/v1/guest/login", headers: { "x-forwarded-for": newClientAddress() } });
    expect(withoutBody.json()).toEqual({ data: { token: expect.any(String), is_guest: true } });
  });

  it("logs out every session of the user; their tokens then answer 403 token_invalid", async () => {
    const email = newEmail();
    const phone = await signInByEmail(server, email);
    const laptop = await signInByEmail(server, email);
    const other = await signInByEmail(server, newEmail());
    const logout = await postJson(server, "/api/v1/logout", {}, { token: phone });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: "Signed out." });
    for (const token of [phone, laptop]) {
      const response = await postJson(server, "/api/v1/logout", {}, { token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
    }
    expect((await postJson(server, "/api/v1/logout", {}, { token: other })).statusCode).toBe(200);
  });

  it("ends every session when the account is deleted; its tokens then answer 403 token_invalid", async () => {
    const email = newEmail();
    const phone = await signInByEmail(server, email);
    const laptop = await signInByEmail(server, email);
    const deleted = await server.request({ method: "DELETE", url: "/api/v2/me/profile", headers: { authorization: `Bearer ${phone}` } });
    expect(deleted.statusCode).toBe(200);
    const guest = (await postJson(server, "/api/v1/guest/login", {}, { client: newClientAddress() })).json<SessionAnswer>().data.token;
    const guestDeleted = await server.request({ method: "DELETE", url: "/api/v1/guest/profile", headers: { authorization: `Bearer ${guest}` } });
    expect(guestDeleted.statusCode).toBe(200);
    for (const token of [phone, laptop, guest]) {
      const response = await postJson(server, "/api/v1/logout", {}, { token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
    }
  });

  it("answers a logout without a token with 401", async () => {
    const response = await postJson(server, "/api/v1/logout", {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You must be logged in to continue.", code: "NOT_SIGNED_IN" });
  });

  it("answers 403 token_expired once a session has run out", async () => {
    const token = (await postJson(server, "/api/v1/guest/login", {}, { client: newClientAddress() })).json<SessionAnswer>().data.token;
    clock.advance(8 * 86_400_000);
    const response = await postJson(server, "/api/v1/logout", {}, { token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String), code: "GUEST_SESSION_ENDED", error: "token_expired" });
  });
});
