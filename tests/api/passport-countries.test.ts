import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { customsForm, startTrip, submitPart } from "../support/trip-fixtures.ts";

describe.each(DATABASE_KINDS)("passport countries in the customs declaration on %s", (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  it("takes any ISO country for the passport and a passenger's issuing country, and refuses a code that is none", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const valid = customsForm();
    const [passenger] = valid.passengers;
    const form = { ...valid, declarant: { ...valid.declarant, passport_country: "FR" }, passengers: [{ ...passenger, issuing_country: "XK" }] };
    await submitPart(server, account, trip.id, "customs", form);
    const url = `/api/v1/visit-histories/${trip.id}/customs`;
    const stored = (await callApi(server, "GET", url, { token: account.token })).json<{ data: { attributes: typeof form } }>();
    expect(stored.data.attributes.declarant.passport_country).toBe("FR");
    expect(stored.data.attributes.passengers[0]?.issuing_country).toBe("XK");

    const refused = await callApi(server, "PUT", url, { token: account.token, body: { ...valid, declarant: { ...valid.declarant, passport_country: "ZZ" } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({ "declarant.passport_country": ["Please choose one."] });
  });
});
