import type { CustomsFormInput } from "#domain/declarations/customs.ts";
import type { SurveyFormInput } from "#domain/declarations/survey.ts";
import type { CreateVisitHistory, VisitHistory } from "#domain/trips.ts";
import { type TestAccount, callApi } from "./accounts.ts";
import type { ApiServer } from "./api-server.ts";

const DAY_MS = 86_400_000;

/** A calendar date (UTC) `days` from today. */
export const dateInDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The smallest valid PNG data URL: what a drawn signature arrives as. */
export const SIGNATURE_IMAGE = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export const signature = () => ({ image: SIGNATURE_IMAGE, date: dateInDays(0), printed_name: "maria santos" });

export function newTrip(overrides: Partial<CreateVisitHistory> = {}): CreateVisitHistory {
  return {
    travel_type: "INTERNATIONAL",
    is_domestic: 0,
    date_of_arrival: dateInDays(3),
    origin: "Narita",
    origin_country: "Japan",
    destination: "Saipan",
    ...overrides,
  };
}

export const domesticTrip = (): CreateVisitHistory => newTrip({ travel_type: "DOMESTIC", is_domestic: 1, origin: "Rota", origin_country: "CNMI" });

export function surveyForm(overrides: Partial<SurveyFormInput> = {}): SurveyFormInput {
  return {
    visitor_type: "VISITOR",
    origin_country: "JAPAN",
    reasons_for_travel: ["PLEASURE_VACATION", "DIVE"],
    planned_activities: ["GOLF"],
    stay_place: "HOTEL",
    travel_arrangement: "INDIVIDUAL",
    trip_count: 2,
    length_of_stay: { SAIPAN: "NIGHTS_3", TINIAN: "DAY_TRIP", ROTA: "NOT_APPLICABLE" },
    ...overrides,
  };
}

const noPhone = { number: "", confirm: "" };

export function customsForm(overrides: Partial<CustomsFormInput> = {}): CustomsFormInput {
  return {
    trip: {
      date_of_arrival: dateInDays(3),
      transport_type: "AIR",
      flight_type: "COMMERCIAL",
      airline: "United Airlines",
      flight_number: "UA 197",
      vessel_name: null,
      origin_country: "Japan",
      purpose_of_trip: "PLEASURE",
    },
    declarant: {
      first_name: "maria",
      middle_name: null,
      last_name: "santos",
      birth_date: "1990-01-01",
      passport_number: "p1234567",
      passport_country: "JP",
      address_in_commonwealth: "Beach Road, Garapan",
      family_count: 2,
      occupation: "Teacher",
      residence_country: "Japan",
      person_type: "OTHER",
    },
    contact: {
      phones: { mobile: { number: "16705550100", confirm: "16705550100" }, home: noPhone, work: noPhone, international: noPhone },
      email: "Maria@Example.com",
      confirm_email: "maria@example.com",
    },
    passengers: [
      {
        passport_number: "p7654321",
        issuing_country: "JP",
        first_name: "ken",
        middle_name: null,
        last_name: "santos",
        birth_date: "2015-05-05",
        gender: "MALE",
        age: 11,
      },
    ],
    items: {
      has_harmful_objects: false,
      has_wildlife: false,
      has_plants: false,
      has_soil: false,
      has_animal: false,
      has_alcohol: true,
      has_tobacco: false,
      has_cigarettes: false,
      has_merchandise: false,
      has_excess_currency: false,
    },
    quantities: { alcohol_distilled_floz: 100, alcohol_beer_floz: 0, alcohol_wine_floz: 20 },
    currency: null,
    truthful_consent: true,
    signature: signature(),
    ...overrides,
  };
}

export const healthDeclarationForm = (symptoms: string[] = ["NONE_OF_THE_ABOVE"]) => ({ symptoms, signature: signature() });

export const attestationForm = () => ({
  vaccination_status: "NOT_FULLY_VACCINATED",
  exceptions: ["MEDICAL_CONTRAINDICATION"],
  privacy_act_agreement: true,
  signature: signature(),
});

/** Starts a trip through the API and answers it as created. */
export async function startTrip(server: ApiServer, account: TestAccount, trip: CreateVisitHistory = newTrip()): Promise<VisitHistory> {
  const response = await callApi(server, "POST", "/api/v1/visit-histories", { token: account.token, body: trip });
  if (response.statusCode !== 201) throw new Error(`Trip not created: ${response.statusCode} ${response.body}`);
  return response.json<{ data: VisitHistory }>().data;
}

/** Submits one part of a trip through the API; throws unless it was accepted. */
export async function submitPart(server: ApiServer, account: TestAccount, tripId: string, segment: string, body: unknown): Promise<VisitHistory> {
  const response = await callApi(server, "PUT", `/api/v1/visit-histories/${tripId}/${segment}`, { token: account.token, body });
  if (response.statusCode !== 200) throw new Error(`${segment} not accepted: ${response.statusCode} ${response.body}`);
  return response.json<{ data: VisitHistory }>().data;
}

/** A trip with every part a non-domestic trip in pandemic mode asks for: complete, with its QR. */
export async function completeTrip(server: ApiServer, account: TestAccount): Promise<VisitHistory> {
  const trip = await startTrip(server, account);
  await submitPart(server, account, trip.id, "survey", surveyForm());
  await submitPart(server, account, trip.id, "customs", customsForm());
  return submitPart(server, account, trip.id, "health-declaration", healthDeclarationForm());
}
