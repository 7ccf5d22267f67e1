import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FamiliesSaved, ProfileAnswer } from "#domain/accounts.ts";
import { type TestAccount, callApi, createAccount, unknownToken } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

function member(firstName: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: firstName,
    middle_name: "dela",
    last_name: "cruz",
    birth_date: "2015-06-30",
    gender: "MALE",
    passport: "P7654321",
    passport_country: "USA",
    ...overrides,
  };
}

const stored = (firstName: string, overrides: Record<string, unknown> = {}) => ({
  first_name: firstName.toUpperCase(),
  middle_name: "DELA",
  last_name: "CRUZ",
  birth_date: "2015-06-30",
  gender: "MALE",
  passport: "P7654321",
  passport_country: "USA",
  ...overrides,
});

describe.each(DATABASE_KINDS)("family API on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  const saveFamilies = (account: TestAccount, body: unknown) => callApi(server, "PUT", "/api/v2/me/families", { token: account.token, body });
  const familyOf = async (account: TestAccount) => {
    const response = await callApi(server, "GET", "/api/v1/me/profile", { token: account.token });
    return response.json<ProfileAnswer>().included.filter((item) => item.type === "family");
  };

  it("saves the list in order with names upper-case, and the profile includes it", async () => {
    const account = await createAccount(server.database.db);
    const response = await saveFamilies(account, {
      families: [
        member("ana"),
        member("ben", { middle_name: null, passport: undefined, passport_country: undefined, gender: "MALE" }),
        member("carla", { gender: "FEMALE" }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<FamiliesSaved>();
    expect(answer).toEqual({
      message: "Saved!",
      data: [
        { id: expect.any(String), type: "family", attributes: stored("ana") },
        { id: expect.any(String), type: "family", attributes: stored("ben", { middle_name: null, passport: null, passport_country: null }) },
        { id: expect.any(String), type: "family", attributes: stored("carla", { gender: "FEMALE" }) },
      ],
    });
    expect(await familyOf(account)).toEqual(answer.data);
  });

  it("replaces the whole list on each save, and an empty list clears it", async () => {
    const account = await createAccount(server.database.db);
    await saveFamilies(account, { families: [member("ana"), member("ben")] });
    const second = await saveFamilies(account, { families: [member("dina")] });
    expect(second.json<FamiliesSaved>().data.map((item) => item.attributes.first_name)).toEqual(["DINA"]);
    expect((await familyOf(account)).map((item) => item.attributes.first_name)).toEqual(["DINA"]);
    const cleared = await saveFamilies(account, { families: [] });
    expect(cleared.json()).toEqual({ message: "Saved!", data: [] });
    expect(await familyOf(account)).toEqual([]);
  });

  it("accepts seven members, the most one declaration carries", async () => {
    const account = await createAccount(server.database.db);
    const families = Array.from({ length: 7 }, (_, index) => member(`member${index}`));
    expect((await saveFamilies(account, { families })).statusCode).toBe(200);
    expect(await familyOf(account)).toHaveLength(7);
  });

  it("lets a guest keep a family list too", async () => {
    const guest = await createAccount(server.database.db, { guest: true });
    expect((await saveFamilies(guest, { families: [member("ana")] })).statusCode).toBe(200);
    expect(await familyOf(guest)).toHaveLength(1);
  });

  it("touches only the caller's own family", async () => {
    const first = await createAccount(server.database.db);
    const second = await createAccount(server.database.db);
    await saveFamilies(first, { families: [member("ana")] });
    await saveFamilies(second, { families: [member("zed"), member("yan")] });
    await saveFamilies(second, { families: [] });
    expect((await familyOf(first)).map((item) => item.attributes.first_name)).toEqual(["ANA"]);
  });

  it.each([
    ["eight members", { families: Array.from({ length: 8 }, (_, index) => member(`member${index}`)) }, "families", "At most 7 family members."],
    ["no list", {}, "families", undefined],
    ["a list that is not a list", { families: "ana" }, "families", undefined],
    ["a member that is not an object", { families: ["ana"] }, "families.0", undefined],
    ["a member without a last name", { families: [member("ana"), member("ben", { last_name: undefined })] }, "families.1.last_name", undefined],
    ["a first name that is not text", { families: [member("ana", { first_name: 7 })] }, "families.0.first_name", undefined],
    ["a name over 100 characters", { families: [member("x".repeat(101))] }, "families.0.first_name", "Must be at most 100 characters."],
    ["an unknown gender", { families: [member("ana", { gender: "F" })] }, "families.0.gender", "Select MALE or FEMALE."],
    [
      "a birth date that is not a date",
      { families: [member("ana", { birth_date: "30/06/2015" })] },
      "families.0.birth_date",
      "Use the date format YYYY-MM-DD.",
    ],
    [
      "a birth date in the future",
      { families: [member("ana", { birth_date: "2999-01-01" })] },
      "families.0.birth_date",
      "The birth date cannot be in the future.",
    ],
    ["a passport over 20 characters", { families: [member("ana", { passport: "P".repeat(21) })] }, "families.0.passport", "Must be at most 20 characters."],
  ])("refuses %s with 422 on the field and keeps the saved list", async (_case, body, field, message) => {
    const account = await createAccount(server.database.db);
    await saveFamilies(account, { families: [member("kept")] });
    const before = await familyOf(account);
    const response = await saveFamilies(account, body);
    expect(response.statusCode).toBe(422);
    const answer = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(answer.errors)).toEqual([field]);
    expect(answer.message).toBe(answer.errors[field]?.[0]);
    if (message) expect(answer.message).toBe(message);
    expect(await familyOf(account)).toEqual(before);
  });

  it("answers 401 without a token and 403 token_invalid with an unknown one", async () => {
    const body = { families: [member("ana")] };
    const anonymous = await callApi(server, "PUT", "/api/v2/me/families", { body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "You must be logged in to continue.", code: "NOT_SIGNED_IN" });
    const unknown = await callApi(server, "PUT", "/api/v2/me/families", { token: unknownToken(), body });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ message: expect.any(String), code: "SESSION_INVALID", error: "token_invalid" });
  });
});
