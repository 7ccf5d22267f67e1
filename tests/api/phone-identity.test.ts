import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { latestCode, newClientAddress, type OtpRequestedAnswer, outbox, postJson, type SessionAnswer } from "../support/sign-in.ts";
import { createTestClock } from "../support/test-clock.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/test-database.ts";
import { createBranch, guestCheckIn, visitsAt } from "./logbook-support.ts";

/** The ways people write one Saipan number, all of which must reach "+1670555" + the four digits. */
function spellingsOf(lastFour: string): string[] {
  return [`+1670555${lastFour}`, `1670555${lastFour}`, `670555${lastFour}`, `(670) 555-${lastFour}`, `+1 670 555 ${lastFour}`, `001-670-555-${lastFour}`];
}

describe.each(DATABASE_KINDS)("one phone number, one identity on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const requestCode = (mobileNumber: string) => postJson(server, "/api/v1/login/request-otp", { mobile_number: mobileNumber }, { client: newClientAddress() });

  async function signIn(mobileNumber: string, e164: string): Promise<string> {
    const requested = await requestCode(mobileNumber);
    expect(requested.statusCode).toBe(200);
    const { auth } = requested.json<OtpRequestedAnswer>().data;
    const confirmed = await postJson(server, "/api/v1/login/confirm-otp", { auth, otp: await latestCode(server, e164) }, { client: newClientAddress() });
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json<SessionAnswer>().data.token;
  }

  const profileOf = async (token: string) =>
    (await callApi(server, "GET", "/api/v1/me/profile", { token })).json<{ data: { id: string; attributes: { mobile_number: string | null } } }>().data;

  it("signs every spelling of a number in to one account, which keeps the number as E.164", async () => {
    const e164 = "+16705550177";
    const ids = new Set<string>();
    for (const spelling of spellingsOf("0177")) {
      const profile = await profileOf(await signIn(spelling, e164));
      expect(profile.attributes.mobile_number).toBe(e164);
      ids.add(profile.id);
      // Six codes to one number from one address are more than its hourly allowance (the spellings share
      // it, as the next test shows): time moves on between them.
      clock.advance(15 * 60_000);
    }
    expect(ids.size).toBe(1);
    expect(await server.database.db.selectFrom("users").select("mobile_number").where("mobile_number", "like", "%5550177").execute()).toEqual([
      { mobile_number: e164 },
    ]);
  });

  it("gives all spellings of a number one budget of codes", async () => {
    const [first, ...others] = spellingsOf("0178");
    let sent = 0;
    while (sent < 100 && (await requestCode(first as string)).statusCode === 200) sent += 1;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(100);
    for (const spelling of others) expect((await requestCode(spelling)).statusCode).toBe(429);
    expect(await outbox(server, "+16705550178")).toHaveLength(sent);
  });

  it("refuses text that is no phone number with the spec's message and without echoing it", async () => {
    for (const mobileNumber of ["+15550001234", "12", "+1 670 CALL NOW"]) {
      const response = await requestCode(mobileNumber);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: "Mobile Phones is Invalid",
        code: "VALIDATION_FAILED",
        errors: { mobile_number: ["Mobile Phones is Invalid"] },
      });
    }
  });

  it("keeps one open visit for a guest who checks in twice with two spellings of their number", async () => {
    const branch = await createBranch(server.database.db);
    const other = await createBranch(server.database.db);
    const first = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(branch.id, { mobile_number: "6705550179" }), { client: newClientAddress() });
    expect(first.statusCode).toBe(200);
    clock.advance(60_000);
    const second = await postJson(server, "/api/v1/scan_qr/confirm", guestCheckIn(other.id, { mobile_number: "+1 (670) 555-0179" }), {
      client: newClientAddress(),
    });
    expect(second.statusCode).toBe(200);
    const [earlier] = await visitsAt(server.database.db, branch.id);
    const [later] = await visitsAt(server.database.db, other.id);
    expect(earlier).toMatchObject({
      mobile_number: "+16705550179",
      person_key: "mobile:16705550179/MARIA SANTOS",
      end_reason: "checked_in_elsewhere",
      ends_at: later?.started_at,
    });
    expect(later).toMatchObject({ mobile_number: "+16705550179", person_key: "mobile:16705550179/MARIA SANTOS" });
    expect(new Date(later?.ends_at ?? 0).getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it("takes the account's own number on the profile form however it is written", async () => {
    const account = await createAccount(server.database.db);
    await server.database.db.updateTable("users").set({ mobile_number: "+16705550180" }).where("id", "=", account.id).execute();
    const form = { name: "ana", last_name: "reyes", gender: "FEMALE", birth_date: "1990-01-01", region_code: "CNMI", mobile_number: "(670) 555-0180" };
    const saved = await callApi(server, "POST", "/api/v2/me/logbook", { token: account.token, body: form });
    expect(saved.statusCode).toBe(200);
    expect((await profileOf(account.token)).attributes.mobile_number).toBe("+16705550180");
  });
});

describe.each(DATABASE_KINDS)("stored numbers becoming E.164 on %s (migration 0011)", (kind) => {
  let database: TestDatabase;
  const older = randomUUID();
  const newer = randomUUID();
  const newest = randomUUID();
  const odd = randomUUID();
  const branch = randomUUID();
  const [openFirst, openSecond, closed] = [randomUUID(), randomUUID(), randomUUID()];
  const code = randomUUID();
  const future = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const past = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  beforeAll(async () => {
    database = await createTestDatabase(kind, { upTo: "0010-front-liners-as-staff" });
    const db = database.db;
    const accounts = [
      [older, "16705550190", "2026-01-01T00:00:00.000Z"],
      [newer, "+16705550190", "2026-02-01T00:00:00.000Z"],
      [newest, "(670) 555-0190", "2026-03-01T00:00:00.000Z"],
      [odd, "12345", "2026-01-15T00:00:00.000Z"],
    ] as const;
    for (const [id, mobileNumber, at] of accounts) {
      await sql`insert into users (id, mobile_number, is_guest, created_at, updated_at) values (${id}, ${mobileNumber}, 0, ${at}, ${at})`.execute(db);
    }
    await sql`insert into establishments (id, name, branch, label, logo, qr_type, created_at, visit_minutes)
      values (${branch}, 'Garapan Cafe', 'Main', 'Door', '', 'ESTABLISHMENT', ${past(600)}, 120)`.execute(db);
    const visits = [
      [openFirst, "+16705550191", "mobile:16705550191", past(30), future(90)],
      [openSecond, "6705550191", "mobile:6705550191", past(10), future(110)],
      [closed, "0063 917 123 4567", "mobile:00639171234567", past(300), past(180)],
    ] as const;
    for (const [id, mobileNumber, personKey, startedAt, endsAt] of visits) {
      await sql`insert into visits (id, establishment_id, person_key, first_name, last_name, mobile_number, started_at, ends_at, end_reason)
        values (${id}, ${branch}, ${personKey}, 'ANA', 'REYES', ${mobileNumber}, ${startedAt}, ${endsAt}, 'duration')`.execute(db);
    }
    await sql`insert into otp_requests (id, channel, destination, mobile_number, language, code_hash, wrong_tries, created_at, expires_at)
      values (${code}, 'sms', '670-555-0192', null, 'en', 'hash', 0, ${past(1)}, ${future(4)})`.execute(db);
    await migrateToLatest(db, "0011-e164-phone-numbers");
  });
  afterAll(() => database.drop());

  it("gives the number to the oldest account, sets the others' aside for review without merging, and leaves text that is no number", async () => {
    const users = await database.db.selectFrom("users").select(["id", "mobile_number"]).orderBy("created_at").execute();
    expect(users).toEqual([
      { id: older, mobile_number: "+16705550190" },
      { id: odd, mobile_number: "12345" },
      { id: newer, mobile_number: null },
      { id: newest, mobile_number: null },
    ]);
    const collisions = await database.db.selectFrom("mobile_number_collisions").select(["user_id", "owner_user_id", "mobile_number", "written_as"]).execute();
    expect(collisions.sort((a, b) => a.written_as.localeCompare(b.written_as))).toEqual([
      { user_id: newest, owner_user_id: older, mobile_number: "+16705550190", written_as: "(670) 555-0190" },
      { user_id: newer, owner_user_id: older, mobile_number: "+16705550190", written_as: "+16705550190" },
    ]);
  });

  it("gives a guest's visits one number and one key, ending the earlier of two open visits when the later began", async () => {
    const visits = await database.db
      .selectFrom("visits")
      .select(["id", "mobile_number", "person_key", "started_at", "ends_at", "end_reason"])
      .orderBy("started_at")
      .execute();
    const byId = new Map(visits.map((visit) => [visit.id, visit]));
    const second = byId.get(openSecond);
    expect(byId.get(openFirst)).toMatchObject({
      mobile_number: "+16705550191",
      person_key: "mobile:16705550191",
      ends_at: second?.started_at,
      end_reason: "checked_in_elsewhere",
    });
    expect(second).toMatchObject({ mobile_number: "+16705550191", person_key: "mobile:16705550191", end_reason: "duration" });
    expect(byId.get(closed)).toMatchObject({ mobile_number: "+639171234567", person_key: "mobile:639171234567", end_reason: "duration" });
  });

  it("sends a pending code's sign-in to the E.164 number", async () => {
    const request = await database.db.selectFrom("otp_requests").select(["destination"]).where("id", "=", code).executeTakeFirstOrThrow();
    expect(request.destination).toBe("+16705550192");
  });
});
