import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSetting, PandemicConsequence, SettingChange } from "#domain/settings-admin.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { attestationForm, customsForm, dateInDays, newTrip, startTrip, submitPart, surveyForm } from "../support/trip-fixtures.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";

describe.each(DATABASE_KINDS)("admin settings API on %s", (kind) => {
  let server: ApiServer;
  let admin: TestStaff;
  let otherAdmin: TestStaff;

  const settings = async () => {
    const answer = await callStaffApi(server, "GET", "/api/staff/settings", { staff: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: AdminSetting[] }>().data;
  };
  const REASON = "Health order 2026-14";
  const change = (code: string, typed_value: unknown, staff = admin, reason = REASON) =>
    callStaffApi(server, "PUT", `/api/staff/settings/${code}`, { staff, body: { typed_value, reason } });
  const consequence = async () => {
    const answer = await callStaffApi(server, "GET", "/api/staff/settings/pandemic_mode/consequence", { staff: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: PandemicConsequence }>().data;
  };
  const history = async (code: string) => {
    const answer = await callStaffApi(server, "GET", `/api/staff/settings/${code}/history`, { staff: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: SettingChange[] }>().data;
  };
  const auditOf = (action: string) =>
    server.database.db
      .selectFrom("audit_events")
      .select(["staff_id", "role", "record_id", "outcome", "shown"])
      .where("action", "=", action)
      .orderBy("seq")
      .execute();

  beforeAll(async () => {
    server = await startApiServer(kind);
    admin = await createStaff(server.database.db, ["admin"]);
    otherAdmin = await createStaff(server.database.db, ["admin"]);
  });
  afterAll(() => server.close());

  it("lists every setting with its type and typed value, none changed by anyone yet, and audits the read", async () => {
    expect(await settings()).toEqual([
      { code: "pandemic_mode", value_type: "boolean", typed_value: true, updated_by: null, updated_at: null },
      { code: "tracing_incubation_days", value_type: "number", typed_value: 14, updated_by: null, updated_at: null },
      { code: "tracing_minimum_overlap_minutes", value_type: "number", typed_value: 15, updated_by: null, updated_at: null },
    ]);
    expect(await auditOf("settings.list")).toEqual([
      { staff_id: admin.id, role: "admin", record_id: null, outcome: "ok", shown: "settings, who changed them last" },
    ]);
  });

  it("refuses a value of the wrong type or out of bounds, and an unknown or malformed code, and changes nothing", async () => {
    for (const [code, value, message] of [
      ["pandemic_mode", "false", "This setting is on or off: send true or false."],
      ["pandemic_mode", 0, "This setting is on or off: send true or false."],
      ["tracing_incubation_days", "14", "This setting is a number."],
      ["tracing_incubation_days", 0, "Use a number from 1 to 60."],
      ["tracing_minimum_overlap_minutes", 7.5, "Use a whole number."],
    ] as const) {
      const answer = await change(code, value);
      expect({ code, value, status: answer.statusCode, body: answer.json() }).toEqual({
        code,
        value,
        status: 422,
        body: { message, code: "VALIDATION_FAILED", errors: { typed_value: [message] } },
      });
    }
    const missing = await callStaffApi(server, "PUT", "/api/staff/settings/pandemic_mode", { staff: admin, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty("typed_value");
    expect((await change("no_such_setting", true)).json()).toEqual({ message: "Setting not found.", code: "SETTING_NOT_FOUND" });
    expect((await change("DROP TABLE", true)).statusCode).toBe(422);
    expect((await settings()).every((setting) => setting.updated_by === null)).toBe(true);
    expect(await history("pandemic_mode")).toEqual([]);
  });

  it("changes a setting, says who and when, keeps each change in its history newest first, and audits it", async () => {
    const first = await change("tracing_incubation_days", 10);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: AdminSetting }>().data).toEqual({
      code: "tracing_incubation_days",
      value_type: "number",
      typed_value: 10,
      updated_by: { id: admin.id, name: expect.any(String), email: admin.email },
      updated_at: expect.any(String),
    });
    expect((await change("tracing_incubation_days", 21, otherAdmin)).statusCode).toBe(200);
    // The same value again is no change: no history line, no audit record.
    expect((await change("tracing_incubation_days", 21, otherAdmin)).statusCode).toBe(200);
    const changes = await history("tracing_incubation_days");
    expect(changes.map(({ previous_value, typed_value, changed_by }) => ({ previous_value, typed_value, by: changed_by.email }))).toEqual([
      { previous_value: 10, typed_value: 21, by: otherAdmin.email },
      { previous_value: 14, typed_value: 10, by: admin.email },
    ]);
    expect((changes[0]?.changed_at ?? "") >= (changes[1]?.changed_at ?? "")).toBe(true);
    const listed = (await settings()).find((setting) => setting.code === "tracing_incubation_days");
    expect(listed).toMatchObject({ typed_value: 21, updated_by: { email: otherAdmin.email } });
    expect(await auditOf("settings.change")).toEqual([
      { staff_id: admin.id, role: "admin", record_id: "tracing_incubation_days", outcome: "ok", shown: null },
      { staff_id: otherAdmin.id, role: "admin", record_id: "tracing_incubation_days", outcome: "ok", shown: null },
    ]);
    expect((await auditOf("settings.history")).at(-1)).toMatchObject({ record_id: "tracing_incubation_days", outcome: "ok" });
    // The public read follows at once.
    const publicRead = await server.request({ method: "GET", url: "/api/v1/settings/tracing_incubation_days" });
    expect(publicRead.json<{ data: { attributes: { typed_value: unknown } } }>().data.attributes.typed_value).toBe(21);
  });

  it("refuses every staff role but the admin, and audits the refusal", async () => {
    for (const role of ["customs_officer", "tourism_analyst", "health_official", "front_liner"] as const) {
      const staff = await createStaff(server.database.db, [role]);
      expect((await change("pandemic_mode", false, staff)).json()).toMatchObject({ error: "role_forbidden" });
    }
    expect((await auditOf("settings.change")).filter((row) => row.outcome === "denied")).toHaveLength(4);
    expect((await server.request({ method: "GET", url: "/api/staff/settings" })).statusCode).toBe(401);
  });

  it("counts the trips a pandemic switch changes at the belt, asks a reason for the switch and keeps it in the audit trail", async () => {
    const traveller = await createAccount(server.database.db);
    const declare = async (arrival: string) => {
      const trip = await startTrip(server, traveller, newTrip({ date_of_arrival: arrival }));
      await submitPart(server, traveller, trip.id, "survey", surveyForm());
      const customs = customsForm();
      return submitPart(server, traveller, trip.id, "customs", { ...customs, trip: { ...customs.trip, date_of_arrival: arrival } });
    };
    // Arriving within the commonwealth's today or tomorrow, declared, no health part: counted. Later arrivals are not.
    await declare(dateInDays(1));
    await declare(dateInDays(5));
    const before = await consequence();
    expect(before).toEqual({ pandemic_mode: true, arrival_dates: [expect.any(String), expect.any(String)], trips_without_health_part: 1 });
    expect(before.arrival_dates).toContain(dateInDays(1));

    const noReason = await change("pandemic_mode", false, admin, "");
    expect({ status: noReason.statusCode, body: noReason.json() }).toEqual({
      status: 422,
      body: {
        message: "Say why you change this setting: the reason is kept in the audit trail.",
        code: "VALIDATION_FAILED",
        errors: { reason: ["Say why you change this setting: the reason is kept in the audit trail."] },
      },
    });
    expect(await history("pandemic_mode")).toEqual([]);
    const forbidden = await callStaffApi(server, "GET", "/api/staff/settings/pandemic_mode/consequence", {
      staff: await createStaff(server.database.db, ["customs_officer"]),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  // Changes the setting every trip reads, so it runs last.
  it("turning pandemic mode off takes effect on the next request: a new trip asks for no health part", async () => {
    const traveller = await createAccount(server.database.db);
    const before = await startTrip(server, traveller);
    await submitPart(server, traveller, before.id, "survey", surveyForm());
    expect((await submitPart(server, traveller, before.id, "customs", customsForm())).attributes.is_completed).toBe(false);

    expect((await change("pandemic_mode", false)).json<{ data: AdminSetting }>().data.typed_value).toBe(false);
    const enabled = (await server.request({ method: "GET", url: "/api/v1/settings" })).json<{ data: { id: string }[] }>().data;
    expect(enabled.map((setting) => setting.id)).not.toContain("pandemic_mode");

    const after = await startTrip(server, traveller);
    await submitPart(server, traveller, after.id, "survey", surveyForm());
    const declared = await submitPart(server, traveller, after.id, "customs", customsForm());
    expect(declared.attributes).toMatchObject({ is_completed: true, qr_id: expect.any(String) });
    const attestation = await callApi(server, "PUT", `/api/v1/visit-histories/${after.id}/attestation`, { token: traveller.token, body: attestationForm() });
    expect({ status: attestation.statusCode, body: attestation.json() }).toEqual({
      status: 409,
      body: { message: ERROR_MESSAGES.HEALTH_PART_NOT_ASKED, code: "HEALTH_PART_NOT_ASKED" },
    });

    expect((await change("pandemic_mode", true)).statusCode).toBe(200);
    expect((await history("pandemic_mode")).map((entry) => entry.typed_value)).toEqual([true, false]);
    const reasons = await server.database.db
      .selectFrom("audit_events")
      .select("purpose")
      .where("action", "=", "settings.change")
      .where("record_id", "=", "pandemic_mode")
      .where("outcome", "=", "ok")
      .execute();
    expect(reasons).toEqual([{ purpose: REASON }, { purpose: REASON }]);
  });
});
