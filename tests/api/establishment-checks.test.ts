import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEstablishment } from "#domain/establishment-admin.ts";
import { CONFIRM_PATH, RESET_PATH } from "#domain/establishments.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { mailedLinkToken, type PortalSessionData, registerConfirmed } from "../support/establishment-portal.ts";
import { newClientAddress, outbox, postJson } from "../support/sign-in.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { guestCheckIn } from "./logbook-support.ts";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
const SENT_IF_KNOWN = { message: "If this address has an establishment account, an e-mail is on its way." };
const newEmail = () => `owner-${randomUUID()}@example.com`;
const refusal = (code: keyof typeof ERROR_MESSAGES) => ({ message: ERROR_MESSAGES[code], code });

describe.each(DATABASE_KINDS)("establishment e-mail check, password reset and admin disabling on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();
  // Tests move the clock by hours: each admin signs in when their test starts.
  const signedInAdmin = (): Promise<TestStaff> => createStaff(server.database.db, ["admin"], { now: clock.now() });

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const post = (url: string, body: unknown) => postJson(server, url, body, { client: newClientAddress() });
  const login = (email: string, password = PASSWORD) => post("/api/v1/establishments/login", { email, password });
  const register = (email: string) => post("/api/v1/establishments/register", { email, organisation_name: "Rota Resort", password: PASSWORD });
  const portalGet = (token: string) =>
    server.request({
      method: "GET",
      url: "/api/v1/establishment/branches",
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": newClientAddress() },
    });
  const addBranch = async (token: string) => {
    const response = await server.request({
      method: "POST",
      url: "/api/v1/establishment/branches",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": newClientAddress() },
      payload: JSON.stringify({ name: "Rota Resort", branch: "Songsong" }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: string } }>().data.id;
  };

  it("opens no session at registration; the right password of an unconfirmed account is told to confirm, a wrong one learns nothing", async () => {
    const email = newEmail();
    const registered = await register(email);
    expect({ status: registered.statusCode, body: registered.json() }).toEqual({
      status: 201,
      body: { message: "Check your e-mail: open the link we sent to confirm your address.", data: { email } },
    });
    const [mail] = await outbox(server, email);
    expect(mail).toMatchObject({ channel: "email", subject: "Confirm your e-mail address for the CNMI establishment portal" });
    expect(mail?.body).toContain(`${CONFIRM_PATH}`);

    const unconfirmed = await login(email);
    expect({ status: unconfirmed.statusCode, body: unconfirmed.json() }).toEqual({ status: 403, body: refusal("EMAIL_NOT_CONFIRMED") });
    expect((await login(email, "not the password at all")).statusCode).toBe(422);

    const confirmed = await post("/api/v1/establishments/confirm", { token: await mailedLinkToken(server, email, CONFIRM_PATH) });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json<{ data: PortalSessionData }>().data;
    expect(session).toEqual({ token: expect.any(String), email, organisation_name: "Rota Resort" });
    expect((await portalGet(session.token)).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });

  it("mails the link again on request with one answer for every address; a new link ends the old, each link works once and for 24 hours", async () => {
    const email = newEmail();
    await register(email);
    const first = await mailedLinkToken(server, email, CONFIRM_PATH);
    const unknownAddress = newEmail();
    for (const asked of [email, unknownAddress]) {
      const again = await post("/api/v1/establishments/confirmation", { email: asked });
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 202, body: SENT_IF_KNOWN });
    }
    await expect.poll(async () => (await outbox(server, email)).length).toBe(2);
    expect(await outbox(server, unknownAddress)).toEqual([]);
    const second = await mailedLinkToken(server, email, CONFIRM_PATH);
    expect(second).not.toBe(first);
    expect((await post("/api/v1/establishments/confirm", { token: first })).json()).toEqual(refusal("ESTABLISHMENT_LINK_INVALID"));

    clock.advance(24 * 3_600_000 + 1000);
    const late = await post("/api/v1/establishments/confirm", { token: second });
    expect({ status: late.statusCode, body: late.json() }).toEqual({ status: 410, body: refusal("ESTABLISHMENT_LINK_EXPIRED") });

    await post("/api/v1/establishments/confirmation", { email });
    await expect.poll(async () => (await outbox(server, email)).length).toBe(3);
    const third = await mailedLinkToken(server, email, CONFIRM_PATH);
    expect((await post("/api/v1/establishments/confirm", { token: third })).statusCode).toBe(200);
    const reused = await post("/api/v1/establishments/confirm", { token: third });
    expect({ status: reused.statusCode, body: reused.json() }).toEqual({ status: 410, body: refusal("ESTABLISHMENT_LINK_USED") });
  });

  it("resets a password by a mailed link that works once and for 30 minutes, ends every session, and answers unknown addresses alike", async () => {
    const email = newEmail();
    const session = await registerConfirmed(server, { email, organisation_name: "Tinian Tours", password: PASSWORD });
    const unknownAddress = newEmail();
    for (const asked of [email, unknownAddress]) {
      const requested = await post("/api/v1/establishments/password-reset", { email: asked });
      expect({ status: requested.statusCode, body: requested.json() }).toEqual({ status: 202, body: SENT_IF_KNOWN });
    }
    expect(await outbox(server, unknownAddress)).toEqual([]);
    const token = await mailedLinkToken(server, email, RESET_PATH);

    const short = await post("/api/v1/establishments/password-reset/confirm", { token, password: "short" });
    expect(short.statusCode).toBe(422);
    const reset = await post("/api/v1/establishments/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect({ status: reset.statusCode, body: reset.json() }).toEqual({
      status: 200,
      body: { message: "Your password has been changed. Sign in with the new one." },
    });
    expect((await portalGet(session.token)).statusCode).toBe(403);
    expect((await login(email)).statusCode).toBe(422);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await post("/api/v1/establishments/password-reset/confirm", { token, password: "yet another passphrase" });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 410, body: refusal("ESTABLISHMENT_LINK_USED") });

    await post("/api/v1/establishments/password-reset", { email });
    await expect.poll(async () => (await outbox(server, email)).filter((mail) => mail.body.includes(RESET_PATH)).length).toBe(2);
    const later = await mailedLinkToken(server, email, RESET_PATH);
    clock.advance(30 * 60_000 + 1000);
    const expired = await post("/api/v1/establishments/password-reset/confirm", { token: later, password: "yet another passphrase" });
    expect({ status: expired.statusCode, body: expired.json() }).toEqual({ status: 410, body: refusal("ESTABLISHMENT_LINK_EXPIRED") });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("throttles the mailed links per e-mail address, known or not, the same way", async () => {
    const known = newEmail();
    await registerConfirmed(server, { email: known, organisation_name: "Saipan Bakery", password: PASSWORD });
    for (const email of [known, newEmail()]) {
      for (let count = 1; count <= 3; count += 1) expect((await post("/api/v1/establishments/password-reset", { email })).statusCode).toBe(202);
      const refused = await post("/api/v1/establishments/password-reset", { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toEqual(expect.any(String));
    }
  });

  it("lets an admin find, disable and enable an establishment with a reason, audited; a disabled branch's QR refuses check-ins", async () => {
    const admin = await signedInAdmin();
    const email = newEmail();
    const owner = await registerConfirmed(server, { email, organisation_name: "Managaha Snacks", password: PASSWORD });
    const branchId = await addBranch(owner.token);
    const checkedIn = await post("/api/v1/scan_qr/confirm", guestCheckIn(branchId));
    expect(checkedIn.statusCode).toBe(200);

    const listed = await callStaffApi(server, "GET", `/api/staff/establishments?q=${encodeURIComponent("MANAGAHA")}`, { staff: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const [account, ...others] = listed.json<{ data: AdminEstablishment[] }>().data;
    expect(others).toEqual([]);
    // The account, its branches and a count: nothing of the guest who checked in.
    expect(account).toEqual({
      id: expect.any(String),
      organisation_name: "Managaha Snacks",
      email,
      status: "active",
      created_at: expect.any(String),
      email_confirmed_at: expect.any(String),
      disabled_at: null,
      disabled_reason: null,
      branches: [{ id: branchId, name: "Rota Resort", branch: "Songsong" }],
      recent_check_ins: 1,
    });
    expect(listed.body).not.toMatch(/maria|santos|\+1670/i);
    if (!account) throw new Error("not listed");

    const forbidden = await callStaffApi(server, "POST", `/api/staff/establishments/${account.id}/disable`, {
      staff: await createStaff(server.database.db, ["health_official"], { now: clock.now() }),
      body: { reason: "Fake venue" },
    });
    expect(forbidden.statusCode).toBe(403);
    const noReason = await callStaffApi(server, "POST", `/api/staff/establishments/${account.id}/disable`, { staff: admin, body: { reason: "  " } });
    expect(noReason.statusCode).toBe(422);
    const unknown = await callStaffApi(server, "POST", `/api/staff/establishments/${randomUUID()}/disable`, { staff: admin, body: { reason: "Fake venue" } });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: refusal("ESTABLISHMENT_NOT_FOUND") });

    const disabled = await callStaffApi(server, "POST", `/api/staff/establishments/${account.id}/disable`, {
      staff: admin,
      body: { reason: "Reported as a fake venue collecting phone numbers" },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<{ data: AdminEstablishment }>().data).toMatchObject({
      status: "disabled",
      disabled_reason: "Reported as a fake venue collecting phone numbers",
    });

    // At the door: the look-up and the check-in say why, and nothing is recorded.
    for (const answer of [
      await server.request({ method: "GET", url: `/api/v1/scan_qr?uuid=${branchId}` }),
      await post("/api/v1/scan_qr/confirm", guestCheckIn(branchId)),
    ]) {
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 403, body: refusal("ESTABLISHMENT_DISABLED") });
    }
    const visits = await server.database.db.selectFrom("visits").select("id").where("establishment_id", "=", branchId).execute();
    expect(visits).toHaveLength(1);
    // Its sessions ended and it cannot sign in again; a reset link is not mailed.
    expect((await portalGet(owner.token)).statusCode).toBe(403);
    expect((await login(email)).json()).toEqual(refusal("ESTABLISHMENT_DISABLED"));

    const enabled = await callStaffApi(server, "POST", `/api/staff/establishments/${account.id}/enable`, {
      staff: admin,
      body: { reason: "Venue verified by phone" },
    });
    expect(enabled.json<{ data: AdminEstablishment }>().data).toMatchObject({ status: "active", disabled_at: null, disabled_reason: null });
    expect((await post("/api/v1/scan_qr/confirm", guestCheckIn(branchId))).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);

    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "staff_id", "outcome", "record_id", "purpose"])
      .where("record_type", "=", "establishment")
      .where("outcome", "=", "ok")
      .orderBy("seq")
      .execute();
    expect(audit).toEqual([
      { action: "establishment.list", staff_id: admin.id, outcome: "ok", record_id: null, purpose: "platform administration" },
      {
        action: "establishment.disable",
        staff_id: admin.id,
        outcome: "ok",
        record_id: account.id,
        purpose: "Reported as a fake venue collecting phone numbers",
      },
      { action: "establishment.enable", staff_id: admin.id, outcome: "ok", record_id: account.id, purpose: "Venue verified by phone" },
    ]);
  });

  it("filters the admin's list by status", async () => {
    const admin = await signedInAdmin();
    const email = newEmail();
    await register(email);
    const unconfirmed = await callStaffApi(server, "GET", "/api/staff/establishments?status=unconfirmed", { staff: admin });
    const rows = unconfirmed.json<{ data: AdminEstablishment[] }>().data;
    expect(rows.map((row) => row.email)).toContain(email);
    expect(rows.every((row) => row.status === "unconfirmed")).toBe(true);
  });
});
