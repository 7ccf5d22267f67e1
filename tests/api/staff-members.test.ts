import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ERRORS, STAFF_MESSAGES, type StaffMember } from "#domain/staff/staff-accounts.ts";
import { STAFF_ROLES } from "#domain/staff/staff-roles.ts";
import { recordAudit } from "../../server/audit/audit-trail.ts";
import { runRetention } from "../../server/jobs/retention.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { latestCode, outbox } from "../support/sign-in.ts";
import { createStaff, type TestStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { acceptInvite, browserOf, call, invite, inviteToken, newBrowser } from "./staff-support.ts";

const HOUR_MS = 3_600_000;
const FORBIDDEN = { message: STAFF_MESSAGES.forbidden, code: "ROLE_FORBIDDEN", error: STAFF_ERRORS.forbidden };

describe.each(DATABASE_KINDS)("staff administration on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();
  let count = 0;
  const newStaffEmail = () => `member${++count}-${kind}@gov.example`;

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const staff = (roles: Parameters<typeof createStaff>[1]) => createStaff(server.database.db, roles, { now: clock.now() });
  const asAdmin = (admin: TestStaff, method: string, url: string, body?: unknown) => call(server, browserOf(admin), method, url, body);
  const memberIn = async (admin: TestStaff, id: string) =>
    (await asAdmin(admin, "GET", "/api/staff/members")).json<{ data: StaffMember[] }>().data.find((member) => member.id === id);
  const auditAbout = (id: string) =>
    server.database.db
      .selectFrom("audit_events")
      .select(["staff_id", "role", "action", "outcome", "shown"])
      .where("record_id", "=", id)
      .orderBy("seq")
      .execute();

  it("invites a member: the list shows roles, status and the invitation, and account state only", async () => {
    const admin = await staff(["admin"]);
    const email = newStaffEmail();
    const invited = await invite(server, admin, email, ["customs_officer", "front_liner"]);
    const [mail] = await outbox(server, email);
    expect(mail?.body).toContain(`${server.database.config.publicUrl}/console/invite/${invited.token}`);
    const member = await memberIn(admin, invited.id);
    expect(member).toEqual({
      id: invited.id,
      type: "staff_member",
      attributes: {
        email,
        display_name: "Rosa Camacho",
        status: "invited",
        roles: ["customs_officer", "front_liner"],
        has_totp: false,
        passkey_count: 0,
        last_sign_in_at: null,
        locked_until: null,
        invite_expires_at: expect.any(String),
        created_at: expect.any(String),
      },
    });
    expect(Date.parse(member?.attributes.invite_expires_at ?? "") - clock.now().getTime()).toBeGreaterThan(71 * HOUR_MS);
    expect(await auditAbout(invited.id)).toEqual([
      { staff_id: admin.id, role: "admin", action: "staff.invited", outcome: "ok", shown: "roles customs_officer, front_liner" },
    ]);
    const listings = await server.database.db
      .selectFrom("audit_events")
      .select(["role", "outcome", "shown"])
      .where("staff_id", "=", admin.id)
      .where("action", "=", "staff.members_listed")
      .execute();
    expect(listings).toEqual([{ role: "admin", outcome: "ok", shown: "e-mail, name, roles, status, last sign-in, second factors" }]);

    const again = await asAdmin(admin, "POST", "/api/staff/members", { email, display_name: "Rosa", roles: ["customs_officer"] });
    expect(again.statusCode).toBe(409);
    const invalid = await asAdmin(admin, "POST", "/api/staff/members", { email: "not-an-address", display_name: "", roles: [] });
    expect(invalid.statusCode).toBe(422);
  });

  it("refuses a used invitation, an expired one, and the earlier link once a new one is sent", async () => {
    const admin = await staff(["admin"]);
    const email = newStaffEmail();
    const first = await invite(server, admin, email, ["tourism_analyst"]);
    const resent = await asAdmin(admin, "POST", `/api/staff/members/${first.id}/invite`);
    expect(resent.statusCode).toBe(200);
    const second = await inviteToken(server, email);
    const replaced = await call(server, newBrowser(), "GET", `/api/staff/invites/${first.token}`);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toEqual({ message: STAFF_MESSAGES.inviteInvalid, code: "INVITE_INVALID", error: STAFF_ERRORS.inviteInvalid });

    expect((await acceptInvite(server, newBrowser(), second, email)).statusCode).toBe(200);
    const used = await call(server, newBrowser(), "POST", `/api/staff/invites/${second}/accept`, { code: await latestCode(server, email) });
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual({ message: STAFF_MESSAGES.inviteUsed, code: "INVITE_USED", error: STAFF_ERRORS.inviteUsed });
    expect((await asAdmin(admin, "POST", `/api/staff/members/${first.id}/invite`)).statusCode).toBe(409);

    const late = newStaffEmail();
    const expiring = await invite(server, admin, late, ["tourism_analyst"]);
    clock.advance(72 * HOUR_MS + 1000);
    const expired = await call(server, newBrowser(), "GET", `/api/staff/invites/${expiring.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: STAFF_MESSAGES.inviteExpired, code: "INVITE_EXPIRED", error: STAFF_ERRORS.inviteExpired });
    expect((await call(server, newBrowser(), "POST", `/api/staff/invites/${expiring.token}/code`)).statusCode).toBe(410);
    expect((await memberIn(await staff(["admin"]), expiring.id))?.attributes.status).toBe("invited");
  });

  it("refuses every admin route to the other roles with 403 and audits the refusal", async () => {
    const admin = await staff(["admin"]);
    const target = await staff(["customs_officer"]);
    for (const role of STAFF_ROLES.filter((candidate) => candidate !== "admin")) {
      const other = await staff([role]);
      const calls: Array<[string, string, unknown]> = [
        ["GET", "/api/staff/members", undefined],
        ["POST", "/api/staff/members", { email: newStaffEmail(), display_name: "X", roles: ["admin"] }],
        ["POST", `/api/staff/members/${target.id}/invite`, undefined],
        ["PUT", `/api/staff/members/${target.id}/roles`, { roles: ["admin"] }],
        ["PUT", `/api/staff/members/${target.id}/status`, { status: "disabled" }],
      ];
      for (const [method, url, body] of calls) {
        const response = await call(server, browserOf(other), method, url, body);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      const refusals = await server.database.db.selectFrom("audit_events").select("outcome").where("staff_id", "=", other.id).execute();
      expect(refusals).toEqual(calls.map(() => ({ outcome: "denied" })));
    }
    expect((await memberIn(admin, target.id))?.attributes).toMatchObject({ status: "active", roles: ["customs_officer"] });
    expect((await call(server, newBrowser(), "GET", "/api/staff/members")).statusCode).toBe(401);
  });

  it("keeps an active admin: the last one can be neither disabled nor stripped of the role", async () => {
    // Every admin made by the other cases is disabled first, so this one is the last.
    await server.database.db.updateTable("staff_members").set({ status: "disabled" }).execute();
    const last = await staff(["admin"]);
    const stripped = await asAdmin(last, "PUT", `/api/staff/members/${last.id}/roles`, { roles: ["customs_officer"] });
    expect(stripped.statusCode).toBe(409);
    expect(stripped.json<{ message: string }>().message).toMatch(/last active admin/);
    expect((await asAdmin(last, "PUT", `/api/staff/members/${last.id}/status`, { status: "disabled" })).statusCode).toBe(409);
    expect((await memberIn(last, last.id))?.attributes).toMatchObject({ status: "active", roles: ["admin"] });

    const second = await staff(["admin"]);
    const handedOver = await asAdmin(second, "PUT", `/api/staff/members/${last.id}/roles`, { roles: ["customs_officer"] });
    expect(handedOver.statusCode).toBe(200);
    expect(await auditAbout(last.id)).toEqual([
      { staff_id: second.id, role: "admin", action: "staff.roles_changed", outcome: "ok", shown: "roles admin → customs_officer" },
    ]);
  });

  it("lifts a lock when an admin makes the account active again, and audits status changes", async () => {
    const admin = await staff(["admin"]);
    const officer = await staff(["health_official"]);
    const lockedUntil = new Date(clock.now().getTime() + 20 * 60_000).toISOString();
    await server.database.db.updateTable("staff_members").set({ locked_until: lockedUntil, failed_codes: 0 }).where("id", "=", officer.id).execute();
    expect((await memberIn(admin, officer.id))?.attributes.locked_until).toBe(lockedUntil);
    expect((await asAdmin(admin, "PUT", `/api/staff/members/${officer.id}/status`, { status: "disabled" })).statusCode).toBe(200);
    const enabled = await asAdmin(admin, "PUT", `/api/staff/members/${officer.id}/status`, { status: "active" });
    expect(enabled.json<{ data: StaffMember }>().data.attributes).toMatchObject({ status: "active", locked_until: null });
    expect((await auditAbout(officer.id)).map((row) => [row.action, row.shown])).toEqual([
      ["staff.status_changed", "status active → disabled"],
      ["staff.status_changed", "status disabled → active"],
    ]);

    const invited = await invite(server, admin, newStaffEmail(), ["customs_officer"]);
    expect((await asAdmin(admin, "PUT", `/api/staff/members/${invited.id}/status`, { status: "active" })).statusCode).toBe(409);
  });

  it("disables accounts unused for 90 days in the retention job and ends their sessions", async () => {
    const now = clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * HOUR_MS).toISOString();
    const stale = await staff(["customs_officer"]);
    const neverUsed = await staff(["tourism_analyst"]);
    const recent = await staff(["health_official"]);
    const scanning = await staff(["front_liner"]);
    const db = server.database.db;
    // A front-liner who scans in the traveller app every day but never signs in to the console.
    await db
      .updateTable("staff_members")
      .set({ last_sign_in_at: daysAgo(91) })
      .where("id", "=", scanning.id)
      .execute();
    await recordAudit(db, null, { staffId: scanning.id, role: "front_liner" }, { action: "front_liner.scan", outcome: "failed" }, new Date(daysAgo(2)));
    await db
      .updateTable("staff_members")
      .set({ last_sign_in_at: daysAgo(91) })
      .where("id", "=", stale.id)
      .execute();
    await db
      .updateTable("staff_members")
      .set({ last_sign_in_at: null, created_at: daysAgo(91) })
      .where("id", "=", neverUsed.id)
      .execute();
    await db
      .updateTable("staff_members")
      .set({ last_sign_in_at: daysAgo(89) })
      .where("id", "=", recent.id)
      .execute();

    const counts = await runRetention(db, now);
    expect(counts.staff_disabled).toBeGreaterThanOrEqual(2);
    const statuses = await db
      .selectFrom("staff_members")
      .select(["id", "status"])
      .where("id", "in", [stale.id, neverUsed.id, recent.id, scanning.id])
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [stale.id]: "disabled",
      [neverUsed.id]: "disabled",
      [recent.id]: "active",
      [scanning.id]: "active",
    });
    expect((await call(server, browserOf(stale), "GET", "/api/staff/me")).statusCode).toBe(401);
    expect((await call(server, browserOf(recent), "GET", "/api/staff/me")).statusCode).toBe(200);
    expect(await auditAbout(stale.id)).toEqual([{ staff_id: null, role: null, action: "staff.disabled_unused", outcome: "ok", shown: null }]);
  });
  it("deletes ended staff sessions, sign-in codes and invitations a day after they ended, and keeps live ones", async () => {
    const db = server.database.db;
    const member = await staff(["customs_officer"]);
    const now = clock.now();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
    const live = await db.selectFrom("staff_sessions").select("id").where("staff_id", "=", member.id).executeTakeFirstOrThrow();
    const row = { staff_id: member.id, created_at: ago(50) };
    await db
      .insertInto("staff_sessions")
      .values({ ...row, id: "ended-session", token_hash: "ended", stage: "complete", last_seen_at: ago(50), expires_at: ago(38), revoked_at: null })
      .execute();
    await db
      .insertInto("staff_sign_in_codes")
      .values({ ...row, id: "ended-code", code_hash: "x", expires_at: ago(49), used_at: null })
      .execute();
    await db
      .insertInto("staff_sign_in_codes")
      .values({ ...row, id: "fresh-code", code_hash: "y", created_at: ago(0), expires_at: ago(-0.1), used_at: null })
      .execute();
    await db
      .insertInto("staff_invites")
      .values({ ...row, id: "ended-invite", token_hash: "z", created_by: null, expires_at: ago(26), used_at: null })
      .execute();

    const counts = await runRetention(db, now);
    expect(counts).toMatchObject({ staff_sessions: 1, staff_sign_in_codes: 1, staff_invites: 1 });
    const left = async (table: "staff_sessions" | "staff_sign_in_codes" | "staff_invites") =>
      (await db.selectFrom(table).select("id").where("staff_id", "=", member.id).execute()).map((found) => found.id).sort();
    expect(await left("staff_sessions")).toEqual([live.id]);
    expect(await left("staff_sign_in_codes")).toEqual(["fresh-code"]);
    expect(await left("staff_invites")).toEqual([]);
  });
});
