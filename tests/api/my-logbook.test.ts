import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileAnswer } from "#domain/accounts.ts";
import { NOT_ALLOWED_MESSAGE, NOT_ALLOWED_TITLE } from "#domain/access-rule.ts";
import { ALLOWED_MESSAGE, QR_NOT_FOUND_MESSAGE, type VisitAttributes } from "#domain/logbook.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { createBranch, visitsAt } from "./logbook-support.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface Visit {
  id: string;
  type: "visit";
  attributes: VisitAttributes;
}

describe.each(DATABASE_KINDS)("signed-in logbook API on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const scan = (account: TestAccount, uuid: unknown) => callApi(server, "POST", "/api/v1/me/profile/scan_qr", { token: account.token, body: { uuid } });
  const confirm = (account: TestAccount, body: unknown) => callApi(server, "POST", "/api/v1/me/profile/scan_qr/confirm", { token: account.token, body });
  const myVisits = async (account: TestAccount) => {
    const response = await callApi(server, "GET", "/api/v1/me/visits", { token: account.token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Visit[] }>().data;
  };
  const checkOut = (account: TestAccount, visitId: string) => callApi(server, "POST", `/api/v1/me/visits/${visitId}/check-out`, { token: account.token });
  const reportSymptoms = (account: TestAccount, status: unknown) => callApi(server, "PUT", "/api/v1/me/symptoms", { token: account.token, body: { status } });

  async function traveller(details: { case_status?: string; health_status?: string } = {}): Promise<TestAccount> {
    const account = await createAccount(db());
    await db()
      .updateTable("users")
      .set({
        first_name: "ROSA",
        last_name: "DIAZ",
        birth_date: "1985-04-04",
        gender: "FEMALE",
        company_name: "Dive Shop",
        municipality_code: "69110",
        ...details,
      })
      .where("id", "=", account.id)
      .execute();
    return account;
  }

  describe("scanning a QR", () => {
    it("answers a branch uuid, or a check-in address holding it, with the establishment and its place", async () => {
      const account = await traveller();
      const branch = await createBranch(db(), { name: "Kagman Store", branch: "Main", latitude: 15.17, longitude: 145.77 });
      const expected = {
        data: {
          result_type: "ESTABLISHMENT",
          qr_value: branch.id,
          qr_type: "ESTABLISHMENT",
          logo: "",
          name: "Kagman Store",
          branch: "Main",
          label: "Front desk",
          geoloc: { latitude: 15.17, longitude: 145.77 },
        },
      };
      expect((await scan(account, branch.id)).json()).toEqual(expected);
      expect((await scan(account, `https://example.gov/g/logbook/${branch.id.toUpperCase()}`)).json()).toEqual(expected);
      const withoutPlace = await createBranch(db());
      expect((await scan(account, withoutPlace.id)).json()).toMatchObject({ data: { result_type: "ESTABLISHMENT", geoloc: null } });
    });

    it("answers anything else with NOT_FOUND and the spec's message, as a 200 scan result", async () => {
      const account = await traveller();
      for (const scanned of [randomUUID(), "hello", "https://example.com/elsewhere"]) {
        const response = await scan(account, scanned);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: { result_type: "NOT_FOUND", message: QR_NOT_FOUND_MESSAGE } });
      }
      expect((await scan(account, "")).statusCode).toBe(422);
    });

    it("does not resolve another user's QR value: that is for front-liners only", async () => {
      const scanner = await traveller();
      const other = await traveller();
      const { qr_value } = (await callApi(server, "GET", "/api/v1/me/logbook-qr", { token: other.token })).json<{ data: { qr_value: string } }>().data;
      expect((await scan(scanner, qr_value)).json()).toEqual({ data: { result_type: "NOT_FOUND", message: QR_NOT_FOUND_MESSAGE } });
    });

    it("needs a session", async () => {
      const response = await callApi(server, "POST", "/api/v1/me/profile/scan_qr", { body: { uuid: randomUUID() } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("confirming a visit", () => {
    it("lets a healthy traveller in and records the visit from the profile until the branch's duration ends", async () => {
      const account = await traveller();
      const branch = await createBranch(db(), { visitMinutes: 45 });
      const response = await confirm(account, { uuid: branch.id, purpose: "Business" });
      expect(response.statusCode).toBe(200);
      const answer = response.json<{ status: string; message: string; data: Visit }>();
      expect(answer).toMatchObject({
        status: "ALLOWED",
        message: ALLOWED_MESSAGE,
        data: {
          type: "visit",
          attributes: {
            establishment: { uuid: branch.id, name: "Saipan Noodle House", branch: "Garapan", label: "Front desk", logo: "" },
            purpose: "Business",
            access_status: "ALLOWED",
            end_reason: "duration",
            is_open: true,
          },
        },
      });
      const { started_at, ends_at } = answer.data.attributes;
      expect(new Date(ends_at).getTime() - new Date(started_at).getTime()).toBe(45 * MINUTE_MS);
      const [stored] = await visitsAt(db(), branch.id);
      expect(stored).toMatchObject({
        user_id: account.id,
        person_key: `user:${account.id}`,
        first_name: "ROSA",
        last_name: "DIAZ",
        gender: "FEMALE",
        company_name: "Dive Shop",
        check_out_key_hash: null,
      });
      expect(await myVisits(account)).toEqual([answer.data]);
    });

    it("turns away a probable, suspected or confirmed case and a SEVERE health status with 409, and still records the visit", async () => {
      for (const details of [{ case_status: "0001" }, { case_status: "0002" }, { case_status: "0003" }, { health_status: "SEVERE" }]) {
        const account = await traveller(details);
        const branch = await createBranch(db());
        const response = await confirm(account, { uuid: branch.id, purpose: "Pleasure" });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          status: "NOT_ALLOWED",
          error: "not_allowed",
          title: NOT_ALLOWED_TITLE,
          message: NOT_ALLOWED_MESSAGE,
          data: { attributes: { access_status: "NOT_ALLOWED", is_open: true } },
        });
        expect(await visitsAt(db(), branch.id)).toHaveLength(1);
      }
    });

    it("turns away someone who reported a symptom within 14 days, and lets them in once it is older or they report none", async () => {
      const account = await traveller();
      expect((await reportSymptoms(account, ["FEVER"])).json()).toEqual({ message: "Saved!" });
      const branch = await createBranch(db());
      expect((await confirm(account, { uuid: branch.id, purpose: "Business" })).statusCode).toBe(409);
      clock.advance(15 * DAY_MS);
      expect((await confirm(account, { uuid: branch.id, purpose: "Business" })).statusCode).toBe(200);
      await reportSymptoms(account, ["HEADACHE"]);
      expect((await confirm(account, { uuid: branch.id, purpose: "Business" })).statusCode).toBe(409);
      await reportSymptoms(account, ["NONE_OF_THE_ABOVE"]);
      expect((await confirm(account, { uuid: branch.id, purpose: "Business" })).statusCode).toBe(200);
      const stored = await visitsAt(db(), branch.id);
      expect(stored.map((visit) => [visit.access_status, visit.symptoms])).toEqual([
        ["NOT_ALLOWED", '["FEVER"]'],
        ["ALLOWED", null],
        ["NOT_ALLOWED", '["HEADACHE"]'],
        ["ALLOWED", '["NONE_OF_THE_ABOVE"]'],
      ]);
    });

    it("asks for a purpose first, and answers an unknown or malformed uuid without recording anything", async () => {
      const account = await traveller();
      const branch = await createBranch(db());
      const noPurpose = await confirm(account, { uuid: branch.id });
      expect(noPurpose.statusCode).toBe(422);
      expect(noPurpose.json()).toMatchObject({ message: "Please select purpose." });
      expect((await confirm(account, { uuid: branch.id, purpose: "  " })).json()).toMatchObject({ message: "Please select purpose." });
      const unknown = await confirm(account, { uuid: randomUUID(), purpose: "Business" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: QR_NOT_FOUND_MESSAGE, code: "QR_NOT_FOUND" });
      const malformed = await confirm(account, { uuid: "nope", purpose: "Business" });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toMatchObject({ message: "Invalid QR Code", code: "VALIDATION_FAILED" });
      const mistyped = await confirm(account, { uuid: branch.id, purpose: 7 });
      expect(mistyped.statusCode).toBe(422);
      expect(await visitsAt(db(), branch.id)).toEqual([]);
      expect(await myVisits(account)).toEqual([]);
    });

    it("keeps one open visit: checking in elsewhere ends the first visit at that moment; the list is newest first", async () => {
      const account = await traveller();
      const first = await createBranch(db());
      const second = await createBranch(db());
      await confirm(account, { uuid: first.id, purpose: "Business" });
      clock.advance(5 * MINUTE_MS);
      const moved = (await confirm(account, { uuid: second.id, purpose: "Business" })).json<{ data: Visit }>().data;
      const [newest, older] = await myVisits(account);
      expect(newest).toEqual(moved);
      expect(older?.attributes).toMatchObject({ end_reason: "checked_in_elsewhere", is_open: false, ends_at: moved.attributes.started_at });
    });

    it("refuses a 10 MB body with 413 and records nothing", async () => {
      const account = await traveller();
      const branch = await createBranch(db());
      const response = await confirm(account, { uuid: branch.id, purpose: "x".repeat(10 * 1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "The request body is too large.", code: "BODY_TOO_LARGE" });
      expect(await visitsAt(db(), branch.id)).toEqual([]);
    });

    it("throttles one user's check-ins with 429 past 10 a minute", async () => {
      const account = await traveller();
      const branch = await createBranch(db());
      for (let count = 0; count < 10; count += 1) expect((await confirm(account, { uuid: branch.id, purpose: "Business" })).statusCode).toBe(200);
      const refused = await confirm(account, { uuid: branch.id, purpose: "Business" });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.any(String), code: "TOO_MANY_CHECK_INS" });
      expect(await visitsAt(db(), branch.id)).toHaveLength(10);
      clock.advance(MINUTE_MS);
      expect((await confirm(account, { uuid: branch.id, purpose: "Business" })).statusCode).toBe(200);
    }, 30_000);
  });

  it("lists only the visits of the last 30 days", async () => {
    const account = await traveller();
    const branch = await createBranch(db());
    const recent = (await confirm(account, { uuid: branch.id, purpose: "Business" })).json<{ data: Visit }>().data;
    const startedAt = new Date(clock.now().getTime() - 31 * DAY_MS);
    const old = await db().selectFrom("visits").selectAll().where("id", "=", recent.id).executeTakeFirstOrThrow();
    await db()
      .insertInto("visits")
      .values({ ...old, id: randomUUID(), started_at: startedAt.toISOString(), ends_at: new Date(startedAt.getTime() + 60 * MINUTE_MS).toISOString() })
      .execute();
    expect(await myVisits(account)).toEqual([recent]);
  });

  describe("checking out", () => {
    it("ends one's open visit now", async () => {
      const account = await traveller();
      const branch = await createBranch(db());
      const visit = (await confirm(account, { uuid: branch.id, purpose: "Business" })).json<{ data: Visit }>().data;
      clock.advance(MINUTE_MS);
      const response = await checkOut(account, visit.id);
      expect(response.statusCode).toBe(200);
      const ended = response.json<{ data: Visit }>().data;
      expect(ended.attributes).toMatchObject({ end_reason: "checked_out", is_open: false });
      expect(new Date(ended.attributes.ends_at).getTime()).toBeLessThanOrEqual(clock.now().getTime());
      expect(await myVisits(account)).toEqual([ended]);
      expect((await checkOut(account, visit.id)).json()).toEqual({ data: ended });
    });

    it("shows a visit as ended once the branch's duration has passed", async () => {
      const account = await traveller();
      const branch = await createBranch(db(), { visitMinutes: 20 });
      const visit = (await confirm(account, { uuid: branch.id, purpose: "Business" })).json<{ data: Visit }>().data;
      clock.advance(21 * MINUTE_MS);
      const [ended] = await myVisits(account);
      expect(ended).toEqual({ ...visit, attributes: { ...visit.attributes, is_open: false } });
      const response = await checkOut(account, visit.id);
      expect(response.json()).toEqual({ data: ended });
    });

    it("answers another user's visit and an unknown id with 404, and changes nothing", async () => {
      const owner = await traveller();
      const stranger = await traveller();
      const branch = await createBranch(db());
      const visit = (await confirm(owner, { uuid: branch.id, purpose: "Business" })).json<{ data: Visit }>().data;
      const before = await visitsAt(db(), branch.id);
      for (const id of [visit.id, randomUUID(), "not-a-visit"]) {
        const response = await checkOut(stranger, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "Visit not found.", code: "VISIT_NOT_FOUND" });
      }
      expect(await visitsAt(db(), branch.id)).toEqual(before);
      expect(await myVisits(stranger)).toEqual([]);
    });
  });

  describe("symptoms and the user's QR", () => {
    it("keeps the reported symptoms and returns them in the profile", async () => {
      const account = await traveller();
      expect((await reportSymptoms(account, ["FEVER", "HEADACHE"])).statusCode).toBe(200);
      const profile = (await callApi(server, "GET", "/api/v1/me/profile", { token: account.token })).json<ProfileAnswer>();
      expect(profile.data.attributes.symptoms).toEqual(["FEVER", "HEADACHE"]);
    });

    it("refuses an empty list, unknown codes and none-of-the-above with a symptom, and keeps what was there", async () => {
      const account = await traveller();
      await reportSymptoms(account, ["NONE_OF_THE_ABOVE"]);
      const empty = await reportSymptoms(account, []);
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ message: "Please select atleast 1" });
      expect((await reportSymptoms(account, ["NOT_A_SYMPTOM"])).statusCode).toBe(422);
      expect((await reportSymptoms(account, ["FEVER", "NONE_OF_THE_ABOVE"])).statusCode).toBe(422);
      expect((await reportSymptoms(account, "FEVER")).statusCode).toBe(422);
      const missing = await callApi(server, "PUT", "/api/v1/me/symptoms", { token: account.token, body: {} });
      expect(missing.json()).toEqual({
        message: "The status field is required.",
        code: "VALIDATION_FAILED",
        errors: { status: ["The status field is required."] },
      });
      const stored = await db().selectFrom("users").select("symptoms").where("id", "=", account.id).executeTakeFirstOrThrow();
      expect(stored.symptoms).toBe('["NONE_OF_THE_ABOVE"]');
    });

    it("gives each user one unguessable QR value, the same on every call", async () => {
      const first = await traveller();
      const second = await traveller();
      const qrOf = async (account: TestAccount) =>
        (await callApi(server, "GET", "/api/v1/me/logbook-qr", { token: account.token })).json<{ data: { qr_value: string } }>().data.qr_value;
      const value = await qrOf(first);
      expect(value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(await qrOf(first)).toBe(value);
      expect(await qrOf(second)).not.toBe(value);
      expect((await callApi(server, "GET", "/api/v1/me/logbook-qr")).statusCode).toBe(401);
    });
  });

  it("deletes an account with visits cleanly; its visits stay for tracing without the account", async () => {
    const account = await traveller();
    const branch = await createBranch(db());
    await confirm(account, { uuid: branch.id, purpose: "Business" });
    const deleted = await callApi(server, "DELETE", "/api/v2/me/profile", { token: account.token });
    expect(deleted.statusCode).toBe(200);
    const [kept] = await visitsAt(db(), branch.id);
    expect(kept).toMatchObject({ user_id: null, first_name: "ROSA", last_name: "DIAZ" });
    expect(await db().selectFrom("users").select("id").where("id", "=", account.id).execute()).toEqual([]);
  });
});
