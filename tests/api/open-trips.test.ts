import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "#domain/errors.ts";
import { MAX_OPEN_TRIPS } from "#domain/constants.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { completeTrip, newTrip, startTrip } from "../support/trip-fixtures.ts";

/** Decision 023: drafts neither hide the current trip nor pile up without end. */
describe.each(DATABASE_KINDS)("open trips on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  const currentQr = (account: TestAccount) => callApi(server, "GET", "/api/v1/current-trip/qr", { token: account.token });

  it("finds the current trip's QR behind any number of newer drafts", async () => {
    const account = await createAccount(server.database.db);
    const complete = await completeTrip(server, account);
    // Drafts from before the limit on open trips, newer than the complete trip.
    const row = await server.database.db.selectFrom("visit_histories").selectAll().where("id", "=", complete.id).executeTakeFirstOrThrow();
    const later = (minutes: number) => new Date(Date.parse(row.created_at) + minutes * 60_000).toISOString();
    await server.database.db
      .insertInto("visit_histories")
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          ...row,
          id: randomUUID(),
          survey_status: null,
          customs_status: null,
          health_declaration_status: null,
          health_declaration_form_uuid: null,
          survey_form_uuid: null,
          customs_form_uuid: null,
          qr_id: null,
          trip_code: null,
          created_at: later(index + 1),
          updated_at: later(index + 1),
        })),
      )
      .execute();

    const answer = await currentQr(account);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { trip_id: complete.id, qr_id: complete.attributes.qr_id } });
  });

  it(`refuses an account's trip beyond ${MAX_OPEN_TRIPS} open ones with a plain 422, counting neither complete nor deleted trips`, async () => {
    const account = await createAccount(server.database.db);
    await completeTrip(server, account);
    const drafts = [];
    for (let index = 0; index < MAX_OPEN_TRIPS; index += 1) drafts.push(await startTrip(server, account));

    const refused = await callApi(server, "POST", "/api/v1/visit-histories", { token: account.token, body: newTrip() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.TOO_MANY_OPEN_TRIPS, code: "TOO_MANY_OPEN_TRIPS" });
    expect(await server.database.db.selectFrom("visit_histories").select("id").where("user_id", "=", account.id).execute()).toHaveLength(MAX_OPEN_TRIPS + 1);

    // Another account is not held back by this one's drafts.
    await startTrip(server, await createAccount(server.database.db));
    const deleted = await callApi(server, "DELETE", `/api/v1/visit-histories/${drafts[0]?.id}`, { token: account.token });
    expect(deleted.statusCode).toBe(200);
    await startTrip(server, account);
  });
});
