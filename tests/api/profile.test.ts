import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileAnswer } from "#domain/accounts.ts";
import { type TestAccount, callApi, createAccount, newEmail, unknownToken } from "../support/accounts.ts";
import { createStaff } from "../support/staff.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { newAccountProfile } from "../support/profiles.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const THIS_YEAR = new Date().getUTCFullYear();

/** A complete profile form; born on 1 January, so the age is the same whatever today is. */
function profileForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "maria",
    middle_name: "cruz",
    last_name: "santos",
    gender: "FEMALE",
    birth_date: `${THIS_YEAR - 30}-01-01`,
    passport: "P1234567",
    passport_country: "USA",
    region_code: "CNMI",
    province_code: "SPN",
    municipality_code: "69110",
    barangay_code: "SPN-GARAPAN",
    company_name: "Island Dive Shop",
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)("profile API on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  const getProfile = async (account: TestAccount) => {
    const response = await callApi(server, "GET", "/api/v1/me/profile", { token: account.token });
    expect(response.statusCode).toBe(200);
    return response.json<ProfileAnswer>();
  };
  const save = (account: TestAccount, body: unknown) => callApi(server, "POST", "/api/v2/me/logbook", { token: account.token, body });

  it("answers a new account with its id and nothing invented", async () => {
    const account = await createAccount(server.database.db);
    expect(await getProfile(account)).toEqual({
      data: {
        id: account.id,
        type: "profile",
        attributes: newAccountProfile(account.id),
      },
      included: [
        {
          id: account.id,
          type: "logbook",
          attributes: {
            name: null,
            middle_name: null,
            last_name: null,
            birth_date: null,
            region_code: null,
            province_code: null,
            municipality_code: null,
            barangay_code: null,
            email: account.email,
            company_name: null,
            full_address: null,
          },
        },
      ],
    });
  });

  it("answers a guest with a guest profile", async () => {
    const guest = await createAccount(server.database.db, { guest: true });
    const { data, included } = await getProfile(guest);
    expect(data.attributes).toMatchObject({ uuid: guest.id, is_guest: true, is_reg_completed: false });
    expect(included).toEqual([expect.objectContaining({ type: "logbook", attributes: expect.objectContaining({ email: null }) })]);
  });

  it("saves the form with names upper-case, and answers it with age and full address", async () => {
    const account = await createAccount(server.database.db);
    const response = await save(account, profileForm());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Saved!" });
    const { data, included } = await getProfile(account);
    expect(data.attributes).toMatchObject({
      is_reg_completed: true,
      first_name: "MARIA",
      middle_name: "CRUZ",
      last_name: "SANTOS",
      gender: "FEMALE",
      age: 30,
      passport: "P1234567",
      passport_country: "USA",
    });
    expect(included[0]).toEqual({
      id: account.id,
      type: "logbook",
      attributes: {
        name: "MARIA",
        middle_name: "CRUZ",
        last_name: "SANTOS",
        birth_date: `${THIS_YEAR - 30}-01-01`,
        region_code: "CNMI",
        province_code: "SPN",
        municipality_code: "69110",
        barangay_code: "SPN-GARAPAN",
        email: account.email,
        company_name: "Island Dive Shop",
        full_address: "Garapan, Saipan, Northern Mariana Islands",
      },
    });
  });

  it("clears optional fields left out, but keeps the e-mail address", async () => {
    const account = await createAccount(server.database.db);
    expect((await save(account, profileForm())).statusCode).toBe(200);
    const response = await save(account, { name: "Ana", last_name: "Reyes", gender: "FEMALE", birth_date: "1990-05-06", region_code: "CNMI" });
    expect(response.statusCode).toBe(200);
    const { data, included } = await getProfile(account);
    expect(data.attributes).toMatchObject({ first_name: "ANA", middle_name: null, passport: null, is_reg_completed: true });
    expect(included[0]?.attributes).toMatchObject({ email: account.email, province_code: null, company_name: null, full_address: "Northern Mariana Islands" });
  });

  it("accepts the account's own e-mail address and mobile number, in any letter case", async () => {
    const account = await createAccount(server.database.db);
    await server.database.db.updateTable("users").set({ mobile_number: "+16705550100" }).where("id", "=", account.id).execute();
    const response = await save(account, profileForm({ email: account.email?.toUpperCase(), mobile_number: "+16705550100" }));
    expect(response.statusCode).toBe(200);
    const { data, included } = await getProfile(account);
    expect([data.attributes.mobile_number, included[0]?.attributes]).toEqual(["+16705550100", expect.objectContaining({ email: account.email })]);
  });

  const EMAIL_REFUSED = "The sign-in e-mail address cannot be changed here.";
  const MOBILE_REFUSED = "The sign-in mobile number cannot be changed here.";

  it("never changes the sign-in e-mail or number, and answers alike whether another account holds it or not", async () => {
    const other = await createAccount(server.database.db);
    await server.database.db.updateTable("users").set({ mobile_number: "+16705550199" }).where("id", "=", other.id).execute();
    const account = await createAccount(server.database.db);
    const guest = await createAccount(server.database.db, { guest: true });
    const attempts: [TestAccount, Record<string, unknown>, string, string][] = [
      [account, { email: other.email?.toUpperCase() }, "email", EMAIL_REFUSED],
      [account, { email: newEmail() }, "email", EMAIL_REFUSED],
      [guest, { email: newEmail() }, "email", EMAIL_REFUSED],
      [account, { mobile_number: "+16705550199" }, "mobile_number", MOBILE_REFUSED],
      [account, { mobile_number: "+16705550198" }, "mobile_number", MOBILE_REFUSED],
    ];
    for (const [who, overrides, field, message] of attempts) {
      const before = await getProfile(who);
      const response = await save(who, profileForm(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", errors: { [field]: [message] } });
      expect(await getProfile(who)).toEqual(before);
    }
    expect((await getProfile(other)).included[0]?.attributes).toMatchObject({ email: other.email });
  });

  it.each([
    ["a missing first name", { name: undefined }, "name"],
    ["a first name that is not text", { name: 42 }, "name"],
    ["a last name over 100 characters", { last_name: "x".repeat(101) }, "last_name"],
    ["an unknown gender", { gender: "OTHER" }, "gender"],
    ["a birth date that is not a date", { birth_date: "1990-13-40" }, "birth_date"],
    ["a birth date in the future", { birth_date: `${THIS_YEAR + 1}-01-01` }, "birth_date"],
    ["an invalid e-mail address", { email: "not-an-address" }, "email"],
    ["an invalid mobile number", { mobile_number: "call me" }, "mobile_number"],
    ["an unknown region", { region_code: "GUAM" }, "region_code"],
    ["an unknown island", { province_code: "XYZ" }, "province_code"],
    ["an unknown municipality", { municipality_code: "99999" }, "municipality_code"],
    ["an unknown village", { barangay_code: "SPN-NOWHERE" }, "barangay_code"],
    ["a code of the wrong level", { municipality_code: "SPN" }, "municipality_code"],
    ["a municipality of another island", { municipality_code: "69120", barangay_code: "TIN-SAN-JOSE" }, "municipality_code"],
    ["a village of another municipality", { barangay_code: "ROT-SONGSONG" }, "barangay_code"],
    ["a village without its municipality", { municipality_code: null }, "municipality_code"],
    ["an island without its region", { region_code: undefined }, "region_code"],
    ["a photo that was never uploaded", { photo_url: "me.png::https://example.com/me.png" }, "photo_url"],
    ["a photo of an upload that does not exist", { photo_url: `me.png::/api/v1/uploads/${randomUUID()}` }, "photo_url"],
  ])("refuses %s with 422 on the field and changes nothing", async (_case, overrides, field) => {
    const account = await createAccount(server.database.db);
    expect((await save(account, profileForm({ company_name: "Before" }))).statusCode).toBe(200);
    const before = await getProfile(account);
    const response = await save(account, profileForm(overrides));
    expect(response.statusCode).toBe(422);
    const answer = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(answer.errors)).toEqual([field]);
    expect(answer.message).toBe(answer.errors[field]?.[0]);
    expect(await getProfile(account)).toEqual(before);
  });

  it("says which level is wrong in words", async () => {
    const account = await createAccount(server.database.db);
    const response = await save(account, profileForm({ barangay_code: "ROT-SONGSONG" }));
    expect(response.json()).toEqual({
      message: "This village is not in the selected municipality.",
      code: "VALIDATION_FAILED",
      errors: { barangay_code: ["This village is not in the selected municipality."] },
    });
  });

  it("refuses another account's upload as the photo", async () => {
    const owner = await createAccount(server.database.db);
    const uploadId = randomUUID();
    await server.database.db
      .insertInto("uploads")
      .values({
        id: uploadId,
        user_id: owner.id,
        name: "me.png",
        content_type: "image/png",
        byte_size: 1,
        storage_key: `${uploadId}.png`,
        created_at: new Date().toISOString(),
      })
      .execute();
    const account = await createAccount(server.database.db);
    const photoUrl = `me.png::/api/v1/uploads/${uploadId}`;
    expect((await save(account, profileForm({ photo_url: photoUrl }))).statusCode).toBe(422);
    expect((await save(owner, profileForm({ photo_url: photoUrl }))).statusCode).toBe(200);
    expect((await getProfile(owner)).data.attributes.photo_url).toBe(photoUrl);
  });

  it("answers a body that is not an object with 422", async () => {
    const account = await createAccount(server.database.db);
    for (const body of [[], "text", null]) {
      const response = await save(account, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: expect.any(String), code: "VALIDATION_FAILED", errors: expect.any(Object) });
    }
  });

  it("shows the front-liner flag while an active staff member with the account's e-mail holds the front_liner role", async () => {
    const account = await createAccount(server.database.db);
    expect((await getProfile(account)).data.attributes.is_front_liner).toBe(false);
    const staff = await createStaff(server.database.db, ["front_liner", "customs_officer"], { email: account.email ?? undefined });
    expect((await getProfile(account)).data.attributes.is_front_liner).toBe(true);
    await server.database.db.updateTable("staff_members").set({ status: "disabled" }).where("id", "=", staff.id).execute();
    expect((await getProfile(account)).data.attributes.is_front_liner).toBe(false);
    const other = await createAccount(server.database.db);
    await createStaff(server.database.db, ["customs_officer"], { email: other.email ?? undefined });
    expect((await getProfile(other)).data.attributes.is_front_liner).toBe(false);
  });

  describe("without a valid session", () => {
    const calls: [string, string, unknown][] = [
      ["GET", "/api/v1/me/profile", undefined],
      ["POST", "/api/v2/me/logbook", profileForm()],
    ];

    it.each(calls)("%s %s answers 401 with no token", async (method, url, body) => {
      const response = await callApi(server, method, url, { body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "You must be logged in to continue.", code: "NOT_SIGNED_IN" });
    });

    it.each(calls)("%s %s answers 403 token_invalid with an unknown token", async (method, url, body) => {
      const response = await callApi(server, method, url, { token: unknownToken(), body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
    });
  });
});
