import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOn } from "#domain/accounts.ts";
import { commonwealthDay, type PersonMatch } from "#domain/tracing/tracing-cases.ts";
import { tripQrValue } from "#domain/trips.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { runRetention } from "../../server/jobs/retention.ts";
import { callApi, createAccount, type TestAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { insertVisit } from "../support/logbook-rows.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { insertCase } from "../support/tracing.ts";
import { completeTrip } from "../support/trip-fixtures.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";
import { serveTracingApi } from "./tracing-support.ts";

const SHOWN = "name, age, account or guest, last digits of the mobile number, open case, last place and day seen";

describe.each(DATABASE_KINDS)("contact tracing: people search on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

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

  /** A guest's check-in (with the people checked in with them) through the real guest flow. */
  async function guestVisit(mobile: string, details: Record<string, unknown>, branchId?: string): Promise<void> {
    const branch = branchId ?? (await createBranch(server.database.db)).id;
    const response = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch, { mobile_number: mobile, ...details }), {
      client: newClientAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("finds a name spelt forgivingly: another spelling, swapped or missing letters, last name first, best match first", async () => {
    const surname = `SMITH`;
    const john = await person("JOHN", surname);
    const jane = await person("JANE", surname);
    const jones = await person("PETER", "JONES");
    for (const typed of ["Jon Smyth", "john smith", "Smith, John", "Jhon Smtih", "Jhn Smth", "JOHN  SMITH"]) {
      const found = await matches(typed);
      expect(found[0], typed).toMatchObject({
        person_key: `user:${john.id}`,
        kind: "account",
        full_name: "JOHN SMITH",
        age: ageOn("1980-05-04", new Date()),
        matched_by: "name",
      });
      expect(
        found.map((match) => match.person_key),
        typed,
      ).not.toContain(`user:${jones.id}`);
    }
    const janes = await matches("Jane Smithe");
    expect(janes[0]?.person_key).toBe(`user:${jane.id}`);
    const middle = await person("MARIA", "CAMACHO", "LOURDES");
    expect((await matches("lourdes camacho"))[0]?.person_key).toBe(`user:${middle.id}`);
  });

  it("keeps the keys of a renamed account current: its old name no longer finds it", async () => {
    const account = await person("ROSALINDA", "QUITUGUA");
    expect((await matches("Rosalinda Quitugua"))[0]?.person_key).toBe(`user:${account.id}`);
    await callApi(server, "POST", "/api/v2/me/logbook", {
      token: account.token,
      body: { name: "ROSALINDA", last_name: "BORJA", gender: "FEMALE", birth_date: "1980-05-04" },
    });
    expect((await matches("Quitugua")).map((match) => match.person_key)).not.toContain(`user:${account.id}`);
    expect((await matches("Rosalinda Borja"))[0]).toMatchObject({ person_key: `user:${account.id}`, full_name: "ROSALINDA BORJA" });
  });

  it("finds guests by name as accounts are found: sound-alike spellings, words in any order, one result per person however many visits", async () => {
    const maria = await person("MARIA", "SANTOS");
    await server.database.db.updateTable("users").set({ mobile_number: "+16702861234" }).where("id", "=", maria.id).execute();
    const bar = await createBranch(server.database.db, { name: "Hafa Adai Bar", branch: "Garapan" });
    const clinic = await createBranch(server.database.db, { name: "Clinica", branch: "Chalan Kanoa" });
    await guestVisit("+16702875501", { name: "maria", last_name: "santos", age: 52 }, bar.id);
    await guestVisit("+16702875501", { name: "maria", middle_name: "lourdes", last_name: "santos", age: 52 }, clinic.id);
    await guestVisit("+81 90 1234 5678", { name: "maria", last_name: "santoz", age: 27 }, bar.id);
    const santos = {
      person_key: "mobile:16702875501/MARIA SANTOS",
      kind: "guest",
      full_name: "MARIA LOURDES SANTOS",
      age: 52,
      mobile_ending: "01",
      matched_by: "name",
    };
    const santoz = {
      person_key: "mobile:819012345678/MARIA SANTOZ",
      kind: "guest",
      full_name: "MARIA SANTOZ",
      age: 27,
      mobile_ending: "78",
      matched_by: "name",
    };
    const account = { person_key: `user:${maria.id}`, kind: "account", full_name: "MARIA SANTOS", age: ageOn("1980-05-04", new Date()), mobile_ending: "34" };
    for (const typed of ["santos maria", "Maria Santos", "MARIA  SANTOS", "Santos, Maria"]) {
      const found = await matches(typed);
      expect(found.slice(0, 3), typed).toEqual(
        expect.arrayContaining([
          expect.objectContaining(account),
          expect.objectContaining({ ...santos, last_seen: expect.objectContaining({ establishment: "Clinica" }) }),
        ]),
      );
      expect(
        found.map((match) => match.person_key).filter((key) => key === santos.person_key),
        typed,
      ).toHaveLength(1);
      expect(found.slice(2, 3), typed).toEqual([expect.objectContaining(santoz)]);
    }
    for (const typed of ["Maria Santoz", "santoz maria", "Mariya Santoz"]) expect((await matches(typed))[0], typed).toMatchObject(santoz);
    expect((await matches("Lourdes Santos"))[0]).toMatchObject(santos);
    expect((await matches("Marya Santso")).map((match) => match.person_key)).toEqual(
      expect.arrayContaining([santos.person_key, santoz.person_key, account.person_key]),
    );
  });

  it("lists at most 50 people, the closest spelling first", async () => {
    for (let index = 0; index < 52; index += 1) await person("TOMAS", "ADA");
    const exact = await person("TOMASA", "ADAH");
    const found = await matches("Tomasa Adah");
    expect(found).toHaveLength(50);
    expect(found[0]?.person_key).toBe(`user:${exact.id}`);
  });

  it("finds an account by its mobile number however it is written, the commonwealth's 7-digit local form too", async () => {
    const account = await person("VICENTE", "SABLAN");
    await server.database.db.updateTable("users").set({ mobile_number: "+16705550142" }).where("id", "=", account.id).execute();
    for (const typed of ["670-555-0142", "(670) 555 0142", "+1 670 555 0142", "16705550142", "555-0142", "5550142"]) {
      expect(await matches(typed), typed).toEqual([
        expect.objectContaining({ person_key: `user:${account.id}`, kind: "account", full_name: "VICENTE SABLAN", mobile_ending: "42", matched_by: "mobile" }),
      ]);
    }
    expect(await matches("670 555 0199")).toEqual([]);
  });

  it("finds a family on one phone as one person each, with the phone's account holder, by every form of the number", async () => {
    const rosa = await person("ROSA", "TAITANO");
    await server.database.db.updateTable("users").set({ mobile_number: "+16702345588" }).where("id", "=", rosa.id).execute();
    const family = [
      { name: "ANA", middle_name: null, last_name: "TAITANO", age: 9, gender: "FEMALE", symptoms: ["NONE_OF_THE_ABOVE"] },
      { name: "LUIS", middle_name: null, last_name: "TAITANO", age: 6, gender: "MALE", symptoms: ["NONE_OF_THE_ABOVE"] },
    ];
    const market = await createBranch(server.database.db, { name: "Joeten", branch: "Susupe" });
    await guestVisit("+16702345588", { name: "jesus", last_name: "taitano", age: 41, companions: family }, market.id);
    // Rosa at another door with the guest form, her account's number and name: still her account.
    await guestVisit("+1 670 234 5588", { name: "rosa", last_name: "taitano", age: 39 });
    const today = commonwealthDay(new Date());
    for (const typed of ["234-5588", "2345588", "670 234 5588", "(670) 234-5588", "+1 670 234 5588"]) {
      const found = await matches(typed);
      expect(found, typed).toHaveLength(4);
      expect(found[0], typed).toMatchObject({
        person_key: `user:${rosa.id}`,
        kind: "account",
        full_name: "ROSA TAITANO",
        mobile_ending: "88",
        matched_by: "mobile",
      });
      expect(
        found
          .slice(1)
          .map(({ person_key, kind, full_name, age, mobile_ending, last_seen }) => ({ person_key, kind, full_name, age, mobile_ending, last_seen })),
        typed,
      ).toEqual(
        expect.arrayContaining(
          [
            ["JESUS", 41],
            ["ANA", 9],
            ["LUIS", 6],
          ].map(([first, age]) => ({
            person_key: `mobile:16702345588/${first} TAITANO`,
            kind: "guest",
            full_name: `${first} TAITANO`,
            age,
            mobile_ending: "88",
            last_seen: { day: today, establishment: "Joeten", branch: "Susupe" },
          })),
        ),
      );
    }
  });

  it("finds an account by e-mail in any case, by its logbook QR and by the QR of one of its trips", async () => {
    const account = await person("JOAQUIN", "TENORIO");
    expect(await matches((account.email ?? "").toUpperCase())).toEqual([expect.objectContaining({ person_key: `user:${account.id}`, matched_by: "email" })]);
    const logbookQr = randomBytes(16).toString("base64url");
    await server.database.db.updateTable("users").set({ logbook_qr: logbookQr }).where("id", "=", account.id).execute();
    expect(await matches(logbookQr)).toEqual([
      expect.objectContaining({ person_key: `user:${account.id}`, full_name: "JOAQUIN TENORIO", matched_by: "logbook_qr" }),
    ]);
    const trip = await completeTrip(server, account);
    const qrId = trip.attributes.qr_id ?? "";
    for (const scanned of [qrId, tripQrValue(server.database.config.publicUrl, qrId)]) {
      expect(await matches(scanned), scanned).toEqual([expect.objectContaining({ person_key: `user:${account.id}`, matched_by: "trip_qr" })]);
    }
  });

  it("shows each person's open case and where and on which day they were last seen", async () => {
    const account = await person("DOLORES", "MANGLONA");
    const key = `user:${account.id}`;
    const branch = await createBranch(server.database.db);
    await insertVisit(server.database.db, { branchId: branch.id, personKey: key, startedAt: new Date("2026-11-01T01:00:00.000Z") });
    await insertVisit(server.database.db, { branchId: branch.id, personKey: key, startedAt: new Date("2026-11-03T02:00:00.000Z") });
    await insertCase(server.database.stores.health, { person_key: key, opened_by: official.id, closed_at: "2026-11-02T00:00:00.000Z" });
    expect((await matches("Dolores Manglona"))[0]).toMatchObject({
      person_key: key,
      open_case_id: null,
      last_seen: { day: "2026-11-03", establishment: "Saipan Noodle House", branch: "Garapan" },
    });
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
      shown: SHOWN,
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
    expect(response.json()).toEqual({
      message: "Type a name, mobile number, e-mail or QR code.",
      code: "VALIDATION_FAILED",
      errors: { query: ["Type a name, mobile number, e-mail or QR code."] },
    });
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

describe.each(DATABASE_KINDS)("guests' name keys on %s: written by the search, kept with the visits", (kind) => {
  const DAY_MS = 86_400_000;
  let server: ApiServer;
  let now = new Date();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: () => now });
  });
  afterAll(() => server.close());

  async function matchesAt(query: string): Promise<PersonMatch[]> {
    const official = await createStaff(server.database.db, ["health_official"], { now });
    const response = await callStaffApi(server, "POST", "/api/staff/tracing/people/search", { staff: official, body: { query } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PersonMatch[] }>().data;
  }

  async function guestVisit(mobile: string, name: string, lastName: string): Promise<void> {
    const branch = await createBranch(server.database.db);
    const response = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { mobile_number: mobile, name, last_name: lastName }), {
      client: newClientAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const keysOf = (personKey: string) =>
    server.database.db.selectFrom("guest_name_keys").select("name_key").where("person_key", "=", personKey).orderBy("name_key").execute();
  const keyedVisitOf = (personKey: string) =>
    server.database.db
      .selectFrom("guest_names")
      .innerJoin("visits", "visits.id", "guest_names.visit_id")
      .select("visits.started_at")
      .where("guest_names.person_key", "=", personKey)
      .executeTakeFirst();

  const pedro = "mobile:16702881001/PEDRO CAMACHO";
  const ignacia = "mobile:16702881002/IGNACIA CAMACHO";

  it("keys nothing at the check-in: the next search keys every guest visit since the last", async () => {
    await guestVisit("+16702881001", "pedro", "camacho");
    await guestVisit("+16702881002", "ignacia", "camacho");
    expect(await keysOf(pedro)).toEqual([]);
    expect((await matchesAt("camacho")).map((match) => match.person_key).sort()).toEqual([pedro, ignacia]);
    expect((await keysOf(pedro)).map((row) => row.name_key)).toEqual(["s:136", "s:252", "w:CAMACHO", "w:PEDRO"]);
  });

  it("finds a visit whose check-in committed after a later one was keyed (a batch that waited for the database)", async () => {
    const branch = await createBranch(server.database.db);
    const late = await insertVisit(server.database.db, {
      branchId: branch.id,
      personKey: "mobile:16702881003/TEST VISITOR",
      startedAt: new Date(now.getTime() - 20_000),
    });
    expect((await matchesAt("test visitor")).map((match) => match.person_key)).toContain("mobile:16702881003/TEST VISITOR");
    expect(
      await server.database.db.selectFrom("guest_names").select("visit_id").where("person_key", "=", "mobile:16702881003/TEST VISITOR").executeTakeFirst(),
    ).toEqual({ visit_id: late });
  });

  it("moves a guest's keys to their latest visit, and drops them with their last visit after 30 days", async () => {
    const started = now;
    now = new Date(started.getTime() + 20 * DAY_MS);
    await guestVisit("+16702881002", "ignacia", "camacho");
    expect((await matchesAt("camacho")).map((match) => match.person_key).sort()).toEqual([pedro, ignacia]);
    expect(await keyedVisitOf(ignacia)).toEqual({ started_at: now.toISOString() });

    now = new Date(started.getTime() + 31 * DAY_MS);
    await runRetention(server.database.db, now);
    expect(await keyedVisitOf(pedro)).toBeUndefined();
    expect(await keysOf(pedro)).toEqual([]);
    expect((await keysOf(ignacia)).length).toBeGreaterThan(0);
    expect((await matchesAt("camacho")).map((match) => match.person_key)).toEqual([ignacia]);
    expect(await matchesAt("670 288 1001")).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)("guest visits made searchable on %s (migration 0019)", (kind) => {
  let database: TestDatabase;
  const branch = randomUUID();
  const account = randomUUID();
  const at = (hour: number) => `2026-11-2${hour < 24 ? "0" : "1"}T${String(hour % 24).padStart(2, "0")}:00:00.000Z`;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { upTo: "0018-person-keys-and-households" });
    await sql`insert into establishments (id, name, branch, label, logo, qr_type, created_at) values (${branch}, ${"Joeten"}, ${"Susupe"}, ${"Door"}, ${""}, ${"ESTABLISHMENT"}, ${at(0)})`.execute(
      database.db,
    );
    await sql`insert into users (id, email, is_guest, first_name, last_name, mobile_number, created_at, updated_at)
      values (${account}, ${`${account}@example.com`}, 0, ${"ROSA"}, ${"TAITANO"}, ${"+16702345588"}, ${at(0)}, ${at(0)})`.execute(database.db);
    const visits: Array<[string, string | null, string, string, string | null, string, number]> = [
      ["mobile:16702345588/JESUS TAITANO", null, "JESUS", "TAITANO", null, "+16702345588", 1],
      ["mobile:16702345588/JESUS TAITANO", null, "JESUS", "TAITANO", "MARIANO", "+16702345588", 5],
      ["mobile:16702345588/ANA TAITANO", null, "ANA", "TAITANO", null, "+16702345588", 5],
      [`user:${account}`, null, "ROSA", "TAITANO", null, "+16702345588", 6],
      [`user:${account}`, account, "ROSA", "TAITANO", null, "+16702345588", 7],
    ];
    for (const [personKey, userId, first, last, middle, mobile, hour] of visits) {
      await sql`insert into visits (id, establishment_id, user_id, person_key, first_name, middle_name, last_name, age, mobile_number, started_at, ends_at, end_reason)
        values (${randomUUID()}, ${branch}, ${userId}, ${personKey}, ${first}, ${middle}, ${last}, ${30}, ${mobile}, ${at(hour)}, ${at(hour + 1)}, ${"duration"})`.execute(
        database.db,
      );
    }
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it("keys each guest once, by their latest visit's names; account holders are left to their accounts' keys", async () => {
    const people = await database.db.selectFrom("guest_names").select(["person_key", "started_at", "mobile_number"]).orderBy("person_key").execute();
    expect(people).toEqual([
      { person_key: "mobile:16702345588/ANA TAITANO", started_at: at(5), mobile_number: "+16702345588" },
      { person_key: "mobile:16702345588/JESUS TAITANO", started_at: at(5), mobile_number: "+16702345588" },
    ]);
    const keys = await database.db
      .selectFrom("guest_name_keys")
      .select("name_key")
      .where("person_key", "=", "mobile:16702345588/JESUS TAITANO")
      .orderBy("name_key")
      .execute();
    expect(keys.map((key) => key.name_key)).toEqual(["s:222", "s:335", "s:565", "w:JESUS", "w:MARIANO", "w:TAITANO"]);
  });
});

describe.each(DATABASE_KINDS)("names of existing accounts made searchable on %s (migration 0015)", (kind) => {
  let database: TestDatabase;
  const named = randomUUID();
  const unnamed = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase(kind, { upTo: "0014-case-statuses-and-flag-reviews" });
    const at = "2026-10-01T00:00:00.000Z";
    for (const [id, first, middle, last] of [
      [named, "José", "de la", "Cruz"],
      [unnamed, null, null, null],
    ] as const) {
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
