import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandoff } from "../../server/sign-in/social-sign-in-handoffs.ts";
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_SECONDS } from "#domain/accounts.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { snap } from "./support/traveller.ts";

/** The screen texts the tests look for, in the two languages they are tried in. */
const TEXTS = {
  English: {
    frequentFlyer: "Frequent Flyer",
    guestAccess: "Guest Access",
    email: "Email Address",
    confirmEmail: "Confirm Email Address",
    sendOtp: "Send OTP",
    otp: "One-time password",
    signIn: "Sign in",
    backToHome: "Back to home",
    logout: "Logout",
    leaveAndDelete: "Leave and delete",
    hello: (name: string) => `Hello, ${name}!`,
    profileWarning: "Please complete your profile!",
  },
  日本語: {
    frequentFlyer: "フリークエントフライヤー",
    guestAccess: "ゲストアクセス",
    email: "メールアドレス",
    confirmEmail: "メールアドレス（確認用）",
    sendOtp: "OTPを送信",
    otp: "ワンタイムパスワード",
    signIn: "ログイン",
    backToHome: "ホームに戻る",
    logout: "ログアウト",
    leaveAndDelete: "終了して削除",
    hello: (name: string) => `こんにちは、${name}さん！`,
    profileWarning: "プロフィールを完成させてください！",
  },
} as const;
type Language = keyof typeof TEXTS;

const CODE = /(?<!\d)(\d{6})(?!\d)/;
let addresses = 0;

describe("sign-in in Chromium", () => {
  const phone = phoneForEachTest(() => {
    // Each test is another traveller's phone, so the server's per-address limits count each apart.
    addresses += 1;
    return { extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${addresses}` } };
  });

  async function outbox(recipient: string): Promise<{ body: string }[]> {
    const answer = await phone.server.app.inject({ method: "GET", url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}` });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: { body: string }[] }>().data;
  }

  /** The code of the newest message to the recipient, once there are more than `seen`. */
  async function codeSentTo(recipient: string, seen = 0): Promise<string> {
    await expect.poll(async () => (await outbox(recipient)).length).toBeGreaterThan(seen);
    const [newest] = await outbox(recipient);
    const code = CODE.exec(newest?.body ?? "")?.[1];
    if (!code) throw new Error("The newest message holds no 6-digit code");
    return code;
  }

  async function post(url: string, body: object, token?: string) {
    return phone.server.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });
  }

  /** A frequent flyer who signed up before and completed the profile: the home greets them by name. */
  async function existingFlyer(email: string, firstName: string): Promise<void> {
    const requested = await post("/api/v2/login/request-otp-via-email", { email });
    const { auth } = requested.json<{ data: { auth: string } }>().data;
    const confirmed = await post("/api/v1/login/confirm-otp", { auth, otp: await codeSentTo(email) });
    const { token } = confirmed.json<{ data: { token: string } }>().data;
    const saved = await post("/api/v2/me/logbook", { name: firstName, last_name: "Rivera", gender: "FEMALE", birth_date: "1990-04-12" }, token);
    expect(saved.statusCode).toBe(200);
    await post("/api/v1/logout", {}, token);
  }

  async function openSignIn(language: Language) {
    await phone.page.goto("/app");
    await phone.page.getByRole("dialog", { name: "Select a language" }).getByRole("button", { name: language }).click();
    await phone.page.getByRole("button", { name: TEXTS[language].frequentFlyer }).waitFor();
  }

  async function requestEmailCode(language: Language, email: string) {
    const text = TEXTS[language];
    await phone.page.getByRole("button", { name: text.frequentFlyer }).click();
    await phone.page.getByRole("textbox", { name: text.email, exact: true }).fill(email);
    await phone.page.getByRole("textbox", { name: text.confirmEmail, exact: true }).fill(email);
    await phone.page.getByRole("button", { name: text.sendOtp }).click();
    await phone.page.getByRole("textbox", { name: text.otp, exact: true }).waitFor();
  }

  const storedToken = () => phone.page.evaluate(() => localStorage.getItem("token"));

  for (const language of ["English", "日本語"] as const) {
    const text = TEXTS[language];
    const tag = language === "English" ? "en" : "ja";

    it(`signs a frequent flyer in with the e-mail code, keeps the session over a reload, and logs out (${language})`, async () => {
      const { page } = phone;
      const email = `returning-${tag}@example.com`;
      await existingFlyer(email, "ALICE");
      await openSignIn(language);
      await snap(page, `sign-in-${tag}-account-types`);

      await page.getByRole("button", { name: text.frequentFlyer }).click();
      await page.getByRole("textbox", { name: text.email, exact: true }).fill(email);
      await page.getByRole("textbox", { name: text.confirmEmail, exact: true }).fill(email);
      await snap(page, `sign-in-${tag}-email`);
      const seen = (await outbox(email)).length;
      await page.getByRole("button", { name: text.sendOtp }).click();
      const otpField = page.getByRole("textbox", { name: text.otp, exact: true });
      await otpField.waitFor();
      expect(await otpField.getAttribute("autocomplete")).toBe("one-time-code");
      expect(await otpField.getAttribute("inputmode")).toBe("numeric");
      await otpField.fill(await codeSentTo(email, seen));
      await snap(page, `sign-in-${tag}-otp`);
      await page.getByRole("button", { name: text.signIn, exact: true }).click();

      await page.getByRole("heading", { name: text.hello("ALICE") }).waitFor();
      expect(await storedToken()).toBeTruthy();
      expect(await page.evaluate(() => [sessionStorage.getItem("auth"), sessionStorage.getItem("otp-last-sent")])).toEqual([null, null]);
      await snap(page, `sign-in-${tag}-signed-in`);

      await page.reload();
      await page.getByRole("heading", { name: text.hello("ALICE") }).waitFor();
      const token = await storedToken();

      await page.getByRole("link", { name: text.logout }).click();
      // Logout asks first (decision 030).
      await page.getByRole("alertdialog").getByRole("button", { name: text.logout }).click();
      await page.waitForURL("**/help");
      expect(await storedToken()).toBeNull();
      // Logging out ended the session on the server too.
      expect((await post("/api/v1/logout", {}, token ?? "")).statusCode).toBe(403);
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe(tag);
    });

    it(`lets a guest in, keeps the guest over a reload, and asks before Leave and delete logs the guest out (${language})`, async () => {
      const { page } = phone;
      await openSignIn(language);
      await page.getByRole("button", { name: text.guestAccess }).click();
      // The guest's home has no Back to home and no Logout: Leave and delete in its account menu is the way out (decision 060).
      const leave = page.getByRole("button", { name: text.leaveAndDelete, exact: true });
      await leave.waitFor();
      expect(await page.getByRole("link", { name: text.backToHome }).count()).toBe(0);
      expect(await page.getByRole("link", { name: text.logout }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("is_guest"))).toBe("true");
      expect(await page.getByRole("button", { name: text.guestAccess }).count()).toBe(0);
      await snap(page, `sign-in-${tag}-guest-home`);

      await page.reload();
      await leave.waitFor();
      expect(await page.getByRole("button", { name: text.guestAccess }).count()).toBe(0);

      await leave.click();
      const dialog = page.getByRole("alertdialog");
      await dialog.waitFor();
      await snap(page, `sign-in-${tag}-guest-logout-confirm`);
      await dialog.getByRole("button", { name: text.leaveAndDelete, exact: true }).click();
      await page.waitForURL("**/help");
      expect(await storedToken()).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem("is_guest"))).toBeNull();
    });
  }

  it("activates a new account with the code, then sends the traveller to complete the profile (日本語)", async () => {
    const { page } = phone;
    const email = "new-flyer-ja@example.com";
    await openSignIn("日本語");
    await requestEmailCode("日本語", email);
    await page.getByRole("textbox", { name: TEXTS.日本語.otp, exact: true }).fill(await codeSentTo(email));
    await page.getByRole("button", { name: TEXTS.日本語.signIn, exact: true }).click();
    await page.waitForURL("**/app/profile");
    await page.getByText(TEXTS.日本語.profileWarning).first().waitFor();
    expect(await storedToken()).toBeTruthy();
  });

  /** Asks for a code by e-mail and types a wrong one; the right code is returned. */
  async function tryWrongCode(language: Language, email: string): Promise<string> {
    const text = TEXTS[language];
    await openSignIn(language);
    await requestEmailCode(language, email);
    const code = await codeSentTo(email);
    await phone.page.getByRole("textbox", { name: text.otp, exact: true }).fill(code === "000000" ? "111111" : "000000");
    await phone.page.getByRole("button", { name: text.signIn, exact: true }).click();
    return code;
  }

  it("words a wrong code by the server's reason, shows the tries left, and keeps the code usable", async () => {
    const { page } = phone;
    const code = await tryWrongCode("English", "typo@example.com");
    await page.locator(".choices").getByText("The code is not valid.").waitFor();
    await page.getByText(`${OTP_MAX_WRONG_TRIES - 1} tries left`).waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("otp-attempt"))).toBe("1");
    await snap(page, "sign-in-en-wrong-code");

    await page.getByRole("textbox", { name: "One-time password", exact: true }).fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(storedToken).toBeTruthy();
  });

  it("words a wrong code in the reader's language, not in the server's English (日本語)", async () => {
    await tryWrongCode("日本語", "typo-ja@example.com");
    await phone.page.locator(".choices").getByText("コードが正しくありません。").waitFor();
    expect(await phone.page.getByText("The code is not valid.").count()).toBe(0);
  });

  it("keeps a code sent before a reload, then signs in by SMS with a resend after the cooldown and the code sent to e-mail", async () => {
    const { page } = phone;
    await page.clock.install();
    const mobile = "16705550123";
    // The server keeps and sends to the number as E.164, however it was typed.
    const recipient = "+16705550123";
    const email = "sms-user@example.com";
    await openSignIn("English");
    await page.getByRole("button", { name: "Frequent Flyer" }).click();
    await page.getByRole("button", { name: "Use my mobile number instead" }).click();
    await page.getByRole("textbox", { name: "Mobile Number", exact: true }).fill("+1 670-555-0123");
    expect(await page.getByRole("textbox", { name: "Mobile Number", exact: true }).inputValue()).toBe("+16705550123");
    await page.getByRole("textbox", { name: "Mobile Number", exact: true }).fill(mobile);
    await page.getByRole("button", { name: "Send OTP" }).click();
    const resend = page.getByRole("button", { name: "Resend by SMS" });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await page
      .getByRole("timer")
      .filter({ hasText: `in ${OTP_RESEND_COOLDOWN_SECONDS} s.` })
      .waitFor();
    await codeSentTo(recipient);
    await snap(page, "sign-in-en-sms-cooldown");

    // The pending code outlives a reload (its session keys are written after the 500 ms debounce).
    await page.clock.runFor(1000);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("auth"))).not.toBeNull();
    await page.reload();
    await page.getByRole("textbox", { name: "One-time password", exact: true }).waitFor();

    await page.clock.runFor(OTP_RESEND_COOLDOWN_SECONDS * 1000);
    await expect.poll(() => resend.isEnabled()).toBe(true);
    await resend.click();
    await page.getByRole("button", { name: "Sent", exact: true }).waitFor();
    await codeSentTo(recipient, 1);
    await snap(page, "sign-in-en-sms-resent");

    await page.getByRole("textbox", { name: "No SMS? Get the code by e-mail", exact: true }).fill(email);
    await page.getByRole("button", { name: "Send by e-mail" }).click();
    await page.getByRole("button", { name: "Email Sent" }).waitFor();
    await page.getByText("OTP has been sent to your email.").waitFor();
    await snap(page, "sign-in-en-email-sent");

    await page.getByRole("textbox", { name: "One-time password", exact: true }).fill(await codeSentTo(email));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(storedToken).toBeTruthy();
    await page.waitForURL("**/app/profile");
  });

  describe("social sign-in popup", () => {
    let provider: Server;
    let providerUrl: string;

    // Stands in for the provider's pages: another origin that ends by sending the popup to /oauth.
    beforeAll(async () => {
      provider = createServer((request, response) => {
        const target = new URL(request.url ?? "/", "http://provider");
        response.writeHead(302, { location: `${phone.server.url}/oauth${target.search}` }).end();
      });
      await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
      providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/authorize`;
    });
    afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

    async function openPopup(url: string): Promise<Page> {
      const popup = phone.page.waitForEvent("popup");
      await phone.page.evaluate((address) => void window.open(address, "social-sign-in", "popup,width=480,height=640"), url);
      return popup;
    }

    /** The popup closes itself once it has handed the code over; kept open to see what it says meanwhile. */
    const keepPopupsOpen = () =>
      phone.context.addInitScript(() => {
        window.close = () => {};
      });

    it("hands the code to the opener, which exchanges it and signs in", async () => {
      const { server, page } = phone;
      const email = "social@example.com";
      await existingFlyer(email, "SOFIA");
      const user = await server.database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const code = await createHandoff(server.database.db, user.id);
      await keepPopupsOpen();

      await openSignIn("English");
      await page.getByRole("button", { name: "Frequent Flyer" }).click();
      const exchange = page.waitForRequest((request) => request.url().endsWith("/api/v1/oauth/exchange"));
      const popup = await openPopup(`/oauth?token=${encodeURIComponent(code)}`);
      expect((await exchange).postDataJSON()).toEqual({ code });
      await popup.getByText("Authenticating...please wait").waitFor();
      await snap(popup, "sign-in-en-oauth-popup");
      await page.getByRole("heading", { name: "Hello, SOFIA!" }).waitFor();
      expect(await storedToken()).toBeTruthy();
    });

    it("tells the opener when the link carries no code, then closes", async () => {
      const { page } = phone;
      await openSignIn("English");
      await page.getByRole("button", { name: "Frequent Flyer" }).click();
      const popup = await openPopup("/oauth?error=invalid");
      await popup.waitForEvent("close");
      await page.locator(".choices").getByText("Invalid authentication link.").waitFor();
      expect(await storedToken()).toBeNull();
    });

    // /oauth is served with Cross-Origin-Opener-Policy unsafe-none and never from the service worker's
    // cached shell; with any stricter policy the popup loses window.opener after the provider's origin.
    it("keeps its opener after the provider's pages on another origin, also under the service worker", async () => {
      const { page } = phone;
      await keepPopupsOpen();
      await openSignIn("English");
      await page.getByRole("button", { name: "Frequent Flyer" }).click();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const popup = await openPopup(`${providerUrl}?token=any`);
      await popup.waitForURL("**/oauth?token=any");
      await popup.getByText(/Authenticating|Invalid url/).waitFor();
      expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
    });
  });

  it("says 'Invalid url.' on /oauth opened without a popup opener or with an error", async () => {
    const { page } = phone;
    await page.goto("/oauth?token=abc");
    await page.getByText("Invalid url.").waitFor();
    await snap(page, "sign-in-en-oauth-invalid-url");
    await page.goto("/oauth?error=invalid");
    await page.getByText("Invalid url.").waitFor();
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await page.waitForURL("**/app");
  });
});
