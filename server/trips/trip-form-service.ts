import type * as v from "valibot";
import { CustomsForm } from "#domain/declarations/customs.ts";
import { exceededLimits } from "#domain/declarations/declaration-limits.ts";
import { AttestationForm, HealthDeclarationForm } from "#domain/declarations/health-declaration.ts";
import { SurveyForm } from "#domain/declarations/survey.ts";
import { SUBMITTED, type TripForm, tripForms } from "#domain/trips.ts";
import type { Db } from "../db/connection.ts";
import type { AgencyStores } from "../db/stores/agency-stores.ts";
import { arrivalFactsOf } from "../db/stores/customs/arrival-facts.ts";
import { findCustomsDeclaration, saveCustomsDeclaration } from "../db/stores/customs/customs-queries.ts";
import { declaredPassports } from "../db/stores/customs/declared-passports.ts";
import type { StoredForm } from "../db/stores/form-table.ts";
import { findHealthForm, saveHealthForm } from "../db/stores/health/health-form-queries.ts";
import { findSurvey, saveSurvey, setSurveyArrival } from "../db/stores/tourism/tourism-queries.ts";
import { type TripChanges, type TripRow, updateTrip } from "./trip-queries.ts";
import { HttpError } from "../http/errors.ts";
import { type FieldError, fieldErrors } from "../http/field-errors.ts";
import { symptomErrors } from "../logbook/check-in-symptoms.ts";
import { birthDateErrors } from "../profile/profile-rules.ts";
import { pandemicModeOn } from "./trip-service.ts";
import { arrivalDateErrors, assertTripEditable, tripExpiresAt } from "./trip-rules.ts";

/** One part of a trip: its schema, the agency store that keeps it and what it changes on the trip. */
export interface TripFormHandler<S extends v.GenericSchema> {
  form: TripForm;
  schema: S;
  submittedMessage: string;
  /** Checks beyond the schema that need the database or today's date. */
  errors: (answers: v.InferOutput<S>, now: Date) => Promise<FieldError[]>;
  save: (trip: TripRow, userId: string, answers: v.InferOutput<S>, now: Date) => Promise<string>;
  find: (tripId: string) => Promise<StoredForm | undefined>;
  /** What the form sets on the trip besides its uuid and status. */
  tripChanges: (trip: TripRow, answers: v.InferOutput<S>, now: Date) => TripChanges;
}

/** The trip's reference to a submitted form: its uuid and SUBMITTED. */
const SUBMITTED_FORM: Record<TripForm, (uuid: string) => TripChanges> = {
  survey: (uuid) => ({ survey_form_uuid: uuid, survey_status: SUBMITTED }),
  customs: (uuid) => ({ customs_form_uuid: uuid, customs_status: SUBMITTED }),
  health_declaration: (uuid) => ({ health_declaration_form_uuid: uuid, health_declaration_status: SUBMITTED }),
  attestation: (uuid) => ({ attestation_form_uuid: uuid, attestation_status: SUBMITTED }),
};

const noErrors = () => Promise.resolve([]);
const noChanges = () => ({});

export function tripFormHandlers(db: Db, stores: AgencyStores) {
  const survey: TripFormHandler<typeof SurveyForm> = {
    form: "survey",
    schema: SurveyForm,
    submittedMessage: "Survey submitted.",
    errors: noErrors,
    save: (trip, _userId, answers, now) => saveSurvey(stores.tourism, { tripId: trip.id, arrivalDate: trip.date_of_arrival, answers, now }),
    find: (tripId) => findSurvey(stores.tourism, tripId),
    tripChanges: (trip, _answers, now) => ({ special_survey_created_at: trip.special_survey_created_at ?? now.toISOString() }),
  };
  const customs: TripFormHandler<typeof CustomsForm> = {
    form: "customs",
    schema: CustomsForm,
    submittedMessage: "Customs declaration submitted.",
    errors: (answers, now) =>
      Promise.resolve([
        ...arrivalDateErrors("trip.date_of_arrival", answers.trip.date_of_arrival, now),
        ...birthDateErrors("declarant.birth_date", answers.declarant.birth_date, now),
        ...answers.passengers.flatMap((passenger, index) => birthDateErrors(`passengers.${index}.birth_date`, passenger.birth_date, now)),
      ]),
    save: async (trip, _userId, answers, now) => {
      const uuid = await saveCustomsDeclaration(stores.customs, {
        tripId: trip.id,
        answers,
        exceededLimits: exceededLimits(answers.quantities),
        passports: declaredPassports(answers),
        facts: arrivalFactsOf(answers),
        now,
      });
      // The arrival date the declaration sets on the trip (below) is the one the tourism dashboard counts by.
      await setSurveyArrival(stores.tourism, trip.id, answers.trip.date_of_arrival);
      return uuid;
    },
    find: (tripId) => findCustomsDeclaration(stores.customs, tripId),
    // The declaration is the authoritative record of the arrival: the trip follows it.
    tripChanges: (_trip, answers) => ({
      date_of_arrival: answers.trip.date_of_arrival,
      expires_at: tripExpiresAt(answers.trip.date_of_arrival),
      origin_country: answers.trip.origin_country,
    }),
  };
  const healthDeclaration: TripFormHandler<typeof HealthDeclarationForm> = {
    form: "health_declaration",
    schema: HealthDeclarationForm,
    submittedMessage: "Health declaration submitted.",
    errors: (answers) => symptomErrors(db, "symptoms", answers.symptoms),
    save: (trip, userId, answers, now) => saveHealthForm(stores.health, "health_declarations", { tripId: trip.id, userId, answers, now }),
    find: (tripId) => findHealthForm(stores.health, "health_declarations", tripId),
    tripChanges: noChanges,
  };
  const attestation: TripFormHandler<typeof AttestationForm> = {
    form: "attestation",
    schema: AttestationForm,
    submittedMessage: "Attestation submitted.",
    errors: noErrors,
    save: (trip, userId, answers, now) => saveHealthForm(stores.health, "attestations", { tripId: trip.id, userId, answers, now }),
    find: (tripId) => findHealthForm(stores.health, "attestations", tripId),
    tripChanges: noChanges,
  };
  return { survey, customs, healthDeclaration, attestation };
}

/**
 * Writes the form into its agency's store (one row per trip, so a retried submit replaces rather
 * than adds), then marks it SUBMITTED on the trip. Should the trip's update fail, the stored form
 * keeps its uuid and the retry links the same one.
 */
export async function submitTripForm<S extends v.GenericSchema>(
  db: Db,
  handler: TripFormHandler<S>,
  trip: TripRow,
  userId: string,
  answers: v.InferOutput<S>,
  now: Date,
): Promise<TripRow> {
  assertTripEditable(trip, now);
  if (!tripForms(trip.is_domestic === 1, await pandemicModeOn(db)).includes(handler.form)) throw new HttpError(409, "HEALTH_PART_NOT_ASKED");
  const errors = await handler.errors(answers, now);
  if (errors.length) throw fieldErrors(errors);
  const formUuid = await handler.save(trip, userId, answers, now);
  return updateTrip(db, trip.id, { ...handler.tripChanges(trip, answers, now), ...SUBMITTED_FORM[handler.form](formUuid), updated_at: now.toISOString() });
}

/** The stored form the trip refers to; undefined before the first submit. */
export async function storedTripForm<S extends v.GenericSchema>(handler: TripFormHandler<S>, trip: TripRow): Promise<StoredForm | undefined> {
  return trip[`${handler.form}_form_uuid`] ? handler.find(trip.id) : undefined;
}
