import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEvent } from "#domain/audit.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { type DeclaredTrip, declaredTrip } from "./customs-support.ts";

describe.each(DATABASE_KINDS)("the admin's audit table and who saw a traveller on %s", (kind) => {
  let server: ApiServer;
  let admin: TestStaff;
  let officer: TestStaff;
  let declared: DeclaredTrip;
  let tripCode: string;
  const phone = "+16702345678";

  beforeAll(async () => {
    server = await startApiServer(kind);
    const { db } = server.database;
    admin = await createStaff(db, ["admin"]);
    officer = await createStaff(db, ["customs_officer"]);
    await db.updateTable("staff_members").set({ display_name: "Rosa Camacho" }).where("id", "=", officer.id).execute();
    declared = await declaredTrip(server);
    await db.updateTable("users").set({ mobile_number: phone }).where("id", "=", declared.account.id).execute();
    tripCode = (await db.selectFrom("visit_histories").select("trip_code").where("id", "=", declared.trip.id).executeTakeFirstOrThrow()).trip_code ?? "";
    expect((await callStaffApi(server, "GET", `/api/staff/customs/trips/${declared.trip.id}`, { staff: officer })).statusCode).toBe(200);
    expect((await callStaffApi(server, "GET", "/api/staff/members", { staff: admin })).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const whoSaw = (body: unknown) => callStaffApi(server, "POST", "/api/staff/audit/who-saw", { staff: admin, body });
  const lookups = () =>
    server.database.db
      .selectFrom("audit_events")
      .select(["action", "record_type", "record_id", "shown", "subject_user_id"])
      .where("action", "=", "audit.who_saw")
      .orderBy("seq")
      .execute();

  it("finds who read the traveller's trip by trip code, passport, e-mail or phone, answering audit records only", async () => {
    const { account, passport, passengerPassport } = declared;
    const typed = [
      { kind: "trip_code", value: `${tripCode.slice(0, 4).toLowerCase()} ${tripCode.slice(4)}` },
      { kind: "passport", value: passport.toLowerCase() },
      { kind: "passport", value: passengerPassport },
      { kind: "email", value: (account.email ?? "").toUpperCase() },
      { kind: "phone", value: "(670) 234-5678" },
    ];
    for (const body of typed) {
      const answer = await whoSaw(body);
      expect(answer.statusCode, body.kind).toBe(200);
      const rows = answer.json<{ data: AuditEvent[] }>().data.map((event) => event.attributes);
      expect(
        rows.map((row) => [row.action, row.agency, row.staff_name, row.role, row.record_label]),
        body.kind,
      ).toEqual([["customs.trip.read", "customs", "Rosa Camacho", "customs_officer", tripCode]]);
      expect(rows[0]?.purpose).toBeTruthy();
      // Never the traveller's data, nor their account's id.
      for (const secret of [account.id, account.email ?? "", passport, passengerPassport, phone, "16702345678"])
        expect(answer.body.toLowerCase(), body.kind).not.toContain(secret.toLowerCase());
    }
  });

  it("records each question with the kind of identifier and a keyed hash of it, never the value", async () => {
    const before = (await lookups()).length;
    await whoSaw({ kind: "passport", value: declared.passport });
    await whoSaw({ kind: "passport", value: ` ${declared.passport.toLowerCase()} ` });
    const [first, second] = (await lookups()).slice(before);
    expect(first).toMatchObject({ record_type: "passport", shown: "1 records", subject_user_id: null });
    expect(first?.record_id).toMatch(/^lookup:[\w-]{22}$/);
    // The same passport however typed: the trail shows it was asked about twice.
    expect(second?.record_id).toBe(first?.record_id);
    const trail = JSON.stringify(await lookups());
    expect(trail).not.toContain(declared.passport);
    expect(trail).not.toContain(tripCode);
  });

  it("answers an unknown identifier as it answers a traveller nobody read: an empty list, still recorded", async () => {
    const before = (await lookups()).length;
    const answer = await whoSaw({ kind: "email", value: "nobody-here@example.com" });
    expect(answer.json()).toEqual({ data: [] });
    expect((await lookups()).slice(before)).toEqual([expect.objectContaining({ record_type: "email", shown: "0 records" })]);
    expect((await whoSaw({ kind: "fax", value: "123" })).statusCode).toBe(422);
  });

  it("lists names and trip codes, leaves list page views out until asked, and filters by kind and agency", async () => {
    const list = async (query: string) =>
      (await callStaffApi(server, "GET", `/api/staff/audit${query}`, { staff: admin })).json<{ data: AuditEvent[] }>().data.map((event) => event.attributes);
    const all = await list("");
    expect(all.map((row) => row.action)).not.toContain("staff.members_listed");
    expect(all.find((row) => row.action === "customs.trip.read")).toMatchObject({
      staff_name: "Rosa Camacho",
      record_label: tripCode,
      subject_user_id: expect.any(String),
    });
    expect((await list("?list_views=true")).map((row) => row.action)).toContain("staff.members_listed");
    expect(new Set((await list("?kind=list_view")).map((row) => row.action))).toEqual(new Set(["staff.members_listed"]));
    expect(new Set((await list("?kind=person_read")).map((row) => row.action))).toEqual(new Set(["customs.trip.read"]));
    expect((await list("?agency=customs")).every((row) => row.agency === "customs")).toBe(true);
  });

  it("exports the filtered trail as CSV in the commonwealth's time with a stated purpose, itself audited", async () => {
    const refused = await callStaffApi(server, "GET", "/api/staff/audit.csv", { staff: admin });
    expect(refused.statusCode).toBe(422);
    const answer = await callStaffApi(server, "GET", "/api/staff/audit.csv?kind=person_read&purpose=Quarterly%20access%20review", { staff: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, row] = answer.body.split("\r\n");
    expect(header).toMatch(/^Time \(ChST UTC\+10\),Staff member,/);
    expect(row).toContain(`,Rosa Camacho,${officer.email},customs_officer,customs,customs.trip.read,person_read,ok,trip,${tripCode},`);
    const exported = await server.database.db.selectFrom("audit_events").select(["shown", "purpose"]).where("action", "=", "audit.export").execute();
    expect(exported).toEqual([{ shown: "1 records: kind=person_read", purpose: "Quarterly access review" }]);
  });
});
