import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PersonMatch } from "../../src/domain/tracing/tracing-cases.ts";
import { tripQrValue } from "../../src/domain/trips.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { callApi, createAccount, type TestAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { insertVisit } from "../support/logbook-rows.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { insertCase } from "../support/tracing.ts";
import { completeTrip } from "../support/trip-fixtures.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";

describe.each(DATABASE_KINDS)("contact tracing: people search on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  beforeAll(async () => {
    server = await startApiServer(kind);
    official = await createStaff(server.database.db, ["health_official"]);
  });
  afterAll(() => server.close());

  const search = (query: string, staff = official) => callStaffApi(server, "POST", "/api/staff/tracing/people/search", { staff, body: { query } });
  async function matches(query: string): Promise<PersonMatch[]> {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PersonMatch[] }>().data;
  }

  /** An account whose names were saved through the profile form, as travellers save them. */
  async function person(name: string, lastName: string, middleName: string | null = null): Promise<TestAccount> {
    const account = await createAccount(server.database.db);
    const saved = await callApi(server, "POST", "/api/v2/me/logbook", {
      token: account.token,
      body: { name, middle_name: middleName, last_name: lastName, gender: "MALE", birth_date: "1980-05-04" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return account;
  }

  let guestNumber = 0;
  /** A guest's check-in through the real guest flow; answers the access status the door was given. */
  async function guestVisit(mobile: string, names: { name: string; last_name: string }): Promise<string> {
    const branch = await createBranch(server.database.db);
    guestNumber += 1;
    const response = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { mobile_number: mobile, ...names }), { client: newClientAddress() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { access_status: string } }>().data.access_status;
  }

  it("finds a name spelt forgivingly: another spelling, swapped or missing letters, last name first, best match first", async () => {
    const surname = `SMITH`;
    const john = await person("JOHN", surname);
    const jane = await person("JANE", surname);
    const jones = await person("PETER", "JONES");
    for (const typed of ["Jon Smyth", "john smith", "Smith, John", "Jhon Smtih", "Jhn Smth", "JOHN  SMITH"]) {
      const found = await matches(typed);
      expect(found[0], typed).toMatchObject({ person_key: `user:${john.id}`, kind: "account", full_name: "JOHN SMITH", email: john.email, matched_by: "name" });
      expect(found.map((match) => match.person_key), typed).not.toContain(`user:${jones.id}`);
    }
    const janes = await matches("Jane Smithe");
    expect(janes[0]?.person_key).toBe(`user:${jane.id}`);
    const middle = await person("MARIA", "CAMACHO", "LOURDES");
    expect((await matches("lourdes camacho"))[0]?.person_key).toBe(`user:${middle.id}`);
  });

  it("keeps the keys of a renamed account current: its old name no longer finds it", async () => {
    const account = await person("ROSALINDA", "QUITUGUA");
    expect((await matches("Rosalinda Quitugua"))[0]?.person_key).toBe(`user:${account.id}`);
    await callApi(server, "POST", "/api/v2/me/logbook", { token: account.token, body: { name: "ROSALINDA", last_name: "BORJA", gender: "FEMALE", birth_date: "1980-05-04" } });
    expect((await matches("Quitugua")).map((match) => match.person_key)).not.toContain(`user:${account.id}`);
    expect((await matches("Rosalinda Borja"))[0]).toMatchObject({ person_key: `user:${account.id}`, full_name: "ROSALINDA BORJA" });
  });

  it("lists at most 50 people, the closest spelling first", async () => {
    for (let index = 0; index < 52; index += 1) await person("TOMAS", "ADA");
    const exact = await person("TOMASA", "ADAH");
    const found = await matches("Tomasa Adah");
    expect(found).toHaveLength(50);
    expect(found[0]?.person_key).toBe(`user:${exact.id}`);
  });

  it("finds an account by its mobile number however it is written, and a guest by the number of their check-ins", async () => {
    const account = await person("VICENTE", "SABLAN");
    await server.database.db.updateTable("users").set({ mobile_number: "+16705550142" }).where("id", "=", account.id).execute();
    for (const typed of ["670-555-0142", "(670) 555 0142", "+1 670 555 0142", "16705550142"]) {
      expect(await matches(typed), typed).toEqual([
        expect.objectContaining({ person_key: `user:${account.id}`, kind: "account", mobile_number: "+16705550142", matched_by: "mobile" }),
      ]);
    }
    await guestVisit("+1 670 555 0177", { name: "ana", last_name: "cruz" });
    await guestVisit("670-555-0177", { name: "ANA MARIE", last_name: "CRUZ" });
    for (const typed of ["6705550177", "+1 (670) 555-0177"]) {
      const [guest] = await matches(typed);
      expect(guest, typed).toMatchObject({ person_key: "mobile:16705550177", kind: "guest", full_name: "ANA MARIE CRUZ", mobile_number: "+16705550177", matched_by: "mobile" });
      expect(guest?.last_check_in_at).not.toBeNull();
    }
    expect(await matches("670 555 0199")).toEqual([]);
  });

  it("finds an account by e-mail in any case, by its logbook QR and by the QR of one of its trips", async () => {
    const account = await person("JOAQUIN", "TENORIO");
    expect(await matches((account.email ?? "").toUpperCase())).toEqual([expect.objectContaining({ person_key: `user:${account.id}`, matched_by: "email" })]);
    const logbookQr = randomBytes(16).toString("base64url");
    await server.database.db.updateTable("users").set({ logbook_qr: logbookQr }).where("id", "=", account.id).execute();
    expect(await matches(logbookQr)).toEqual([expect.objectContaining({ person_key: `user:${account.id}`, full_name: "JOAQUIN TENORIO", matched_by: "logbook_qr" })]);
    const trip = await completeTrip(server, account);
    const qrId = trip.attributes.qr_id ?? "";
    for (const scanned of [qrId, tripQrValue(server.database.config.publicUrl, qrId)]) {
      expect(await matches(scanned), scanned).toEqual([expect.objectContaining({ person_key: `user:${account.id}`, matched_by: "trip_qr" })]);
    }
  });

  it("shows each person's open case and last check-in", async () => {
    const account = await person("DOLORES", "MANGLONA");
    const key = `user:${account.id}`;
    const branch = await createBranch(server.database.db);
    await insertVisit(server.database.db, { branchId: branch.id, personKey: key, startedAt: new Date("2026-11-01T01:00:00.000Z") });
    await insertVisit(server.database.db, { branchId: branch.id, personKey: key, startedAt: new Date("2026-11-03T02:00:00.000Z") });
    await insertCase(server.database.stores.health, { person_key: key, opened_by: official.id, closed_at: "2026-11-02T00:00:00.000Z" });
    expect((await matches("Dolores Manglona"))[0]).toMatchObject({ person_key: key, open_case_id: null, last_check_in_at: "2026-11-03T02:00:00.000Z" });
    const caseId = await insertCase(server.database.stores.health, { person_key: key, opened_by: official.id });
    expect((await matches("Dolores Manglona"))[0]).toMatchObject({ person_key: key, open_case_id: caseId });
  });

  it("records every person listed in the audit trail, and a search that listed nobody", async () => {
    const account = await person("FELICIDAD", "OGUMORO");
    const staff = await createStaff(server.database.db, ["health_official"]);
    await search("Felicidad Ogumoro", staff);
    await search("Zzyzx Qwvbnm", staff);
    const rows = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "outcome", "role", "subject_user_id", "record_type", "record_id", "shown", "purpose"])
      .where("staff_id", "=", staff.id)
      .orderBy("seq")
      .execute();
    expect(rows).toContainEqual({
      action: "tracing.people.search",
      outcome: "ok",
      role: "health_official",
      subject_user_id: account.id,
      record_type: "person",
      record_id: `user:${account.id}`,
      shown: "name, mobile number, e-mail, open case, last check-in",
      purpose: "contact tracing",
    });
    expect(rows.at(-1)).toEqual({
      action: "tracing.people.search",
      outcome: "ok",
      role: "health_official",
      subject_user_id: null,
      record_type: "person",
      record_id: null,
      shown: "nothing",
      purpose: "contact tracing",
    });
  });

  it("answers a search of less than two characters with the message to type something", async () => {
    const response = await search(" a ");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: "Type a name, mobile number, e-mail or QR code.", errors: { query: ["Type a name, mobile number, e-mail or QR code."] } });
  });

  it.each(["customs_officer", "admin", "front_liner"] as const)("refuses a %s with 403 and records the refusal", async (role) => {
    const staff = await createStaff(server.database.db, [role]);
    const response = await search("John Smith", staff);
    expect(response.statusCode).toBe(403);
    const refusal = await server.database.db.selectFrom("audit_events").select(["action", "outcome"]).where("staff_id", "=", staff.id).execute();
    expect(refusal).toEqual([{ action: "tracing.people.search", outcome: "denied" }]);
  });

  it("refuses a caller without a staff session with 401", async () => {
    expect((await callStaffApi(server, "POST", "/api/staff/tracing/people/search", { body: { query: randomUUID() } })).statusCode).toBe(401);
  });
});

describe.each(DATABASE_KINDS)("names of existing accounts made searchable on %s (migration 0015)", (kind) => {
  let database: TestDatabase;
  const named = randomUUID();
  const unnamed = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase(kind, { upTo: "0014-case-statuses-and-flag-reviews" });
    const at = "2026-10-01T00:00:00.000Z";
    for (const [id, first, middle, last] of [[named, "José", "de la", "Cruz"], [unnamed, null, null, null]] as const) {
      await sql`insert into users (id, email, is_guest, first_name, middle_name, last_name, created_at, updated_at)
        values (${id}, ${`${id}@example.com`}, 0, ${first}, ${middle}, ${last}, ${at}, ${at})`.execute(database.db);
    }
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it("keys each word of an account's names as written (accents dropped) and by its sound; an account without names gets none", async () => {
    const keys = await database.db.selectFrom("user_name_keys").select(["user_id", "name_key"]).orderBy("user_id").orderBy("name_key").execute();
    expect(keys.filter((key) => key.user_id === unnamed)).toEqual([]);
    expect(keys.filter((key) => key.user_id === named).map((key) => key.name_key)).toEqual(["s:22", "s:262", "s:3", "s:4", "w:CRUZ", "w:DE", "w:JOSE", "w:LA"]);
  });

  it("drops an account's keys with the account", async () => {
    await database.db.deleteFrom("users").where("id", "=", named).execute();
    expect(await database.db.selectFrom("user_name_keys").select("name_key").where("user_id", "=", named).execute()).toEqual([]);
  });
});
