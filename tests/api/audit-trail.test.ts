import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEvent, AuditVerification } from "#domain/audit.ts";
import { auditHash, recordAudit, verifyAuditChain } from "../../server/audit/audit-trail.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { type TestDatabase, createTestDatabase, DATABASE_KINDS } from "../support/test-database.ts";

describe.each(DATABASE_KINDS)("the audit trail's hash chain on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const append = (count: number, staffId: string | null = null) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        recordAudit(database.db, null, { staffId, role: null }, { action: "test.read", subjectUserId: null, shown: `row ${index}` }, new Date()),
      ),
    );

  /** Hand edits need the append-only guard out of the way first, as an intruder with database access would do. */
  async function dropGuard(): Promise<void> {
    if (kind === "sqlite") {
      await sql`drop trigger audit_events_no_update`.execute(database.db);
      await sql`drop trigger audit_events_no_delete`.execute(database.db);
    } else await sql`drop trigger audit_events_no_change on audit_events`.execute(database.db);
  }

  it("chains concurrent appends without a gap and verifies intact", async () => {
    await append(40);
    const result = await verifyAuditChain(database.db);
    expect(result).toEqual({ ok: true, checked: 40, broken: null });
    const seqs = (await database.db.selectFrom("audit_events").select("seq").orderBy("seq").execute()).map((row) => Number(row.seq));
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it("refuses to update or delete an audit row", async () => {
    await expect(database.db.updateTable("audit_events").set({ action: "edited" }).where("seq", "=", 1).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom("audit_events").where("seq", "=", 1).execute()).rejects.toThrow(/append-only/);
  });

  it("names the row edited by hand once the guard is dropped, then a deleted row, then a removed tail", async () => {
    await dropGuard();
    const row = await database.db.selectFrom("audit_events").select(["id", "seq"]).where("seq", "=", 7).executeTakeFirstOrThrow();
    await database.db.updateTable("audit_events").set({ shown: "nothing to see" }).where("seq", "=", 7).execute();
    expect(await verifyAuditChain(database.db)).toEqual<AuditVerification>({
      ok: false,
      checked: 6,
      broken: { seq: 7, id: row.id, reason: "record was changed" },
    });

    await database.db.deleteFrom("audit_events").where("seq", "=", 7).execute();
    expect(await verifyAuditChain(database.db)).toEqual<AuditVerification>({ ok: false, checked: 6, broken: { seq: 7, id: null, reason: "record missing" } });

    await database.db.deleteFrom("audit_events").where("seq", "<=", 7).execute();
    await database.db.deleteFrom("audit_events").where("seq", ">=", 8).execute();
    expect(await verifyAuditChain(database.db)).toEqual<AuditVerification>({
      ok: false,
      checked: 0,
      broken: { seq: 1, id: null, reason: "records after this one are missing" },
    });
  });
});

describe.each(DATABASE_KINDS)("the audit viewer and a traveller's data access on %s", (kind) => {
  let server: ApiServer;
  let admin: TestStaff;
  let officer: TestStaff;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
    admin = await createStaff(server.database.db, ["admin"]);
    officer = await createStaff(server.database.db, ["customs_officer"]);
  });
  afterAll(() => server.close());

  const list = (query = "", staff: TestStaff = admin) => callStaffApi(server, "GET", `/api/staff/audit${query}`, { staff });

  it("lets only admins read the trail, and records each refusal and each reading", async () => {
    expect((await list("", officer)).json()).toEqual({ message: "Your role does not allow this.", code: "ROLE_FORBIDDEN", error: "role_forbidden" });
    expect((await list("", officer)).statusCode).toBe(403);
    expect((await callStaffApi(server, "GET", "/api/staff/audit")).statusCode).toBe(401);
    const traveller = await createAccount(server.database.db);
    expect((await server.request({ method: "GET", url: "/api/staff/audit", headers: { authorization: `Bearer ${traveller.token}` } })).statusCode).toBe(401);

    const answer = await list(`?staff_id=${officer.id}`);
    expect(answer.statusCode).toBe(200);
    const events = answer.json<{ data: AuditEvent[] }>().data;
    expect(events.map((event) => [event.attributes.action, event.attributes.outcome, event.attributes.staff_email])).toEqual([
      ["audit.list", "denied", officer.email],
      ["audit.list", "denied", officer.email],
    ]);
    const own = (await list(`?staff_id=${admin.id}`)).json<{ data: AuditEvent[] }>().data;
    expect(own[0]?.attributes).toMatchObject({ action: "audit.list", outcome: "ok", role: "admin", agency: "platform", shown: `staff_id=${officer.id}` });
  });

  it("filters by person and by time, pages newest first, and tells a traveller which agencies looked, not who", async () => {
    const traveller = await createAccount(server.database.db);
    const start = clock.now();
    for (const action of ["customs.lookup", "customs.trip", "customs.decision"]) {
      await recordAudit(
        server.database.db,
        null,
        { staffId: officer.id, role: "customs_officer" },
        { action, subjectUserId: traveller.id, recordType: "trip", recordId: "t1" },
        clock.now(),
      );
    }
    await recordAudit(
      server.database.db,
      null,
      { staffId: officer.id, role: "customs_officer" },
      { action: "customs.lookup", outcome: "failed", subjectUserId: traveller.id },
      clock.now(),
    );

    const first = (await list(`?subject_user_id=${traveller.id}&limit=2`)).json<{ data: AuditEvent[]; meta: { next_before: number } }>();
    expect(first.data.map((event) => event.attributes.action)).toEqual(["customs.lookup", "customs.decision"]);
    const second = (await list(`?subject_user_id=${traveller.id}&limit=2&before=${first.meta.next_before}`)).json<{
      data: AuditEvent[];
      meta: { next_before: number | null };
    }>();
    expect(second.data.map((event) => event.attributes.action)).toEqual(["customs.trip", "customs.lookup"]);
    expect(second.meta.next_before).toBeNull();
    const later = (await list(`?subject_user_id=${traveller.id}&from=${encodeURIComponent(clock.now().toISOString())}`)).json<{ data: AuditEvent[] }>();
    expect(later.data).toEqual([]);
    expect((await list(`?subject_user_id=${traveller.id}&from=${encodeURIComponent(start.toISOString())}`)).json<{ data: AuditEvent[] }>().data).toHaveLength(
      4,
    );

    const access = await callApi(server, "GET", "/api/v1/me/data-access", { token: traveller.token });
    expect(access.statusCode).toBe(200);
    const rows = access.json<{ data: Record<string, string>[] }>().data;
    expect(rows.map((row) => [row.agency, row.action])).toEqual([
      ["customs", "customs.decision"],
      ["customs", "customs.trip"],
      ["customs", "customs.lookup"],
    ]);
    expect(rows.every((row) => Object.keys(row).sort().join() === "action,agency,at")).toBe(true);
    expect((await callApi(server, "GET", "/api/v1/me/data-access")).statusCode).toBe(401);
  });

  it("refuses malformed filters with the field named", async () => {
    const answer = await list("?staff_id=nope");
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: "Not a valid id.", code: "VALIDATION_FAILED", errors: { staff_id: ["Not a valid id."] } });
  });

  it("shows a guest named in clear by a record written before decision 040 as the opaque reference written since", async () => {
    // As the tracing search wrote it then: the guest's person key as the record id, chained like any record.
    await server.database.db.transaction().execute(async (trx) => {
      const head = await trx
        .updateTable("audit_chain")
        .set((eb) => ({ seq: eb("seq", "+", 1) }))
        .where("id", "=", 1)
        .returning(["seq", "hash"])
        .executeTakeFirstOrThrow();
      const at = clock.now().toISOString();
      const fields = {
        seq: Number(head.seq),
        id: randomUUID(),
        at,
        staff_id: officer.id,
        role: "health_official" as const,
        agency: "health" as const,
        action: "tracing.people.search",
        outcome: "ok" as const,
        subject_user_id: null,
        record_type: "person",
        record_id: "mobile:16702000101/LUCIA SANTOS",
        shown: "names",
        purpose: "contact tracing",
        request_id: null,
        client_address: null,
        prev_hash: head.hash,
      };
      const hash = auditHash(fields);
      await trx
        .insertInto("audit_events")
        .values({ ...fields, hash })
        .execute();
      await trx.updateTable("audit_chain").set({ hash }).where("id", "=", 1).execute();
    });
    const answer = await list(`?staff_id=${officer.id}`);
    expect(answer.body).not.toContain("16702000101");
    expect(answer.body).not.toContain("LUCIA");
    expect(answer.json<{ data: AuditEvent[] }>().data[0]?.attributes.record_id).toMatch(/^person:[\w-]{22}$/);
  });

  it("lets an admin check the chain, and says so when it is intact", async () => {
    const answer = await callStaffApi(server, "GET", "/api/staff/audit/verification", { staff: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: AuditVerification }>().data).toMatchObject({ ok: true, broken: null });
  });
});
