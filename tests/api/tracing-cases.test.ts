import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { phonePersonKey } from "#domain/person-key.ts";
import { commonwealthDay, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import { callApi, createAccount, type TestAccount } from "../support/accounts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";
import { serveTracingApi } from "./tracing-support.ts";

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)("contact tracing: cases on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const call = (method: string, url: string, body?: unknown, staff = official) => callStaffApi(server, method, url, { staff, body });
  const caseOf = (response: { json: <T>() => T }) => response.json<{ data: TracingCase }>().data;

  let travellerCount = 0;
  async function traveller(name = "ROSA", lastName = "CAMACHO"): Promise<TestAccount> {
    const account = await createAccount(server.database.db);
    const saved = await callApi(server, "POST", "/api/v2/me/logbook", {
      token: account.token,
      body: { name, last_name: lastName, gender: "FEMALE", birth_date: "1985-02-03" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    travellerCount += 1;
    await server.database.db
      .updateTable("users")
      .set({ mobile_number: `+1670666${String(travellerCount).padStart(4, "0")}` })
      .where("id", "=", account.id)
      .execute();
    return account;
  }

  let guestCount = 0;
  /** A new guest mobile number, E.164. */
  const guestMobile = () => `+1670777${String((guestCount += 1)).padStart(4, "0")}`;

  /** A guest's check-in through the real guest flow; answers what the door was told. */
  async function guestCheckInAt(mobile: string, names = { name: "ana", last_name: "cruz" }): Promise<string> {
    const branch = await createBranch(server.database.db);
    const response = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { mobile_number: mobile, ...names }), {
      client: newClientAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe("Welcome!");
    return response.json<{ data: { access_status: string } }>().data.access_status;
  }

  it("opens a case for an account: 201, the person's snapshot, the derived window, and the profile shows the status at once", async () => {
    const account = await traveller();
    const user = await server.database.db.selectFrom("users").select("mobile_number").where("id", "=", account.id).executeTakeFirstOrThrow();
    const response = await call("POST", "/api/staff/tracing/cases", {
      person_key: `user:${account.id}`,
      case_status: "0003",
      health_status: "MILD",
      onset_date: "2026-11-10",
    });
    expect(response.statusCode, response.body).toBe(201);
    const opened = caseOf(response);
    const today = commonwealthDay(new Date());
    const opener = await server.database.db.selectFrom("staff_members").select("display_name").where("id", "=", official.id).executeTakeFirstOrThrow();
    expect(opened).toMatchObject({
      type: "tracing_case",
      attributes: {
        person_key: `user:${account.id}`,
        kind: "account",
        full_name: "ROSA CAMACHO",
        mobile_number: user.mobile_number,
        email: account.email,
        case_status: "0003",
        health_status: "MILD",
        onset_date: "2026-11-10",
        test_date: null,
        isolation_date: null,
        window_from: "2026-11-08",
        window_from_source: "onset",
        window_to: today,
        window_to_source: "opened",
        opened_by: opener.display_name,
        closed_at: null,
        contact_list: { state: "none", counts: [], included: 0, notified: 0, overdue_follow_ups: 0, capped: false },
      },
    });
    const profile = await callApi(server, "GET", "/api/v1/me/profile", { token: account.token });
    expect(profile.json<{ data: { attributes: { case_status: string; health_status: string } } }>().data.attributes).toMatchObject({
      case_status: "0003",
      health_status: "MILD",
    });
    const branch = await createBranch(server.database.db);
    const door = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", { token: account.token, body: { uuid: branch.id, purpose: "Business" } });
    expect(door.statusCode).toBe(409);
    expect(door.json<{ status: string }>().status).toBe("NOT_ALLOWED");
    expect((await call("GET", `/api/staff/tracing/cases/${opened.id}`)).json()).toEqual({ data: opened });
  });

  it("opens a case for a guest known by the mobile number and name of their check-ins: their next check-in is NOT_ALLOWED, and ALLOWED once cleared; another person on the same phone is not turned away", async () => {
    const mobile = guestMobile();
    const ana = { name: "ANA", last_name: "CRUZ" };
    expect(await guestCheckInAt(mobile, ana)).toBe("ALLOWED");
    expect(await guestCheckInAt(mobile, { name: "ANA MARIE", last_name: "CRUZ" })).toBe("ALLOWED");
    const key = phonePersonKey(mobile, { first_name: ana.name, last_name: ana.last_name });
    const response = await call("POST", "/api/staff/tracing/cases", { person_key: key, case_status: "0003", test_date: "2026-11-12" });
    expect(response.statusCode, response.body).toBe(201);
    const opened = caseOf(response);
    expect(opened.attributes).toMatchObject({
      person_key: key,
      kind: "guest",
      full_name: "ANA CRUZ",
      mobile_number: mobile,
      window_from: "2026-11-10",
      window_from_source: "test",
    });
    expect(await guestCheckInAt(mobile, { name: "ANA MARIE", last_name: "CRUZ" })).toBe("ALLOWED");
    expect(await guestCheckInAt(mobile, ana)).toBe("NOT_ALLOWED");
    const latest = await server.database.db
      .selectFrom("visits")
      .select("access_status")
      .where("person_key", "=", key)
      .orderBy("started_at", "desc")
      .executeTakeFirstOrThrow();
    expect(latest.access_status).toBe("NOT_ALLOWED");
    expect(await guestCheckInAt(guestMobile())).toBe("ALLOWED");
    const cleared = await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { case_status: "0004" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(caseOf(cleared).attributes.case_status).toBe("0004");
    expect(await guestCheckInAt(mobile, ana)).toBe("ALLOWED");
    await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { case_status: "0001", health_status: "GOOD" });
    expect(await guestCheckInAt(mobile, ana)).toBe("NOT_ALLOWED");
  });

  it("refuses a person with neither an account nor a check-in with 404, and a second open case with 409", async () => {
    for (const person_key of [`user:${randomUUID()}`, "mobile:16709990000/NOBODY HERE"]) {
      const response = await call("POST", "/api/staff/tracing/cases", { person_key, case_status: "0002" });
      expect(response.statusCode, person_key).toBe(404);
      expect(response.json()).toEqual({ message: "No person with this key has an account or a check-in.", code: "PERSON_NOT_FOUND" });
    }
    const malformed = await call("POST", "/api/staff/tracing/cases", { person_key: "someone", case_status: "0002" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: "No person with this key has an account or a check-in.",
      code: "VALIDATION_FAILED",
      errors: { person_key: ["No person with this key has an account or a check-in."] },
    });
    const account = await traveller("PEDRO", "SANTOS");
    const first = await call("POST", "/api/staff/tracing/cases", { person_key: `user:${account.id}`, case_status: "0002" });
    expect(first.statusCode).toBe(201);
    const second = await call("POST", "/api/staff/tracing/cases", { person_key: `user:${account.id}`, case_status: "0003" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: "This person already has an open case.", code: "CASE_ALREADY_OPEN", error: "case_already_open" });
    expect(
      (await callApi(server, "GET", "/api/v1/me/profile", { token: account.token })).json<{ data: { attributes: { case_status: string } } }>().data.attributes
        .case_status,
    ).toBe("0002");
  });

  it("opens one case when two officials open one for the same person at the same moment", async () => {
    const account = await traveller("LUIS", "TAITANO");
    const answers = await Promise.all(
      ["0002", "0003", "0001"].map((case_status) => call("POST", "/api/staff/tracing/cases", { person_key: `user:${account.id}`, case_status })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const open = await server.database.stores.health.selectFrom("tracing_cases").select("id").where("person_key", "=", `user:${account.id}`).execute();
    expect(open).toHaveLength(1);
  });

  it("refuses a window that ends before it starts, on opening and on change, as a field error", async () => {
    const account = await traveller("LUIS", "REYES");
    const refused = await call("POST", "/api/staff/tracing/cases", {
      person_key: `user:${account.id}`,
      case_status: "0003",
      window_from: "2026-11-10",
      window_to: "2026-11-09",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: "The window must end on or after the day it starts.",
      code: "VALIDATION_FAILED",
      errors: { window_to: ["The window must end on or after the day it starts."] },
    });
    const opened = caseOf(
      await call("POST", "/api/staff/tracing/cases", {
        person_key: `user:${account.id}`,
        case_status: "0003",
        onset_date: "2026-11-10",
        isolation_date: "2026-11-14",
      }),
    );
    expect(opened.attributes).toMatchObject({ window_from: "2026-11-08", window_to: "2026-11-14", window_to_source: "isolation" });
    const late = await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { window_from: "2026-11-20" });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      message: "The window must end on or after the day it starts.",
      code: "VALIDATION_FAILED",
      errors: { window_from: ["The window must end on or after the day it starts."] },
    });
    const edited = await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { window_from: "2026-11-05", window_to: "2026-11-15" });
    expect(caseOf(edited).attributes).toMatchObject({
      window_from: "2026-11-05",
      window_from_source: "edited",
      window_to: "2026-11-15",
      window_to_source: "edited",
    });
  });

  it("closes a case for good: a closed case refuses changes with 409 and is listed among the closed", async () => {
    const account = await traveller("CARMEN", "AGUON");
    const opened = caseOf(await call("POST", "/api/staff/tracing/cases", { person_key: `user:${account.id}`, case_status: "0003" }));
    const closing = await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { case_status: "0004", closed: true });
    expect(closing.statusCode, closing.body).toBe(200);
    expect(caseOf(closing).attributes.closed_at).not.toBeNull();
    expect(caseOf(closing).attributes.case_status).toBe("0004");
    const change = await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { case_status: "0003" });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ message: "This case is closed.", code: "CASE_CLOSED", error: "case_closed" });
    const closed = (await call("GET", "/api/staff/tracing/cases?state=closed")).json<{ data: TracingCase[] }>().data.map((each) => each.id);
    const open = (await call("GET", "/api/staff/tracing/cases")).json<{ data: TracingCase[] }>().data.map((each) => each.id);
    expect(closed).toContain(opened.id);
    expect(open).not.toContain(opened.id);
    const reopened = await call("POST", "/api/staff/tracing/cases", { person_key: `user:${account.id}`, case_status: "0002" });
    expect(reopened.statusCode).toBe(201);
  });

  it("lists open cases with overdue follow-ups first, then the newest", async () => {
    const { health } = server.database.stores;
    const at = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const older = await insertCase(health, {
      person_key: `mobile:1670888${randomUUID().replace(/\D/g, "").slice(0, 4)}`,
      opened_by: official.id,
      opened_at: at(5),
    });
    const overdue = await insertCase(health, { person_key: "mobile:16708880001", opened_by: official.id, opened_at: at(9) });
    const newest = await insertCase(health, { person_key: "mobile:16708880002", opened_by: official.id, opened_at: at(0.001) });
    await insertContact(health, { case_id: overdue, person_key: "mobile:16708880003", follow_up_due: "2026-01-01" });
    const listed = (await call("GET", "/api/staff/tracing/cases?state=open")).json<{ data: TracingCase[] }>().data;
    const ids = listed.map((each) => each.id).filter((id) => [older, overdue, newest].includes(id));
    expect(ids).toEqual([overdue, newest, older]);
    expect(listed[0]?.attributes.contact_list.overdue_follow_ups).toBe(1);
  });

  it("answers an unknown case with 404 on read and change, and a bad state with 422", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { case_status: "0004" }],
    ] as const) {
      const response = await call(method, `/api/staff/tracing/cases/${randomUUID()}`, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ message: "Case not found.", code: "CASE_NOT_FOUND" });
    }
    expect((await call("GET", "/api/staff/tracing/cases?state=all")).statusCode).toBe(422);
  });

  it("records every open, read, list, change and close in the audit trail", async () => {
    const staff = await createStaff(server.database.db, ["health_official"]);
    const account = await traveller("JESUS", "DELEON");
    const opened = caseOf(await call("POST", "/api/staff/tracing/cases", { person_key: `user:${account.id}`, case_status: "0002" }, staff));
    await call("GET", `/api/staff/tracing/cases/${opened.id}`, undefined, staff);
    await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { health_status: "SEVERE" }, staff);
    await call("PATCH", `/api/staff/tracing/cases/${opened.id}`, { closed: true }, staff);
    await call("GET", "/api/staff/tracing/cases?state=closed", undefined, staff);
    const rows = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "outcome", "role", "subject_user_id", "record_type", "record_id", "purpose"])
      .where("staff_id", "=", staff.id)
      .where("record_id", "=", opened.id)
      .orderBy("seq")
      .execute();
    const expected = (action: string) => ({
      action,
      outcome: "ok",
      role: "health_official",
      subject_user_id: account.id,
      record_type: "tracing_case",
      record_id: opened.id,
      purpose: "contact tracing",
    });
    expect(rows).toEqual(["tracing.case.open", "tracing.case.read", "tracing.case.change", "tracing.case.close", "tracing.cases.list"].map(expected));
  });

  it.each(["customs_officer", "admin", "front_liner"] as const)("refuses a %s on every case route with 403, audited", async (role) => {
    const staff = await createStaff(server.database.db, [role]);
    const caseId = await insertCase(server.database.stores.health, { opened_by: official.id });
    const calls = [
      ["POST", "/api/staff/tracing/cases", { person_key: "mobile:16708889999", case_status: "0003" }],
      ["GET", "/api/staff/tracing/cases", undefined],
      ["GET", `/api/staff/tracing/cases/${caseId}`, undefined],
      ["PATCH", `/api/staff/tracing/cases/${caseId}`, { case_status: "0004" }],
    ] as const;
    for (const [method, url, body] of calls) {
      const response = await call(method, url, body, staff);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const refusals = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "outcome"])
      .where("staff_id", "=", staff.id)
      .orderBy("seq")
      .execute();
    expect(refusals).toEqual(
      ["tracing.case.open", "tracing.cases.list", "tracing.case.read", "tracing.case.change"].map((action) => ({ action, outcome: "denied" })),
    );
    const untouched = await server.database.stores.health.selectFrom("tracing_cases").select("case_status").where("id", "=", caseId).executeTakeFirstOrThrow();
    expect(untouched.case_status).toBe("0003");
  });
});
