import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileAnswer } from "#domain/accounts.ts";
import { TRIP_VALID_DAYS } from "#domain/trips.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { createTestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { attestationForm, customsForm, dateInDays, domesticTrip, healthDeclarationForm, startTrip, submitPart, surveyForm } from "../support/trip-fixtures.ts";

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)("profile's trip fields on %s", (kind) => {
  let server: ApiServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startApiServer(kind, { clock: clock.now });
  });
  afterAll(() => server.close());

  const tripFields = async (account: TestAccount) => {
    const response = await callApi(server, "GET", "/api/v1/me/profile", { token: account.token });
    expect(response.statusCode).toBe(200);
    const { latest_visit_history_uuid, is_customs_completed, is_health_declaration_completed } = response.json<ProfileAnswer>().data.attributes;
    return { latest_visit_history_uuid, is_customs_completed, is_health_declaration_completed };
  };

  it("names the newest trip and says which of its parts are submitted, as the traveller sends them", async () => {
    const account = await createAccount(server.database.db);
    expect(await tripFields(account)).toEqual({ latest_visit_history_uuid: null, is_customs_completed: false, is_health_declaration_completed: false });

    const trip = await startTrip(server, account);
    expect(await tripFields(account)).toEqual({ latest_visit_history_uuid: trip.id, is_customs_completed: false, is_health_declaration_completed: false });
    await submitPart(server, account, trip.id, "survey", surveyForm());
    await submitPart(server, account, trip.id, "customs", customsForm());
    expect(await tripFields(account)).toEqual({ latest_visit_history_uuid: trip.id, is_customs_completed: true, is_health_declaration_completed: false });
    await submitPart(server, account, trip.id, "health-declaration", healthDeclarationForm());
    expect(await tripFields(account)).toEqual({ latest_visit_history_uuid: trip.id, is_customs_completed: true, is_health_declaration_completed: true });

    // A newer trip takes over: nothing of it is sent yet.
    const next = await startTrip(server, account, domesticTrip());
    expect(await tripFields(account)).toEqual({ latest_visit_history_uuid: next.id, is_customs_completed: false, is_health_declaration_completed: false });
  });

  it("counts an attestation as the trip's health part", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    await submitPart(server, account, trip.id, "attestation", attestationForm());
    expect(await tripFields(account)).toEqual({ latest_visit_history_uuid: trip.id, is_customs_completed: false, is_health_declaration_completed: true });
  });

  it("never shows another account's trip", async () => {
    const owner = await createAccount(server.database.db);
    const trip = await startTrip(server, owner);
    await submitPart(server, owner, trip.id, "customs", customsForm());
    const other = await createAccount(server.database.db);
    expect(await tripFields(other)).toEqual({ latest_visit_history_uuid: null, is_customs_completed: false, is_health_declaration_completed: false });
  });

  // Moves the server's clock forward for good, so it runs last.
  it("forgets a trip once it has expired", async () => {
    const account = await createAccount(server.database.db);
    // Arrived a day short of the trip's validity: it expires within the next day.
    const arrival = dateInDays(1 - TRIP_VALID_DAYS);
    const trip = await startTrip(server, account, { ...domesticTrip(), date_of_arrival: arrival });
    await submitPart(server, account, trip.id, "customs", customsForm({ trip: { ...customsForm().trip, date_of_arrival: arrival } }));
    expect((await tripFields(account)).is_customs_completed).toBe(true);
    clock.advance(DAY_MS);
    expect(await tripFields(account)).toEqual({ latest_visit_history_uuid: null, is_customs_completed: false, is_health_declaration_completed: false });
  });
});
