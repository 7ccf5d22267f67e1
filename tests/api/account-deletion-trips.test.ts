import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { attestationForm, completeTrip, submitPart } from "../support/trip-fixtures.ts";
import { uploadedImage } from "../support/uploaded-image.ts";

/** Decision 007: trips are detached and their customs and survey kept; the health store's records go. */
describe.each(DATABASE_KINDS)("deleting an account with trips and medical records on %s", (kind) => {
  let server: ApiServer;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "deletion-trips-uploads-"));
    server = await startApiServer(kind, { config: { uploadDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  async function furnish(account: TestAccount): Promise<string> {
    const card = await uploadedImage(server, account);
    const call = (url: string, body: unknown) => callApi(server, "POST", url, { token: account.token, body });
    const dose = { dose_type: "COVID_19_DOSE", product_name: "Comirnaty", lot_number: "FK1", date_administered: "2026-01-15", site: "CHC", card_image: card };
    expect((await call("/api/v1/me/vaccinations", dose)).statusCode).toBe(201);
    const result = { test_type: "ANTIGEN", result: "NEGATIVE", taken_at: new Date(Date.now() - 60_000).toISOString(), document: card };
    expect((await call("/api/v1/me/test-results", result)).statusCode).toBe(201);
    const trip = await completeTrip(server, account);
    await submitPart(server, account, trip.id, "attestation", attestationForm());
    return trip.id;
  }

  async function healthRecordsOf(userId: string): Promise<number> {
    let total = 0;
    for (const table of ["vaccination_doses", "test_results", "health_declarations", "attestations"] as const) {
      total += (await server.database.stores.health.selectFrom(table).select("id").where("user_id", "=", userId).execute()).length;
    }
    return total;
  }

  it.each([
    ["registered", "/api/v2/me/profile", false],
    ["guest", "/api/v1/guest/profile", true],
  ] as const)("deletes a %s account: trips detached, customs and survey kept, health records gone", async (_kind, url, guest) => {
    const account = await createAccount(server.database.db, { guest });
    const other = await createAccount(server.database.db);
    const tripId = await furnish(account);
    await furnish(other);
    expect(await healthRecordsOf(account.id)).toBe(4);

    const response = await callApi(server, "DELETE", url, { token: account.token });
    expect(response.statusCode).toBe(200);

    const trip = await server.database.db.selectFrom("visit_histories").selectAll().where("id", "=", tripId).executeTakeFirst();
    expect(trip).toMatchObject({ user_id: null, customs_status: "SUBMITTED", survey_status: "SUBMITTED" });
    const { customs, tourism } = server.database.stores;
    expect(await customs.selectFrom("customs_declarations").select("id").where("visit_history_id", "=", tripId).execute()).toHaveLength(1);
    expect(await tourism.selectFrom("surveys").select("id").where("visit_history_id", "=", tripId).execute()).toHaveLength(1);
    expect(await healthRecordsOf(account.id)).toBe(0);
    expect(await server.database.db.selectFrom("users").select("id").where("id", "=", account.id).execute()).toEqual([]);
    expect(await healthRecordsOf(other.id)).toBe(4);
  });
});
