import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ERRORS, STAFF_MESSAGES, type StaffMe } from "#domain/staff/staff-accounts.ts";
import { createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { latestCode, outbox } from "../support/sign-in.ts";
import { createStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { acceptInvite, browserOf, call, type ConsoleBrowser, invite, me, newBrowser, signInWithCode, totpCode } from "./staff-support.ts";

const STEP_MS = 30_000;
const LOCKED = { message: STAFF_MESSAGES.locked, code: "ACCOUNT_LOCKED", error: STAFF_ERRORS.locked };
const WRONG_CODE = { message: STAFF_MESSAGES.wrongCode, code: "VALIDATION_FAILED", errors: { code: [STAFF_MESSAGES.wrongCode] } };

describe.each(DATABASE_KINDS)("staff sign-in on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();
  let count = 0;
  const newStaffEmail = () => `officer${++count}-${kind}@gov.example`;

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const auditOf = (staffId: string | null) => {
    const query = server.database.db.selectFrom("audit_events").select(["action", "outcome", "record_type"]).orderBy("seq");
    return (staffId === null ? query.where("staff_id", "is", null) : query.where("staff_id", "=", staffId)).execute();
  };

  /** An invited customs officer who accepted and enrolled an authenticator; returns the secret and a signed-in browser. */
  async function enrolledOfficer() {
    const admin = await createStaff(server.database.db, ["admin"], { now: clock.now() });
    const email = newStaffEmail();
    const invited = await invite(server, admin, email, ["customs_officer"]);
    const browser = newBrowser();
    const accepted = await acceptInvite(server, browser, invited.token, email);
    expect(accepted.statusCode).toBe(200);
    const started = await call(server, browser, "POST", "/api/staff/enrolment/totp");
    const { secret, otpauth_url } = started.json<{ data: { secret: string; otpauth_url: string } }>().data;
    expect(otpauth_url).toContain(encodeURIComponent(email));
    clock.advance(STEP_MS);
    const confirmed = await call(server, browser, "POST", "/api/staff/enrolment/totp/confirm", { code: await totpCode(secret, clock.now()) });
    expect(confirmed.statusCode).toBe(200);
    return { id: invited.id, email, secret, browser, admin };
  }

  /** Signs in with code and authenticator in a new browser. */
  async function signIn(email: string, secret: string): Promise<ConsoleBrowser> {
    const browser = newBrowser();
    expect((await signInWithCode(server, browser, email)).statusCode).toBe(200);
    clock.advance(STEP_MS);
    expect((await call(server, browser, "POST", "/api/staff/sign-in/totp", { code: await totpCode(secret, clock.now()) })).statusCode).toBe(200);
    return browser;
  }

  it("takes an invited officer from the link through enrolment to a complete session, then signs them out and in again", async () => {
    const admin = await createStaff(server.database.db, ["admin"], { now: clock.now() });
    const email = newStaffEmail();
    const invited = await invite(server, admin, email, ["customs_officer"]);
    const shown = await call(server, newBrowser(), "GET", `/api/staff/invites/${invited.token}`);
    expect(shown.json()).toEqual({ data: { email, display_name: "Rosa Camacho", expires_at: expect.any(String) } });

    const browser = newBrowser();
    const accepted = await acceptInvite(server, browser, invited.token, email);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers["set-cookie"]).toMatch(/HttpOnly; SameSite=Strict/);
    expect(me(accepted)).toMatchObject({ email, roles: ["customs_officer"], stage: "enrolment", has_totp: false, passkey_count: 0 });
    // Enrolling is all the session may do: the console's other routes answer what it still needs.
    const early = await call(server, browser, "GET", "/api/staff/members");
    expect(early.json()).toEqual({ message: STAFF_MESSAGES.enrolmentRequired, code: "ENROLMENT_REQUIRED", error: STAFF_ERRORS.enrolmentRequired });

    const started = await call(server, browser, "POST", "/api/staff/enrolment/totp");
    const { secret, otpauth_url } = started.json<{ data: { secret: string; otpauth_url: string } }>().data;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await call(server, browser, "POST", "/api/staff/enrolment/totp/confirm", {
      code: "000000" === (await totpCode(secret, clock.now())) ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await call(server, browser, "POST", "/api/staff/enrolment/totp/confirm", { code: await totpCode(secret, clock.now()) });
    expect(me(confirmed)).toMatchObject({ stage: "complete", has_totp: true });
    const stored = await server.database.db
      .selectFrom("staff_members")
      .select(["totp_secret", "status"])
      .where("id", "=", invited.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("active");
    expect(stored.totp_secret).not.toContain(secret);

    const signedOut = await call(server, browser, "POST", "/api/staff/sign-out");
    expect(signedOut.statusCode).toBe(200);
    expect(browser.cookie).toBeUndefined();

    const again = newBrowser();
    const verified = await signInWithCode(server, again, email);
    expect(me(verified).stage).toBe("second_factor");
    expect((await call(server, again, "GET", "/api/staff/me")).statusCode).toBe(200);
    clock.advance(STEP_MS);
    const code = await totpCode(secret, clock.now());
    const completed = await call(server, again, "POST", "/api/staff/sign-in/totp", { code });
    expect(me(completed)).toMatchObject({ email, stage: "complete" });

    // The same code, seen over a shoulder, does not sign in another browser within its 30 seconds.
    const other = newBrowser();
    await signInWithCode(server, other, email);
    const replayed = await call(server, other, "POST", "/api/staff/sign-in/totp", { code });
    expect(replayed.json()).toEqual(WRONG_CODE);

    expect((await auditOf(invited.id)).map((row) => `${row.action}:${row.outcome}:${row.record_type ?? ""}`)).toEqual([
      "staff.invite_accepted:ok:staff_invite",
      "staff.sign_in:failed:totp",
      "staff.factor_enrolled:ok:totp",
      "staff.recovery_codes_issued:ok:recovery_code",
      "staff.sign_in:ok:totp",
      "staff.sign_out:ok:",
      "staff.sign_in_code:ok:email_code",
      "staff.sign_in:ok:totp",
      "staff.sign_in_code:ok:email_code",
      "staff.sign_in:failed:totp",
    ]);
  });

  it("answers a code request the same for any address, and mails a code only to active members", async () => {
    const { email } = await enrolledOfficer();
    const unknown = `nobody-${kind}@gov.example`;
    for (const address of [email, unknown]) {
      const response = await call(server, newBrowser(), "POST", "/api/staff/sign-in/code", { email: address });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: STAFF_MESSAGES.codeSent });
    }
    expect(await outbox(server, unknown)).toEqual([]);
    const failed = await call(server, newBrowser(), "POST", "/api/staff/sign-in/verify", { email: unknown, code: "123456" });
    expect(failed.json()).toEqual(WRONG_CODE);
    expect(await auditOf(null)).toContainEqual({ action: "staff.sign_in", outcome: "failed", record_type: "email_code" });
  });

  it("locks the account after 10 wrong codes in a row, refuses even the right code for 30 minutes, then lets it in", async () => {
    const { id, email, secret } = await enrolledOfficer();
    const browser = newBrowser();
    await call(server, browser, "POST", "/api/staff/sign-in/code", { email });
    const code = await latestCode(server, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt < 10; attempt += 1) {
      expect((await call(server, browser, "POST", "/api/staff/sign-in/verify", { email, code: wrong })).json()).toEqual(WRONG_CODE);
    }
    const tenth = await call(server, browser, "POST", "/api/staff/sign-in/verify", { email, code: wrong });
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json()).toEqual(LOCKED);
    const right = await call(server, browser, "POST", "/api/staff/sign-in/verify", { email, code });
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual(LOCKED);
    expect(browser.cookie).toBeUndefined();
    const audit = await auditOf(id);
    expect(audit.filter((row) => row.action === "staff.sign_in" && row.outcome === "failed")).toHaveLength(10);
    expect(audit).toContainEqual({ action: "staff.locked", outcome: "ok", record_type: "email_code" });
    expect(audit.at(-1)).toEqual({ action: "staff.sign_in", outcome: "denied", record_type: "email_code" });

    clock.advance(30 * 60_000);
    await signIn(email, secret);
  });

  it("counts wrong authenticator codes toward the lock-out, and a success starts the count again", async () => {
    const { email, secret } = await enrolledOfficer();
    const wrongTotp = async (browser: ConsoleBrowser) => {
      const right = await totpCode(secret, clock.now());
      return call(server, browser, "POST", "/api/staff/sign-in/totp", { code: right === "000000" ? "111111" : "000000" });
    };
    const first = newBrowser();
    await signInWithCode(server, first, email);
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await wrongTotp(first)).statusCode).toBe(422);
    clock.advance(STEP_MS);
    expect((await call(server, first, "POST", "/api/staff/sign-in/totp", { code: await totpCode(secret, clock.now()) })).statusCode).toBe(200);

    const second = newBrowser();
    await signInWithCode(server, second, email);
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await wrongTotp(second)).statusCode).toBe(422);
    const tenth = await wrongTotp(second);
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json()).toEqual(LOCKED);
    clock.advance(STEP_MS);
    const right = await call(server, second, "POST", "/api/staff/sign-in/totp", { code: await totpCode(secret, clock.now()) });
    expect(right.json()).toEqual(LOCKED);
  });

  it("keeps counting wrong authenticator codes when the attacker starts again at the e-mail step (decision 038: 36 codes over four rounds)", async () => {
    const { id, email, secret } = await enrolledOfficer();
    const wrongTotp = async (browser: ConsoleBrowser) => {
      const right = await totpCode(secret, clock.now());
      return call(server, browser, "POST", "/api/staff/sign-in/totp", { code: right === "000000" ? "111111" : "000000" });
    };
    const answers: number[] = [];
    for (let round = 1; round <= 4; round += 1) {
      const browser = newBrowser();
      const verified = await signInWithCode(server, browser, email);
      answers.push(verified.statusCode === 200 ? 0 : verified.statusCode);
      if (verified.statusCode !== 200) break;
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        const answer = await wrongTotp(browser);
        answers.push(answer.statusCode);
        if (answer.statusCode !== 422) break;
      }
      if (answers.at(-1) === 423) break;
      clock.advance(5 * 60_000);
    }
    // Round one: nine wrong codes. Round two: the e-mail code is right, but the next wrong authenticator code is the tenth.
    expect(answers).toEqual([0, ...Array<number>(9).fill(422), 0, 423]);
    const locked = newBrowser();
    expect((await call(server, locked, "POST", "/api/staff/sign-in/code", { email })).statusCode).toBe(202);
    expect((await call(server, locked, "POST", "/api/staff/sign-in/verify", { email, code: "123456" })).json()).toEqual(LOCKED);
    const audit = await auditOf(id);
    expect(audit.filter((row) => row.action === "staff.sign_in" && row.outcome === "failed" && row.record_type === "totp")).toHaveLength(10);
    expect(audit).toContainEqual({ action: "staff.locked", outcome: "ok", record_type: "totp" });

    clock.advance(30 * 60_000);
    await signIn(email, secret);
  });

  it("locks an unknown address after 10 wrong codes as it locks an account, so the lock tells no one which addresses are staff", async () => {
    const { email } = await enrolledOfficer();
    const unknown = `nobody-locked-${kind}@gov.example`;
    const answers = async (address: string) => {
      const browser = newBrowser();
      await call(server, browser, "POST", "/api/staff/sign-in/code", { email: address });
      const statuses: unknown[] = [];
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        const answer = await call(server, browser, "POST", "/api/staff/sign-in/verify", { email: address, code: "000000" });
        statuses.push([answer.statusCode, answer.json()]);
      }
      return statuses;
    };
    const expected = [...Array.from({ length: 9 }, () => [422, WRONG_CODE]), [423, LOCKED], [423, LOCKED]];
    expect(await answers(email)).toEqual(expected);
    expect(await answers(unknown)).toEqual(expected);
  });

  it("keeps counting wrong e-mail codes over new codes and new browsers, and a right e-mail code leaves the authenticator's count alone", async () => {
    const { email, secret } = await enrolledOfficer();
    const wrongEmailCodes = async (times: number) => {
      const browser = newBrowser();
      await call(server, browser, "POST", "/api/staff/sign-in/code", { email });
      const code = await latestCode(server, email);
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= times; attempt += 1) {
        statuses.push((await call(server, browser, "POST", "/api/staff/sign-in/verify", { email, code: code === "000000" ? "111111" : "000000" })).statusCode);
      }
      return statuses;
    };
    expect(await wrongEmailCodes(5)).toEqual(Array<number>(5).fill(422));
    clock.advance(60_000);
    expect(await wrongEmailCodes(5)).toEqual([...Array<number>(4).fill(422), 423]);

    clock.advance(30 * 60_000);
    const browser = newBrowser();
    await signInWithCode(server, browser, email);
    const right = await totpCode(secret, clock.now());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await call(server, browser, "POST", "/api/staff/sign-in/totp", { code: right === "000000" ? "111111" : "000000" });
    }
    const counts = await server.database.db
      .selectFrom("staff_members")
      .select(["failed_codes", "failed_second_factors"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect({ email: Number(counts.failed_codes), secondFactor: Number(counts.failed_second_factors) }).toEqual({ email: 0, secondFactor: 5 });
  });

  it("asks a shift session idle 30 minutes only for the second factor, never an e-mail code, and ends it after 12 hours in all (decision 038)", async () => {
    const { id, email, secret } = await enrolledOfficer();
    const idle = await signIn(email, secret);
    const mailsBefore = (await outbox(server, email)).length;
    clock.advance(30 * 60_000 + 1000);
    const work = await call(server, idle, "GET", "/api/staff/members");
    expect(work.statusCode).toBe(401);
    expect(work.json()).toEqual({ message: STAFF_MESSAGES.reauthenticate, code: "REAUTHENTICATION_REQUIRED", error: STAFF_ERRORS.reauthenticate });
    expect(me(await call(server, idle, "GET", "/api/staff/me"))).toMatchObject({ email, stage: "second_factor", resuming: true });
    // Still waiting after another hour: asking who it is does not make the session active again.
    clock.advance(60 * 60_000);
    expect(me(await call(server, idle, "GET", "/api/staff/me"))).toMatchObject({ stage: "second_factor", resuming: true });
    const right = await totpCode(secret, clock.now());
    const wrong = await call(server, idle, "POST", "/api/staff/sign-in/totp", { code: right === "000000" ? "111111" : "000000" });
    expect(wrong.json()).toEqual(WRONG_CODE);
    const resumed = await call(server, idle, "POST", "/api/staff/sign-in/totp", { code: right });
    expect(resumed.statusCode).toBe(200);
    expect(me(resumed)).toMatchObject({ stage: "complete", resuming: false });
    expect((await call(server, idle, "GET", "/api/staff/me")).statusCode).toBe(200);
    expect((await outbox(server, email)).length).toBe(mailsBefore);
    expect((await auditOf(id)).slice(-2)).toEqual([
      { action: "staff.sign_in", outcome: "failed", record_type: "totp" },
      { action: "staff.session_resumed", outcome: "ok", record_type: "totp" },
    ]);

    // Past its 12 hours a session ends whatever is given: then the e-mail code again.
    clock.advance(11 * 60 * 60_000);
    const ended = await call(server, idle, "POST", "/api/staff/sign-in/totp", { code: await totpCode(secret, clock.now()) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: STAFF_MESSAGES.sessionEnded, code: "STAFF_SESSION_ENDED", error: STAFF_ERRORS.sessionEnded });

    // A sign-in left at the second factor for 30 minutes is not a shift session: it starts again.
    const halfway = newBrowser();
    await signInWithCode(server, halfway, email);
    clock.advance(30 * 60_000 + 1000);
    expect((await call(server, halfway, "GET", "/api/staff/me")).json()).toEqual({
      message: STAFF_MESSAGES.sessionEnded,
      code: "STAFF_SESSION_ENDED",
      error: STAFF_ERRORS.sessionEnded,
    });

    const busy = await signIn(email, secret);
    for (let hour = 0; hour < 12 * 3; hour += 1) {
      clock.advance(20 * 60_000);
      const answer = await call(server, busy, "GET", "/api/staff/me");
      if (hour < 12 * 3 - 1) expect(answer.statusCode).toBe(200);
      else expect(answer.json()).toEqual({ message: STAFF_MESSAGES.sessionEnded, code: "STAFF_SESSION_ENDED", error: STAFF_ERRORS.sessionEnded });
    }
  });

  it("ends an officer's session at once when an admin disables the account or changes its roles", async () => {
    const { id, email, secret, admin } = await enrolledOfficer();
    const adminBrowser = browserOf(admin);
    const first = await signIn(email, secret);
    const changed = await call(server, adminBrowser, "PUT", `/api/staff/members/${id}/roles`, { roles: ["customs_officer", "tourism_analyst"] });
    expect(changed.json<{ data: { attributes: { roles: string[] } } }>().data.attributes.roles).toEqual(["customs_officer", "tourism_analyst"]);
    expect((await call(server, first, "GET", "/api/staff/me")).json()).toEqual({
      message: STAFF_MESSAGES.sessionEnded,
      code: "STAFF_SESSION_ENDED",
      error: STAFF_ERRORS.sessionEnded,
    });

    const second = await signIn(email, secret);
    expect(me(await call(server, second, "GET", "/api/staff/me")).roles).toEqual(["customs_officer", "tourism_analyst"]);
    expect((await call(server, adminBrowser, "PUT", `/api/staff/members/${id}/status`, { status: "disabled" })).statusCode).toBe(200);
    const refused = await call(server, second, "GET", "/api/staff/me");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: STAFF_MESSAGES.sessionEnded, code: "STAFF_SESSION_ENDED", error: STAFF_ERRORS.sessionEnded });
    // A disabled member gets no code and cannot sign in.
    const before = (await outbox(server, email)).length;
    await call(server, newBrowser(), "POST", "/api/staff/sign-in/code", { email });
    expect(await outbox(server, email)).toHaveLength(before);
  });

  it("answers account_disabled to a session whose account was disabled in the database mid-session", async () => {
    const staff = await createStaff(server.database.db, ["customs_officer"], { now: clock.now() });
    const browser = browserOf(staff);
    expect((await call(server, browser, "GET", "/api/staff/me")).statusCode).toBe(200);
    await server.database.db.updateTable("staff_members").set({ status: "disabled" }).where("id", "=", staff.id).execute();
    const refused = await call(server, browser, "GET", "/api/staff/me");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: STAFF_MESSAGES.disabled, code: "ACCOUNT_DISABLED", error: STAFF_ERRORS.disabled });
  });

  it("refuses a traveller's bearer token on staff routes", async () => {
    const traveller = await createAccount(server.database.db);
    for (const [method, url] of [
      ["GET", "/api/staff/me"],
      ["GET", "/api/staff/members"],
      ["POST", "/api/staff/enrolment/totp"],
    ] as const) {
      const response = await server.request({ method, url, headers: { authorization: `Bearer ${traveller.token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: STAFF_MESSAGES.signedOut, code: "STAFF_SIGNED_OUT", error: STAFF_ERRORS.signedOut });
    }
  });

  it("refuses a second factor without a session, and a second authenticator for an enrolled member", async () => {
    const browser = newBrowser();
    expect((await call(server, browser, "POST", "/api/staff/sign-in/totp", { code: "123456" })).statusCode).toBe(401);
    const { browser: signedIn } = await enrolledOfficer();
    const current: StaffMe = me(await call(server, signedIn, "GET", "/api/staff/me"));
    expect(current.stage).toBe("complete");
    expect((await call(server, signedIn, "POST", "/api/staff/enrolment/totp")).statusCode).toBe(409);
  });
});
