import { describe, expect, it } from "vitest";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { serveTracingApi } from "./tracing-support.ts";

const DAY_MS = 86_400_000;
const PLACE = "Garapan Seaside Cafe — Beach Road";
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Exposure {
  exposure_date: string;
  place: string;
  notified_at: string;
  quarantine_until: string;
}

describe.each(DATABASE_KINDS)("a traveller's exposures on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const health = () => server.database.stores.health;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  const exposuresOf = async (token: string) => {
    const response = await callApi(server, "GET", "/api/v1/me/exposures", { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Exposure[] }>().data;
  };
  const openCase = (values: { closed_at?: string; list_incubation_days?: number } = {}) =>
    insertCase(health(), { full_name: "SECRET INDEX PERSON", mobile_number: "16705550100", opened_by: official.id, list_state: "frozen", ...values });

  it("shows a notified exposure's day, place and quarantine end, and never who the case is", async () => {
    const account = await createAccount(server.database.db);
    const caseId = await openCase();
    const exposedAt = daysAgo(3);
    const notifiedAt = daysAgo(1).toISOString();
    await insertContact(health(), {
      case_id: caseId,
      person_key: `user:${account.id}`,
      user_id: account.id,
      exposure_start: exposedAt.toISOString(),
      place: PLACE,
      notified_at: notifiedAt,
      notified_by: "email",
    });

    const response = await callApi(server, "GET", "/api/v1/me/exposures", { token: account.token });
    const day = commonwealthDay(exposedAt);
    expect(response.json()).toEqual({
      data: [{ exposure_date: day, place: PLACE, notified_at: notifiedAt, quarantine_until: plusDays(day, 14) }],
    });
    expect(response.body).not.toContain("SECRET INDEX PERSON");
    expect(response.body).not.toContain("16705550100");
  });

  it("follows the incubation period the list was computed with", async () => {
    const account = await createAccount(server.database.db);
    const caseId = await openCase({ list_incubation_days: 5 });
    const exposedAt = daysAgo(2);
    await insertContact(health(), {
      case_id: caseId,
      person_key: `user:${account.id}`,
      user_id: account.id,
      exposure_start: exposedAt.toISOString(),
      notified_at: new Date().toISOString(),
      notified_by: "sms",
    });
    const [exposure] = await exposuresOf(account.token);
    const day = commonwealthDay(exposedAt);
    expect(exposure?.quarantine_until).toBe(plusDays(day, 5));
  });

  it("leaves out contacts not yet notified, of a closed case, past their quarantine, and other people's", async () => {
    const account = await createAccount(server.database.db);
    const other = await createAccount(server.database.db);
    const me = { person_key: `user:${account.id}`, user_id: account.id };
    const notified = { notified_at: new Date().toISOString(), notified_by: "sms" as const };
    const open = await openCase();
    const closed = await openCase({ closed_at: new Date().toISOString() });
    await insertContact(health(), { case_id: open, ...me, exposure_start: daysAgo(2).toISOString() });
    await insertContact(health(), { case_id: closed, ...me, ...notified, exposure_start: daysAgo(2).toISOString() });
    await insertContact(health(), { case_id: open, ...me, ...notified, exposure_start: daysAgo(20).toISOString() });
    await insertContact(health(), { case_id: open, person_key: `user:${other.id}`, user_id: other.id, ...notified, exposure_start: daysAgo(2).toISOString() });
    expect(await exposuresOf(account.token)).toEqual([]);
    expect(await exposuresOf(other.token)).toHaveLength(1);
  });

  it("lists several exposures newest first", async () => {
    const account = await createAccount(server.database.db);
    const me = { person_key: `user:${account.id}`, user_id: account.id, notified_at: new Date().toISOString(), notified_by: "sms" as const };
    await insertContact(health(), { case_id: await openCase(), ...me, exposure_start: daysAgo(6).toISOString(), place: "Older place — A" });
    await insertContact(health(), { case_id: await openCase(), ...me, exposure_start: daysAgo(1).toISOString(), place: "Newer place — B" });
    expect((await exposuresOf(account.token)).map((exposure) => exposure.place)).toEqual(["Newer place — B", "Older place — A"]);
  });

  it("answers 401 without a session", async () => {
    const response = await callApi(server, "GET", "/api/v1/me/exposures");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
