import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { phonePersonKey } from "#domain/person-key.ts";
import { commonwealthDay, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { callApi, createAccount, type TestAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { createTestClock } from "../support/test-clock.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { createBranch, guestCheckIn } from "./logbook-support.ts";

interface CheckedIn {
  visit_id: string;
  check_out_key: string;
  access_status: string;
  people: Array<{ visit_id: string; name: string; last_name: string; access_status: string }>;
}

const FEVER = ["FEVER"];
const NONE = ["NONE_OF_THE_ABOVE"];
const HOUR_MS = 3_600_000;

/** The Santos family: a mother with the phone, her husband and two children without one. */
const CHILDREN = [
  { name: "lucia", middle_name: null, last_name: "santos", age: 9, gender: "FEMALE", symptoms: NONE },
  { name: "marco", middle_name: null, last_name: "santos", age: 6, gender: "MALE", symptoms: NONE },
];
const FATHER = { name: "jose", middle_name: null, last_name: "santos", age: 41, gender: "MALE", symptoms: NONE };

describe.each(DATABASE_KINDS)("one person, one record on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;
  const clock = createTestClock();

  beforeAll(async () => {
    // Midday in the commonwealth, so a case's infectious window (commonwealth days) holds the afternoon's visits whole.
    const midday = new Date(`${commonwealthDay(new Date(Date.now() + 24 * HOUR_MS))}T02:00:00.000Z`);
    clock.advance(midday.getTime() - Date.now());
    server = await startApiServer(kind, { clock: clock.now });
    official = await createStaff(server.database.db, ["health_official"], { now: clock.now() });
  });
  afterAll(() => server.close());

  let numbers = 0;
  const newMobile = () => `+1670888${String((numbers += 1)).padStart(4, "0")}`;
  const db = () => server.database.db;

  async function checkIn(body: Record<string, unknown>): Promise<CheckedIn> {
    const response = await postJson(server, "/api/v1/scan_qr/confirm", body, { client: newClientAddress() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe("Welcome!");
    return response.json<{ data: CheckedIn }>().data;
  }

  const visitsOf = (ids: string[]) =>
    db()
      .selectFrom("visits")
      .select(["id", "person_key", "first_name", "mobile_number", "household_id", "access_status", "ends_at", "end_reason"])
      .where("id", "in", ids)
      .execute();

  const isOpen = (visit: { ends_at: string }) => new Date(visit.ends_at).getTime() > clock.now().getTime();

  async function account(name: string, lastName: string, mobile: string): Promise<TestAccount> {
    const created = await createAccount(db());
    await db().updateTable("users").set({ mobile_number: mobile }).where("id", "=", created.id).execute();
    const saved = await callApi(server, "POST", "/api/v2/me/logbook", {
      token: created.token,
      body: { name, last_name: lastName, gender: "FEMALE", birth_date: "1985-02-03" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return created;
  }

  it("checks a family of four in on one phone: four open visits, each with their own door answer, keyed by phone and name", async () => {
    const branch = await createBranch(db());
    const mobile = newMobile();
    const family = await checkIn(
      guestCheckIn(branch.id, {
        mobile_number: mobile,
        companions: [FATHER, { ...CHILDREN[0], symptoms: FEVER }, CHILDREN[1]],
      }),
    );
    expect(family.people.map((person) => [person.name, person.access_status])).toEqual([
      ["MARIA", "ALLOWED"],
      ["JOSE", "ALLOWED"],
      ["LUCIA", "NOT_ALLOWED"],
      ["MARCO", "ALLOWED"],
    ]);
    expect(family.visit_id).toBe(family.people[0]?.visit_id);
    const visits = await visitsOf(family.people.map((person) => person.visit_id));
    expect(visits).toHaveLength(4);
    expect(visits.every(isOpen)).toBe(true);
    expect(new Set(visits.map((visit) => visit.household_id))).toEqual(new Set([family.visit_id]));
    expect(new Set(visits.map((visit) => visit.mobile_number))).toEqual(new Set([mobile]));
    expect(visits.map((visit) => visit.person_key).sort()).toEqual(
      ["MARIA", "JOSE", "LUCIA", "MARCO"].map((name) => phonePersonKey(mobile, { first_name: name, last_name: "SANTOS" })).sort(),
    );
  });

  it("keeps the mother's visit open when her child checks in next on the same phone, and ends a person's own earlier visit", async () => {
    const cafe = await createBranch(db());
    const market = await createBranch(db());
    const mobile = newMobile();
    const mother = await checkIn(guestCheckIn(cafe.id, { mobile_number: mobile }));
    clock.advance(60_000);
    const child = await checkIn(guestCheckIn(cafe.id, { mobile_number: mobile, name: "lucia", age: 9 }));
    clock.advance(60_000);
    const motherElsewhere = await checkIn(guestCheckIn(market.id, { mobile_number: mobile }));
    const visits = new Map((await visitsOf([mother.visit_id, child.visit_id, motherElsewhere.visit_id])).map((visit) => [visit.id, visit]));
    expect(visits.get(mother.visit_id)).toMatchObject({ end_reason: "checked_in_elsewhere" });
    expect(isOpen(visits.get(child.visit_id) ?? { ends_at: "" })).toBe(true);
    expect(isOpen(visits.get(motherElsewhere.visit_id) ?? { ends_at: "" })).toBe(true);
  });

  it("checks a household out together, or one person at a time, with the key of their check-in only", async () => {
    const branch = await createBranch(db());
    const family = await checkIn(guestCheckIn(branch.id, { mobile_number: newMobile(), companions: CHILDREN }));
    const [mother, lucia, marco] = family.people.map((person) => person.visit_id) as [string, string, string];
    const wrongKey = await postJson(server, "/api/v1/scan_qr/check-out", { visit_id: lucia, check_out_key: "not-the-key" });
    expect(wrongKey.statusCode).toBe(404);
    const one = await postJson(server, "/api/v1/scan_qr/check-out", { visit_id: lucia, check_out_key: family.check_out_key });
    expect(one.statusCode, one.body).toBe(200);
    let visits = new Map((await visitsOf([mother, lucia, marco])).map((visit) => [visit.id, visit]));
    expect(visits.get(lucia)?.end_reason).toBe("checked_out");
    expect([visits.get(mother), visits.get(marco)].every((visit) => visit && isOpen(visit))).toBe(true);
    const together = await postJson(server, "/api/v1/scan_qr/check-out", {
      visit_id: mother,
      check_out_key: family.check_out_key,
      together_with: [lucia, marco],
    });
    expect(together.statusCode, together.body).toBe(200);
    visits = new Map((await visitsOf([mother, lucia, marco])).map((visit) => [visit.id, visit]));
    expect([...visits.values()].map((visit) => visit.end_reason)).toEqual(["checked_out", "checked_out", "checked_out"]);
    expect((visits.get(lucia)?.ends_at ?? "") < (visits.get(mother)?.ends_at ?? "")).toBe(true);
  });

  it("refuses two people of one check-in with the same name, and more than nine companions, recording nothing", async () => {
    const branch = await createBranch(db());
    const twice = await postJson(
      server,
      "/api/v1/scan_qr/confirm",
      guestCheckIn(branch.id, { companions: [CHILDREN[0], { ...CHILDREN[0], name: " Lucía " }] }),
      {
        client: newClientAddress(),
      },
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({
      message: "Each person checks in once: two people here have the same name.",
      code: "VALIDATION_FAILED",
      errors: { companions: ["Each person checks in once: two people here have the same name."] },
    });
    const crowd = Array.from({ length: 10 }, (_, index) => ({ ...FATHER, name: `child${"abcdefghij"[index]}` }));
    const tooMany = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { companions: crowd }), { client: newClientAddress() });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<{ message: string }>().message).toBe("At most 9 people with you.");
    const unknownSymptom = await postJson(
      server,
      "/api/v1/scan_qr/confirm",
      guestCheckIn(branch.id, { companions: [{ ...FATHER, symptoms: ["NOT_A_SYMPTOM"] }] }),
      {
        client: newClientAddress(),
      },
    );
    expect(unknownSymptom.statusCode).toBe(422);
    expect(Object.keys(unknownSymptom.json<{ errors: object }>().errors)).toEqual(["companions.0.symptoms"]);
    expect(await db().selectFrom("visits").select("id").where("establishment_id", "=", branch.id).execute()).toEqual([]);
  });

  it("treats a guest check-in with an account's number and its holder's name as the account's person, ending their open app visit; a child on that phone stays apart", async () => {
    const mobile = newMobile();
    const rosa = await account("ROSA", "CAMACHO", mobile);
    const cafe = await createBranch(db());
    const market = await createBranch(db());
    const inApp = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", { token: rosa.token, body: { uuid: cafe.id, purpose: "Dining" } });
    expect(inApp.statusCode, inApp.body).toBe(200);
    const appVisit = inApp.json<{ data: { id: string } }>().data.id;
    clock.advance(60_000);
    const asGuest = await checkIn(
      guestCheckIn(market.id, { mobile_number: mobile, name: "Rosa", last_name: "Camacho", companions: [{ ...CHILDREN[0], last_name: "camacho" }] }),
    );
    const visits = new Map((await visitsOf([appVisit, ...asGuest.people.map((person) => person.visit_id)])).map((visit) => [visit.id, visit]));
    expect(visits.get(appVisit)).toMatchObject({ person_key: `user:${rosa.id}`, end_reason: "checked_in_elsewhere" });
    expect(visits.get(asGuest.visit_id)?.person_key).toBe(`user:${rosa.id}`);
    expect(visits.get(asGuest.people[1]?.visit_id ?? "")?.person_key).toBe(phonePersonKey(mobile, { first_name: "LUCIA", last_name: "CAMACHO" }));
  });

  it("makes a guest's earlier visits and case status the account's once the account has their number and name", async () => {
    const mobile = newMobile();
    const branch = await createBranch(db());
    const before = await checkIn(guestCheckIn(branch.id, { mobile_number: mobile, name: "Tomas", last_name: "Reyes" }));
    const guestKey = phonePersonKey(mobile, { first_name: "TOMAS", last_name: "REYES" });
    await db()
      .insertInto("guest_case_statuses")
      .values({ person_key: guestKey, case_status: "0002", health_status: null, updated_at: clock.now().toISOString() })
      .execute();
    const tomas = await account("Tomas", "Reyes", mobile);
    const [visit] = await visitsOf([before.visit_id]);
    expect(visit?.person_key).toBe(`user:${tomas.id}`);
    expect(await db().selectFrom("users").select("case_status").where("id", "=", tomas.id).executeTakeFirst()).toEqual({ case_status: "0002" });
    expect(await db().selectFrom("guest_case_statuses").select("person_key").where("person_key", "=", guestKey).execute()).toEqual([]);
    const door = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", { token: tomas.token, body: { uuid: branch.id, purpose: "Dining" } });
    expect(door.statusCode).toBe(409);
  });

  it("answers the door for each person of a household by their own case status", async () => {
    const branch = await createBranch(db());
    const mobile = newMobile();
    const luciaKey = phonePersonKey(mobile, { first_name: "LUCIA", last_name: "SANTOS" });
    await db()
      .insertInto("guest_case_statuses")
      .values({ person_key: luciaKey, case_status: "0003", health_status: null, updated_at: clock.now().toISOString() })
      .execute();
    const family = await checkIn(guestCheckIn(branch.id, { mobile_number: mobile, companions: CHILDREN }));
    expect(family.people.map((person) => [person.name, person.access_status])).toEqual([
      ["MARIA", "ALLOWED"],
      ["LUCIA", "NOT_ALLOWED"],
      ["MARCO", "ALLOWED"],
    ]);
  });

  it("checks a signed-in traveller in with their family, each visit on the account's number", async () => {
    const mobile = newMobile();
    const ana = await account("Ana", "Cruz", mobile);
    const branch = await createBranch(db());
    const answer = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", {
      token: ana.token,
      body: { uuid: branch.id, purpose: "Dining", companions: [{ ...CHILDREN[0], last_name: "cruz", symptoms: FEVER }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const herself = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", {
      token: ana.token,
      body: { uuid: branch.id, purpose: "Dining", companions: [{ ...CHILDREN[0], name: "ana", last_name: "cruz" }] },
    });
    expect(herself.statusCode).toBe(422);
    expect(herself.json<{ errors: object }>().errors).toEqual({ companions: ["Each person checks in once: two people here have the same name."] });
    const { data, companions } = answer.json<{ data: { id: string }; companions: CheckedIn["people"] }>();
    expect(companions.map((person) => [person.name, person.access_status])).toEqual([["LUCIA", "NOT_ALLOWED"]]);
    const visits = new Map((await visitsOf([data.id, companions[0]?.visit_id ?? ""])).map((visit) => [visit.id, visit]));
    expect(visits.get(data.id)?.person_key).toBe(`user:${ana.id}`);
    expect(visits.get(companions[0]?.visit_id ?? "")).toMatchObject({
      person_key: phonePersonKey(mobile, { first_name: "LUCIA", last_name: "CRUZ" }),
      mobile_number: mobile,
    });
    // They leave together: the traveller's check-out ends her daughter's visit too, and nobody else's.
    const other = await checkIn(guestCheckIn(branch.id, { mobile_number: newMobile() }));
    const out = await callApi(server, "POST", `/api/v1/me/visits/${data.id}/check-out`, { token: ana.token });
    expect(out.statusCode, out.body).toBe(200);
    const after = await visitsOf([data.id, companions[0]?.visit_id ?? "", other.visit_id]);
    expect(after.map((visit) => [visit.first_name, visit.end_reason]).sort()).toEqual([
      ["ANA", "checked_out"],
      ["LUCIA", "checked_out"],
      ["MARIA", "duration"],
    ]);
  });

  it("lists a child's family and everyone at the venue as contacts of a case opened for the child, and never the child", async () => {
    const branch = await createBranch(db(), { name: "Garapan Seaside Cafe" });
    const mobile = newMobile();
    const family = await checkIn(guestCheckIn(branch.id, { mobile_number: mobile, companions: [FATHER, ...CHILDREN] }));
    const neighbour = await checkIn(guestCheckIn(branch.id, { mobile_number: newMobile(), name: "pedro", last_name: "aguon" }));
    const lucia = phonePersonKey(mobile, { first_name: "LUCIA", last_name: "SANTOS" });
    const opened = await callStaffApi(server, "POST", "/api/staff/tracing/cases", {
      staff: official,
      body: { person_key: lucia, case_status: "0003", onset_date: commonwealthDay(clock.now()) },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const caseId = opened.json<{ data: TracingCase }>().data.id;
    const computed = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/contacts/compute`, { staff: official, body: {} });
    expect(computed.statusCode, computed.body).toBe(200);
    const listed = await callStaffApi(server, "GET", `/api/staff/tracing/cases/${caseId}/contacts`, { staff: official });
    const contacts = listed.json<{ data: TracingContact[] }>().data.map((contact) => contact.attributes);
    expect(contacts.map((contact) => contact.full_name).sort()).toEqual(["JOSE SANTOS", "MARCO SANTOS", "MARIA SANTOS", "PEDRO AGUON"]);
    expect(contacts.every((contact) => contact.generation === 1)).toBe(true);
    expect(contacts.find((contact) => contact.full_name === "MARCO SANTOS")?.mobile_number).toBe(mobile);
    expect(family.people).toHaveLength(4);
    expect(neighbour.people).toHaveLength(1);
  });
  it("writes to a family that checked in on a Korean page in Korean, each person by name with the hotline, and refuses a language the app does not have", async () => {
    const branch = await createBranch(db(), { name: "Garapan Seaside Cafe" });
    const mobile = newMobile();
    const refused = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { mobile_number: mobile, lang: "fr" }), {
      client: newClientAddress(),
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(["lang"]);
    const family = await checkIn(guestCheckIn(branch.id, { mobile_number: mobile, name: "minji", last_name: "kim", lang: "ko", companions: CHILDREN }));
    const languages = await db()
      .selectFrom("visits")
      .select("language")
      .where(
        "id",
        "in",
        family.people.map((person) => person.visit_id),
      )
      .execute();
    expect(languages).toEqual([{ language: "ko" }, { language: "ko" }, { language: "ko" }]);
    const index = newMobile();
    await checkIn(guestCheckIn(branch.id, { mobile_number: index, name: "tomas", last_name: "reyes" }));
    const opened = await callStaffApi(server, "POST", "/api/staff/tracing/cases", {
      staff: official,
      body: { person_key: phonePersonKey(index, { first_name: "TOMAS", last_name: "REYES" }), case_status: "0003", onset_date: commonwealthDay(clock.now()) },
    });
    const caseId = opened.json<{ data: TracingCase }>().data.id;
    for (const step of ["contacts/compute", "contacts/freeze"]) {
      const answer = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/${step}`, { staff: official, body: {} });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const listed = await callStaffApi(server, "GET", `/api/staff/tracing/cases/${caseId}/contacts`, { staff: official });
    expect(listed.json<{ data: TracingContact[] }>().data.map((contact) => contact.attributes.language)).toEqual(["ko", "ko", "ko"]);
    const sent = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: { dry_run: false } });
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = await db().selectFrom("outbox_messages").select("body").where("recipient", "=", mobile).execute();
    const day = new Intl.DateTimeFormat("ko", { dateStyle: "long", timeZone: "Pacific/Saipan" }).format(clock.now());
    expect(messages.map((message) => message.body.slice(0, message.body.indexOf("님,"))).sort()).toEqual(["LUCIA SANTOS", "MARCO SANTOS", "MINJI KIM"]);
    for (const { body } of messages) {
      expect(body).toContain(`${day}에 Garapan Seaside Cafe`);
      expect(body).toContain("까지 집에 머무르며");
      expect(body).toMatch(/문의: 보건 핫라인 \+1 670 555 0100 매일 건강 확인: http\S+\/diary\/[\w-]{46}$/);
    }
  });

  it("lists a traveller who used the app and the guest form once, at the lowest generation, and never in their own case", async () => {
    const mobile = newMobile();
    const rosa = await account("Rosa", "Camacho", mobile);
    const cafe = await createBranch(db(), { name: "Hafa Adai Cafe" });
    const bar = await createBranch(db(), { name: "Sunset Bar" });
    const indexMobile = newMobile();
    const guestAt = (branchId: string, number: string, name: string, lastName: string) =>
      checkIn(guestCheckIn(branchId, { mobile_number: number, name, last_name: lastName }));
    // 12:00 the index and Rosa (in the app) at the cafe; 13:00 Rosa (as a guest) and Pedro at the bar.
    await guestAt(cafe.id, indexMobile, "tomas", "reyes");
    const inApp = await callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", { token: rosa.token, body: { uuid: cafe.id, purpose: "Dining" } });
    expect(inApp.statusCode, inApp.body).toBe(200);
    clock.advance(HOUR_MS);
    await guestAt(bar.id, mobile, "ROSA", "CAMACHO");
    await guestAt(bar.id, newMobile(), "pedro", "aguon");
    clock.advance(HOUR_MS);
    // The official of the file has been idle past the console's limit by now.
    const tracer = await createStaff(db(), ["health_official"], { now: clock.now() });
    const contactsOf = async (personKey: string) => {
      const opened = await callStaffApi(server, "POST", "/api/staff/tracing/cases", {
        staff: tracer,
        body: { person_key: personKey, case_status: "0003", onset_date: commonwealthDay(clock.now()) },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const caseId = opened.json<{ data: TracingCase }>().data.id;
      const computed = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/contacts/compute`, { staff: tracer, body: {} });
      expect(computed.statusCode, computed.body).toBe(200);
      const listed = await callStaffApi(server, "GET", `/api/staff/tracing/cases/${caseId}/contacts`, { staff: tracer });
      return listed.json<{ data: TracingContact[] }>().data.map(({ attributes }) => [attributes.full_name, attributes.generation, attributes.person_key]);
    };
    expect(await contactsOf(phonePersonKey(indexMobile, { first_name: "TOMAS", last_name: "REYES" }))).toEqual([
      ["ROSA CAMACHO", 1, `user:${rosa.id}`],
      ["PEDRO AGUON", 2, expect.stringMatching(/^mobile:\d+\/PEDRO AGUON$/)],
    ]);
    const ofRosa = await contactsOf(`user:${rosa.id}`);
    expect(ofRosa.map(([name]) => name).sort()).toEqual(["PEDRO AGUON", "TOMAS REYES"]);
  });
});

describe.each(DATABASE_KINDS)("person keys of earlier check-ins on %s (migration 0018)", (kind) => {
  let database: TestDatabase;
  const account = randomUUID();
  const branch = randomUUID();
  const ids = { rosa: randomUUID(), lucia: randomUUID(), tomas: randomUUID(), signedIn: randomUUID() };

  beforeAll(async () => {
    database = await createTestDatabase(kind, { upTo: "0017-notifications-and-contact-messages" });
    const { db } = database;
    const at = "2026-11-20T02:00:00.000Z";
    await sql`insert into users (id, first_name, last_name, mobile_number, is_guest, created_at, updated_at)
      values (${account}, 'ROSA', 'CAMACHO', '+16705550300', 0, ${at}, ${at})`.execute(db);
    await sql`insert into establishments (id, name, branch, label, logo, qr_type, created_at, visit_minutes)
      values (${branch}, 'Garapan Cafe', 'Main', 'Door', '', 'ESTABLISHMENT', ${at}, 120)`.execute(db);
    const visits = [
      [ids.rosa, null, "mobile:16705550300", "Rosa", "Camacho", "+16705550300"],
      [ids.lucia, null, "mobile:16705550300", "LUCIA", "CAMACHO", "+16705550300"],
      [ids.tomas, null, "mobile:16705550301", "TOMAS", "REYES", "+16705550301"],
      [ids.signedIn, account, `user:${account}`, "ROSA", "CAMACHO", "+16705550300"],
    ] as const;
    for (const [id, userId, personKey, first, last, mobile] of visits) {
      await sql`insert into visits (id, establishment_id, user_id, person_key, first_name, last_name, mobile_number, started_at, ends_at, end_reason)
        values (${id}, ${branch}, ${userId}, ${personKey}, ${first}, ${last}, ${mobile}, ${at}, ${at}, 'duration')`.execute(db);
    }
    await sql`insert into guest_case_statuses (person_key, case_status, health_status, updated_at) values ('mobile:16705550300', '0002', null, ${at})`.execute(
      db,
    );
    await migrateToLatest(db, "0018-person-keys-and-households");
  });
  afterAll(() => database.drop());

  it("keys each guest visit by phone and name, or by the account whose number and holder's name it gave", async () => {
    const visits = await database.db.selectFrom("visits").select(["id", "person_key", "household_id"]).execute();
    const keyOf = new Map(visits.map((visit) => [visit.id, visit.person_key]));
    expect(keyOf.get(ids.rosa)).toBe(`user:${account}`);
    expect(keyOf.get(ids.lucia)).toBe("mobile:16705550300/LUCIA CAMACHO");
    expect(keyOf.get(ids.tomas)).toBe("mobile:16705550301/TOMAS REYES");
    expect(keyOf.get(ids.signedIn)).toBe(`user:${account}`);
    expect(visits.every((visit) => visit.household_id === null)).toBe(true);
  });

  it("gives a status kept by a phone alone to each person seen on that phone", async () => {
    const statuses = await database.db.selectFrom("guest_case_statuses").select(["person_key", "case_status"]).execute();
    expect(statuses).toEqual([{ person_key: "mobile:16705550300/LUCIA CAMACHO", case_status: "0002" }]);
    expect(await database.db.selectFrom("users").select("case_status").where("id", "=", account).executeTakeFirst()).toEqual({ case_status: "0002" });
  });
});
