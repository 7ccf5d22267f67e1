import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { outboxSender } from "../../server/delivery/outbox-sender.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { codeIn, newClientAddress, type OtpRequestedAnswer, outbox, postJson } from "../support/sign-in.ts";
import { startSmsProvider, type TestSmsProvider } from "../support/sms-provider.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { productionSettings } from "../support/production-settings.ts";

const NOT_SENT = { message: "The code could not be sent. Please try again later.", code: "CODE_NOT_SENT" };
const newEmail = () => `traveller-${randomUUID()}@example.com`;

describe.each(DATABASE_KINDS)("message delivery on %s", (kind) => {
  describe("with nothing configured: the development outbox", () => {
    let server: ApiServer;
    beforeAll(async () => {
      server = await startApiServer(kind);
    });
    afterAll(() => server.close());

    it("lists messages newest first, optionally for one recipient", async () => {
      const email = newEmail();
      const mobileNumber = "+16705550777";
      await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client: newClientAddress() });
      await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client: newClientAddress() });
      await postJson(server, "/api/v2/login/request-otp-via-email", { email, lang: "ko" }, { client: newClientAddress() });

      const all = await server.request({ method: "GET", url: "/dev/outbox" });
      expect(all.statusCode).toBe(200);
      const { data } = all.json<{ data: { recipient: string; created_at: string }[] }>();
      expect(data.slice(0, 3).map((message) => message.recipient)).toEqual([email, mobileNumber, email]);
      const times = data.map((message) => message.created_at);
      expect(times).toEqual([...times].sort().reverse());

      const forEmail = await outbox(server, email.toUpperCase());
      expect(forEmail).toEqual([
        {
          id: expect.any(String),
          channel: "email",
          recipient: email,
          subject: "로그인 코드",
          body: expect.stringMatching(/^로그인 코드는 \d{6}입니다\. 5분 후에 만료됩니다\.$/),
          created_at: expect.any(String),
        },
        expect.objectContaining({ subject: "Your sign-in code", body: expect.stringMatching(/^Your sign-in code is \d{6}\./) }),
      ]);
    });

    it("logs that a message was queued, naming neither recipient nor code", async () => {
      const lines: string[] = [];
      const log = { info: (line: string) => void lines.push(line) };
      await outboxSender(server.database.db, log, () => new Date()).send({
        channel: "email",
        to: "someone@example.com",
        subject: "Your sign-in code",
        text: "Your sign-in code is 482913. It expires in 5 minutes.",
      });
      expect(lines).toEqual(["outbox: email message queued (GET /dev/outbox)"]);
    });
  });

  describe("in production", () => {
    let server: ApiServer;
    beforeAll(async () => {
      server = await startApiServer(kind, { config: { production: true, otpSecret: "s".repeat(32) } });
    });
    afterAll(() => server.close());

    it("does not serve the outbox", async () => {
      await postJson(server, "/api/v2/login/request-otp-via-email", { email: newEmail() }, { client: newClientAddress() });
      const response = await server.request({ method: "GET", url: "/dev/outbox" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not Found", code: "NOT_FOUND" });
    });
  });

  describe("with an SMTP server and an SMS provider configured", () => {
    let smtp: TestSmtpServer;
    let sms: TestSmsProvider;
    let server: ApiServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      sms = await startSmsProvider();
      server = await startApiServer(kind, {
        config: { smtpUrl: smtp.url, mailFrom: "Travel <no-reply@travel.test>", smsApiUrl: sms.url, smsApiToken: "provider-token" },
      });
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
      await sms.close();
    });

    async function confirmWith(auth: string, otp: string) {
      return postJson(server, "/api/v1/login/confirm-otp", { auth, otp }, { client: newClientAddress() });
    }

    it.each([
      ["en", "Your sign-in code", /^Your sign-in code is (\d{6})\. It expires in 5 minutes\.$/],
      ["ja", "ログインコード", /^ログインコードは(\d{6})です。有効期限は5分です。$/],
    ])("e-mails the code in %s through SMTP; the mailed code signs in", async (lang, subject, text) => {
      const email = newEmail();
      const response = await postJson(server, "/api/v2/login/request-otp-via-email", { email, lang }, { client: newClientAddress() });
      expect(response.statusCode).toBe(200);
      const mail = smtp.received.find((received) => received.to.includes(email));
      expect(mail).toEqual({
        from: { name: "Travel", address: "no-reply@travel.test" },
        to: [email],
        subject,
        text: expect.stringMatching(text),
      });
      const confirmed = await confirmWith(response.json<OtpRequestedAnswer>().data.auth, codeIn(mail?.text ?? ""));
      expect(confirmed.json()).toEqual({ data: { token: expect.any(String), is_guest: false, email } });
      expect(await outbox(server, email)).toEqual([]);
    });

    it("sends the SMS through the provider as JSON with the bearer token; the code signs in", async () => {
      const mobileNumber = "+16705550888";
      const response = await postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber, lang: "zh" }, { client: newClientAddress() });
      expect(response.statusCode).toBe(200);
      const sent = sms.received.at(-1);
      expect(sent).toEqual({
        authorization: "Bearer provider-token",
        contentType: "application/json",
        body: { to: mobileNumber, text: expect.stringMatching(/^您的登录验证码是 \d{6}。5 分钟后失效。$/) },
      });
      const text = (sent!.body as { text: string }).text;
      expect((await confirmWith(response.json<OtpRequestedAnswer>().data.auth, codeIn(text))).statusCode).toBe(200);
      expect(await outbox(server, mobileNumber)).toEqual([]);
    });

    it("answers 500 with a message when the provider refuses, and the code it got does not work", async () => {
      sms.answerWith(503);
      const response = await postJson(server, "/api/v1/login/request-otp", { mobile_number: "+16705550889" }, { client: newClientAddress() });
      sms.answerWith(202);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(NOT_SENT);
      const refusedCode = codeIn((sms.received.at(-1)!.body as { text: string }).text);
      const [refused] = await server.database.db.selectFrom("otp_requests").select("id").where("destination", "=", "+16705550889").execute();
      expect((await confirmWith(refused?.id ?? "", refusedCode)).statusCode).toBe(422);
    });
  });

  describe("with an SMTP server that refuses the login", () => {
    let smtp: TestSmtpServer;
    let server: ApiServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      const url = new URL(smtp.url);
      url.password = "wrong-password";
      server = await startApiServer(kind, { config: { smtpUrl: url.toString() } });
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it("answers 500 with a message and keeps nothing in the outbox", async () => {
      const email = newEmail();
      const response = await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client: newClientAddress() });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(NOT_SENT);
      expect(smtp.received).toEqual([]);
      expect(await outbox(server, email)).toEqual([]);
    });
  });
});

describe("delivery configuration", () => {
  it("reads SMTP, SMS and OTP settings from the environment, with development defaults", () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: "Travel <no-reply@localhost>",
      smsApiUrl: undefined,
      smsApiToken: undefined,
      otpSecret: undefined,
    });
    const secret = "k".repeat(32);
    expect(
      loadConfig({
        SMTP_URL: "smtp://mail:25",
        MAIL_FROM: "Ops <ops@example.com>",
        SMS_API_URL: "https://sms.example/send",
        SMS_API_TOKEN: "t",
        OTP_SECRET: secret,
      }),
    ).toMatchObject({
      smtpUrl: "smtp://mail:25",
      mailFrom: "Ops <ops@example.com>",
      smsApiUrl: "https://sms.example/send",
      smsApiToken: "t",
      otpSecret: secret,
    });
  });

  it("refuses to start production without an OTP secret, and any secret shorter than 32 characters", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow("OTP_SECRET must be set in production");
    expect(() => loadConfig({ OTP_SECRET: "short" })).toThrow("OTP_SECRET must be at least 32 characters");
    expect(loadConfig({ ...productionSettings(), OTP_SECRET: "p".repeat(32) }).production).toBe(true);
  });
});
