import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileAnswer } from "#domain/accounts.ts";
import { UPLOAD_REQUIRED_MESSAGE } from "#domain/medical-records.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { attestationForm, completeTrip, dateInDays, healthDeclarationForm, startTrip, submitPart } from "../support/trip-fixtures.ts";
import { uploadedImage } from "../support/uploaded-image.ts";

const dose = (cardImage: string, overrides: Record<string, unknown> = {}) => ({
  dose_type: "COVID_19_DOSE",
  patient_number: "PN-1234",
  product_name: "Comirnaty",
  lot_number: "FK1234",
  date_administered: "2026-01-15",
  site: "Commonwealth Health Center",
  card_image: cardImage,
  ...overrides,
});
const testResult = (document: string, overrides: Record<string, unknown> = {}) => ({
  test_type: "RT_PCR",
  result: "NEGATIVE",
  taken_at: new Date(Date.now() - 3_600_000).toISOString(),
  document,
  ...overrides,
});

describe.each(DATABASE_KINDS)("medical records API on %s", (kind) => {
  let server: ApiServer;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = mkdtempSync(path.join(tmpdir(), "medical-uploads-"));
    server = await startApiServer(kind, { config: { uploadDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const call = (account: TestAccount, method: string, url: string, body?: unknown) => callApi(server, method, url, { token: account.token, body });
  const flags = async (account: TestAccount) => {
    const { has_first_dose, has_second_dose, has_booster, has_rt_pcr, has_attested } = (await call(account, "GET", "/api/v1/me/profile")).json<ProfileAnswer>()
      .data.attributes;
    return { has_first_dose, has_second_dose, has_booster, has_rt_pcr, has_attested };
  };
  const healthRows = async (userId: string) => {
    const health = server.database.stores.health;
    const counts = await Promise.all(
      (["vaccination_doses", "test_results", "health_declarations", "attestations"] as const).map(
        async (table) => (await health.selectFrom(table).select("id").where("user_id", "=", userId).execute()).length,
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  };

  it("records doses and results, lists them newest first, and the profile's flags follow", async () => {
    const account = await createAccount(server.database.db);
    expect(await flags(account)).toEqual({ has_first_dose: false, has_second_dose: false, has_booster: false, has_rt_pcr: false, has_attested: false });
    const card = await uploadedImage(server, account);
    const first = await call(account, "POST", "/api/v1/me/vaccinations", dose(card, { patient_number: null }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: "Saved!",
      data: {
        id: expect.any(String),
        type: "vaccination",
        attributes: { ...dose(card), patient_number: null, product_name: "Comirnaty", created_at: expect.any(String) },
      },
    });
    expect(await flags(account)).toMatchObject({ has_first_dose: true, has_second_dose: false, has_booster: false });
    await call(account, "POST", "/api/v1/me/vaccinations", dose(card, { date_administered: "2026-02-15" }));
    await call(account, "POST", "/api/v1/me/vaccinations", dose(card, { dose_type: "BOOSTER", date_administered: "2026-08-15" }));
    const doses = (await call(account, "GET", "/api/v1/me/vaccinations")).json<{ data: { attributes: { dose_type: string; date_administered: string } }[] }>()
      .data;
    expect(doses.map((item) => item.attributes.date_administered)).toEqual(["2026-08-15", "2026-02-15", "2026-01-15"]);

    const result = await call(account, "POST", "/api/v1/me/test-results", testResult(card));
    expect(result.statusCode).toBe(201);
    expect(result.json()).toMatchObject({ message: "Saved!", data: { type: "test_result", attributes: testResult(card, { taken_at: expect.any(String) }) } });
    expect((await call(account, "GET", "/api/v1/me/test-results")).json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(await flags(account)).toEqual({ has_first_dose: true, has_second_dose: true, has_booster: true, has_rt_pcr: true, has_attested: false });

    const trip = await startTrip(server, account);
    await submitPart(server, account, trip.id, "attestation", attestationForm());
    expect((await flags(account)).has_attested).toBe(true);
  });

  it("takes only the caller's own upload as card or document, and no date in the future; saves nothing else", async () => {
    const account = await createAccount(server.database.db);
    const someoneElses = await uploadedImage(server, await createAccount(server.database.db));
    const own = await uploadedImage(server, account);
    const refused = async (url: string, body: unknown) => {
      const response = await call(account, "POST", url, body);
      expect(response.statusCode).toBe(422);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await refused("/api/v1/me/vaccinations", dose(someoneElses))).toEqual({ card_image: [UPLOAD_REQUIRED_MESSAGE] });
    expect(await refused("/api/v1/me/vaccinations", dose("card.png::https://elsewhere.example/card.png"))).toEqual({ card_image: [UPLOAD_REQUIRED_MESSAGE] });
    expect(await refused("/api/v1/me/vaccinations", dose(own, { date_administered: dateInDays(2) }))).toEqual({
      date_administered: ["The date cannot be in the future."],
    });
    expect(await refused("/api/v1/me/vaccinations", dose(own, { product_name: "コミナティ", lot_number: undefined }))).toEqual({
      product_name: ["This form must be completed in English."],
      lot_number: ["The lot_number field is required."],
    });
    expect(await refused("/api/v1/me/test-results", testResult(someoneElses))).toEqual({ document: [UPLOAD_REQUIRED_MESSAGE] });
    expect(await refused("/api/v1/me/test-results", testResult(own, { taken_at: new Date(Date.now() + 7_200_000).toISOString(), result: "MAYBE" }))).toEqual({
      result: ["Please choose one."],
    });
    expect(await refused("/api/v1/me/test-results", testResult(own, { taken_at: new Date(Date.now() + 7_200_000).toISOString() }))).toEqual({
      taken_at: ["The sample cannot have been taken in the future."],
    });
    expect(await healthRows(account.id)).toBe(0);
  });

  it("deletes one's own record; another's, or an unknown one, is 404 and stays", async () => {
    const owner = await createAccount(server.database.db);
    const stranger = await createAccount(server.database.db);
    const card = await uploadedImage(server, owner);
    const doseId = (await call(owner, "POST", "/api/v1/me/vaccinations", dose(card))).json<{ data: { id: string } }>().data.id;
    const resultId = (await call(owner, "POST", "/api/v1/me/test-results", testResult(card))).json<{ data: { id: string } }>().data.id;
    for (const url of [`/api/v1/me/vaccinations/${doseId}`, `/api/v1/me/test-results/${resultId}`, `/api/v1/me/test-results/${randomUUID()}`]) {
      const response = await call(stranger, "DELETE", url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Record not found.", code: "RECORD_NOT_FOUND" });
    }
    expect(await healthRows(owner.id)).toBe(2);
    expect((await call(owner, "DELETE", `/api/v1/me/vaccinations/${doseId}`)).json()).toEqual({ message: "Successfully deleted" });
    expect((await call(owner, "DELETE", `/api/v1/me/test-results/${resultId}`)).statusCode).toBe(200);
    expect(await healthRows(owner.id)).toBe(0);
  });

  it("deletes all of the caller's health information on request; trips no longer refer to it, others' stays", async () => {
    const account = await createAccount(server.database.db);
    const other = await createAccount(server.database.db);
    const card = await uploadedImage(server, account);
    await call(account, "POST", "/api/v1/me/vaccinations", dose(card));
    await call(account, "POST", "/api/v1/me/test-results", testResult(card));
    const trip = await completeTrip(server, account);
    await submitPart(server, account, trip.id, "attestation", attestationForm());
    const othersTrip = await startTrip(server, other);
    await submitPart(server, other, othersTrip.id, "health-declaration", healthDeclarationForm());
    expect(await healthRows(account.id)).toBe(4);

    const response = await call(account, "DELETE", "/api/v1/me/health-data");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your health information has been deleted." });
    expect(await healthRows(account.id)).toBe(0);
    expect(await healthRows(other.id)).toBe(1);
    const after = (await call(account, "GET", `/api/v1/visit-histories/${trip.id}`)).json<{ data: { attributes: Record<string, unknown> } }>().data.attributes;
    expect(after).toMatchObject({
      health_declaration_status: null,
      attestation_status: null,
      survey_status: "SUBMITTED",
      customs_status: "SUBMITTED",
      is_completed: false,
    });
    expect((await call(account, "GET", `/api/v1/visit-histories/${trip.id}/health-declaration`)).statusCode).toBe(404);
    expect(await flags(account)).toEqual({ has_first_dose: false, has_second_dose: false, has_booster: false, has_rt_pcr: false, has_attested: false });
  });
});
