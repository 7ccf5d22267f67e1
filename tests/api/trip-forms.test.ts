import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARATION_LIMITS } from "#domain/declarations/declaration-limits.ts";
import { SUBMITTED, type VisitHistory } from "#domain/trips.ts";
import { type TestAccount, callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import {
  attestationForm,
  customsForm,
  dateInDays,
  domesticTrip,
  healthDeclarationForm,
  SIGNATURE_IMAGE,
  startTrip,
  submitPart,
  surveyForm,
} from "../support/trip-fixtures.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";

interface SubmittedForm {
  data: { id: string; type: string; attributes: Record<string, unknown>; submitted_at: string };
}

describe.each(DATABASE_KINDS)("trip forms API on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  const call = (account: TestAccount, method: string, url: string, body?: unknown) => callApi(server, method, url, { token: account.token, body });
  const formUrl = (tripId: string, segment: string) => `/api/v1/visit-histories/${tripId}/${segment}`;

  it("takes a domestic trip through survey and customs to complete, with a QR value", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account, domesticTrip());
    expect((await call(account, "GET", formUrl(trip.id, "survey"))).statusCode).toBe(404);

    const surveyed = await call(account, "PUT", formUrl(trip.id, "survey"), surveyForm());
    expect(surveyed.statusCode).toBe(200);
    const afterSurvey = surveyed.json<{ message: string; data: VisitHistory }>();
    expect(afterSurvey.message).toBe("Survey submitted.");
    expect(afterSurvey.data.attributes).toMatchObject({ survey_status: SUBMITTED, survey_form_uuid: expect.any(String), is_completed: false, qr_id: null });
    expect(afterSurvey.data.attributes.special_survey_created_at).not.toBeNull();

    const done = await submitPart(
      server,
      account,
      trip.id,
      "customs",
      customsForm({ trip: { ...customsForm().trip, date_of_arrival: dateInDays(4), origin_country: "Rota" } }),
    );
    expect(done.attributes).toMatchObject({
      customs_status: SUBMITTED,
      customs_form_uuid: expect.any(String),
      date_of_arrival: dateInDays(4),
      origin_country: "Rota",
      is_completed: true,
      qr_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });

    const customs = (await call(account, "GET", formUrl(trip.id, "customs"))).json<SubmittedForm>();
    expect(customs.data).toMatchObject({ id: done.attributes.customs_form_uuid, type: "customs", submitted_at: expect.any(String) });
    expect(customs.data.attributes).toMatchObject({
      declarant: expect.objectContaining({ first_name: "MARIA", passport_number: "P1234567" }),
      contact: expect.objectContaining({ email: "maria@example.com" }),
      signature: { image: SIGNATURE_IMAGE, date: dateInDays(0), printed_name: "MARIA SANTOS" },
    });
    const survey = (await call(account, "GET", formUrl(trip.id, "survey"))).json<SubmittedForm>();
    expect(survey.data).toMatchObject({ id: afterSurvey.data.attributes.survey_form_uuid, type: "survey", attributes: surveyForm() });
  });

  it("asks a non-domestic trip in pandemic mode for the health declaration or the attestation as well", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    await submitPart(server, account, trip.id, "survey", surveyForm());
    expect((await submitPart(server, account, trip.id, "customs", customsForm())).attributes.is_completed).toBe(false);
    const attested = await submitPart(server, account, trip.id, "attestation", attestationForm());
    expect(attested.attributes).toMatchObject({
      attestation_status: SUBMITTED,
      health_declaration_status: null,
      is_completed: true,
      qr_id: expect.any(String),
    });
    const declared = await submitPart(server, account, trip.id, "health-declaration", healthDeclarationForm(["FEVER", "DRY_COUGH"]));
    expect(declared.attributes).toMatchObject({ health_declaration_status: SUBMITTED, qr_id: attested.attributes.qr_id });
    const stored = (await call(account, "GET", formUrl(trip.id, "health-declaration"))).json<SubmittedForm>();
    expect(stored.data.attributes).toMatchObject({ symptoms: ["FEVER", "DRY_COUGH"] });
  });

  it("replaces a resubmitted form under the same uuid, and keeps the exceeded limits with the customs declaration", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const first = await submitPart(server, account, trip.id, "customs", customsForm());
    const again = await submitPart(server, account, trip.id, "customs", customsForm({ quantities: { alcohol_distilled_floz: 1, cigarette_packs_us: 31 } }));
    expect(again.attributes.customs_form_uuid).toBe(first.attributes.customs_form_uuid);
    const rows = await server.database.stores.customs.selectFrom("customs_declarations").selectAll().where("visit_history_id", "=", trip.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.exceeded_limits ?? "null")).toEqual(["cigarette_packs_us"]);
    expect(DECLARATION_LIMITS.cigarette_packs_us).toBeLessThan(31);
  });

  it("refuses the health parts of a domestic trip (409) and stores nothing", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account, domesticTrip());
    for (const [segment, body] of [
      ["health-declaration", healthDeclarationForm()],
      ["attestation", attestationForm()],
    ] as const) {
      const response = await call(account, "PUT", formUrl(trip.id, segment), body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: ERROR_MESSAGES.HEALTH_PART_NOT_ASKED, code: "HEALTH_PART_NOT_ASKED" });
    }
    expect(await server.database.stores.health.selectFrom("health_declarations").select("id").where("visit_history_id", "=", trip.id).execute()).toEqual([]);
  });

  const storedFormsOf = async (tripId: string) => {
    const { customs, tourism, health } = server.database.stores;
    return [
      ...(await customs.selectFrom("customs_declarations").select("id").where("visit_history_id", "=", tripId).execute()),
      ...(await tourism.selectFrom("surveys").select("id").where("visit_history_id", "=", tripId).execute()),
      ...(await health.selectFrom("health_declarations").select("id").where("visit_history_id", "=", tripId).execute()),
      ...(await health.selectFrom("attestations").select("id").where("visit_history_id", "=", tripId).execute()),
    ].length;
  };
  const tripRow = (id: string) => server.database.db.selectFrom("visit_histories").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("refuses bad forms with 422 on the fields, and changes nothing", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const before = await tripRow(trip.id);
    const refused = async (segment: string, body: unknown) => {
      const response = await call(account, "PUT", formUrl(trip.id, segment), body);
      expect(response.statusCode).toBe(422);
      return response.json<{ message: string; errors: Record<string, string[]> }>();
    };
    const valid = customsForm();
    expect((await refused("customs", { ...valid, declarant: { ...valid.declarant, occupation: "教師" } })).errors).toEqual({
      "declarant.occupation": ["This form must be completed in English."],
    });
    expect((await refused("customs", { ...valid, truthful_consent: false, signature: { ...valid.signature, image: "" } })).errors).toEqual({
      truthful_consent: ["You must declare that your answers are true and complete."],
      "signature.image": ["Please sign the form to proceed.", "Please sign the form to proceed."],
    });
    expect((await refused("customs", { ...valid, passengers: "none" })).errors).toEqual({ passengers: ["The passengers field has the wrong type."] });
    expect((await refused("customs", { ...valid, trip: { ...valid.trip, date_of_arrival: dateInDays(-60) } })).errors).toEqual({
      "trip.date_of_arrival": ["This trip would already have expired: enter an arrival date within the last 30 days."],
    });
    expect((await refused("customs", { ...valid, declarant: { ...valid.declarant, birth_date: dateInDays(1) } })).errors).toEqual({
      "declarant.birth_date": ["The birth date cannot be in the future."],
    });
    expect((await refused("survey", { ...surveyForm(), reasons_for_travel: [] })).errors).toEqual({ reasons_for_travel: ["Please choose at least one."] });
    expect((await refused("survey", {})).message).toBe("The visitor_type field is required.");
    expect((await refused("health-declaration", healthDeclarationForm(["FEVER", "ALIEN_ABDUCTION"]))).errors).toEqual({
      symptoms: ["Please choose symptoms from the list."],
    });
    expect((await refused("attestation", { ...attestationForm(), exceptions: [] })).errors).toEqual({ exceptions: ["Tick exactly one exception."] });
    expect(await storedFormsOf(trip.id)).toBe(0);
    expect(await tripRow(trip.id)).toEqual(before);
  });

  it("refuses a 10 MB form with 413 and stores nothing", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    const huge = customsForm({ signature: { ...customsForm().signature, image: `data:image/png;base64,${"A".repeat(10 * 1024 * 1024)}` } });
    const response = await call(account, "PUT", formUrl(trip.id, "customs"), huge);
    expect(response.statusCode).toBe(413);
    expect(await storedFormsOf(trip.id)).toBe(0);
  });

  it("treats another account's trip like an unknown one (404) and stores nothing for it", async () => {
    const owner = await createAccount(server.database.db);
    const stranger = await createAccount(server.database.db);
    const trip = await startTrip(server, owner);
    await submitPart(server, owner, trip.id, "survey", surveyForm());
    for (const [method, segment, body] of [
      ["GET", "survey"],
      ["PUT", "survey", surveyForm({ trip_count: 6 })],
      ["PUT", "customs", customsForm()],
    ] as const) {
      const response = await call(stranger, method, formUrl(trip.id, segment), body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Trip not found.", code: "TRIP_NOT_FOUND" });
    }
    expect(await storedFormsOf(trip.id)).toBe(1);
    expect((await call(owner, "GET", formUrl(trip.id, "survey"))).json<SubmittedForm>().data.attributes.trip_count).toBe(2);
  });

  it("refuses forms for a trip an officer has reviewed (409)", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    await server.database.db.updateTable("visit_histories").set({ status: "FOR_INSPECTION" }).where("id", "=", trip.id).execute();
    const response = await call(account, "PUT", formUrl(trip.id, "survey"), surveyForm());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.TRIP_REVIEWED, code: "TRIP_REVIEWED" });
    expect(await storedFormsOf(trip.id)).toBe(0);
  });

  // Changes a setting every trip reads, so it runs last.
  it("outside pandemic mode asks no health part: survey and customs complete any trip", async () => {
    const account = await createAccount(server.database.db);
    const trip = await startTrip(server, account);
    await submitPart(server, account, trip.id, "survey", surveyForm());
    expect((await submitPart(server, account, trip.id, "customs", customsForm())).attributes.is_completed).toBe(false);
    await server.database.db.updateTable("settings").set({ value: "false" }).where("code", "=", "pandemic_mode").execute();
    const read = (await call(account, "GET", `/api/v1/visit-histories/${trip.id}`)).json<{ data: VisitHistory }>().data;
    expect(read.attributes).toMatchObject({ is_completed: true, qr_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    const response = await call(account, "PUT", formUrl(trip.id, "attestation"), attestationForm());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.HEALTH_PART_NOT_ASKED, code: "HEALTH_PART_NOT_ASKED" });
  });
});
