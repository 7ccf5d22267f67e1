import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARATION_LIMITS } from "../../src/domain/declarations/declaration-limits.ts";
import { SUBMITTED, type VisitHistory } from "../../src/domain/trips.ts";
import { HEALTH_PART_NOT_ASKED } from "../../server/services/trip-forms.ts";
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

    const done = await submitPart(server, account, trip.id, "customs", customsForm({ trip: { ...customsForm().trip, date_of_arrival: dateInDays(4), origin_country: "Rota" } }));
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
    expect(attested.attributes).toMatchObject({ attestation_status: SUBMITTED, health_declaration_status: null, is_completed: true, qr_id: expect.any(String) });
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
    for (const [segment, body] of [["health-declaration", healthDeclarationForm()], ["attestation", attestationForm()]] as const) {
      const response = await call(account, "PUT", formUrl(trip.id, segment), body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: HEALTH_PART_NOT_ASKED });
    }
    expect(await server.database.stores.health.selectFrom("health_declarations").select("id").where("visit_history_id", "=", trip.id).execute()).toEqual([]);
  });
});
