import { randomUUID } from "node:crypto";
import type * as v from "valibot";
import { PANDEMIC_MODE_SETTING } from "#domain/reference-data.ts";
import { MAX_OPEN_TRIPS } from "#domain/constants.ts";
import { isDomesticTravel, isTripComplete, type CreateVisitHistory, type UpdateVisitHistory, type VisitHistory } from "#domain/trips.ts";
import type { Db } from "../db/connection.ts";
import type { AgencyStores } from "../db/stores/agency-stores.ts";
import { deleteCustomsDeclaration, setCustomsArrival } from "../db/stores/customs/customs-queries.ts";
import { deleteHealthForms } from "../db/stores/health/health-form-queries.ts";
import { deleteSurvey, setSurveyArrival } from "../db/stores/tourism/tourism-queries.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { findSetting } from "../reference-data/reference-data-queries.ts";
import { randomToken } from "../security/random-tokens.ts";
import { assignTripQr, countOpenTrips, deleteTripRow, findOwnTrip, insertTrip, type TripChanges, type TripRow, updateTrip } from "./trip-queries.ts";
import { arrivalDateErrors, assertTripEditable, isTripExpired, travelTypeErrors, tripExpiresAt } from "./trip-rules.ts";

/** The officer's standard message as the apps read it: code and parameters, never a text. */
export function storedMessage(row: Pick<TripRow, "message_code" | "message_params">): VisitHistory["attributes"]["message"] {
  return row.message_code ? { code: row.message_code, params: row.message_params ? JSON.parse(row.message_params) : {} } : null;
}

export async function pandemicModeOn(db: Db): Promise<boolean> {
  return (await findSetting(db, PANDEMIC_MODE_SETTING))?.typed_value === true;
}

export function isRowComplete(row: TripRow, pandemicMode: boolean): boolean {
  return isTripComplete({ ...row, is_domestic: row.is_domestic === 1 }, pandemicMode);
}

/**
 * A complete trip gets its QR value the first time it is seen complete (a form submitted, or the
 * pandemic setting changed): 128 random bits, so it says nothing and cannot be guessed.
 */
export async function withQrWhenComplete(db: Db, row: TripRow, pandemicMode: boolean): Promise<TripRow> {
  if (row.qr_id || !isRowComplete(row, pandemicMode)) return row;
  return { ...row, ...(await assignTripQr(db, row.id, () => randomToken(16))) };
}

/** The trip as the API answers it; the QR value only while the trip is complete. */
export function tripResource(row: TripRow, pandemicMode: boolean, now: Date): VisitHistory {
  const completed = isRowComplete(row, pandemicMode);
  return {
    id: row.id,
    type: "visit_history",
    attributes: {
      travel_type: row.travel_type,
      is_domestic: row.is_domestic === 1,
      date_of_arrival: row.date_of_arrival,
      origin: row.origin,
      origin_country: row.origin_country,
      destination: row.destination,
      survey_form_uuid: row.survey_form_uuid,
      survey_status: row.survey_status,
      special_survey_created_at: row.special_survey_created_at,
      customs_form_uuid: row.customs_form_uuid,
      customs_status: row.customs_status,
      health_declaration_form_uuid: row.health_declaration_form_uuid,
      health_declaration_status: row.health_declaration_status,
      attestation_form_uuid: row.attestation_form_uuid,
      attestation_status: row.attestation_status,
      health_deleted_at: row.health_deleted_at,
      expires_at: row.expires_at,
      is_expired: isTripExpired(row, now),
      is_completed: completed,
      status: row.status,
      qr_id: completed ? row.qr_id : null,
      remarks: row.remarks,
      message: storedMessage(row),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
  };
}

/** Trips as answered now: each complete one carries its QR value. */
export async function answerTrips(db: Db, rows: readonly TripRow[], now: Date): Promise<VisitHistory[]> {
  const pandemicMode = await pandemicModeOn(db);
  const resources: VisitHistory[] = [];
  for (const row of rows) resources.push(tripResource(await withQrWhenComplete(db, row, pandemicMode), pandemicMode, now));
  return resources;
}

/** The caller's own trip; another account's answers exactly like an unknown id. */
export async function ownTrip(db: Db, userId: string, id: string): Promise<TripRow> {
  const trip = await findOwnTrip(db, userId, id);
  if (!trip) throw new HttpError(404, "TRIP_NOT_FOUND");
  return trip;
}

export async function createTrip(db: Db, userId: string, body: v.InferOutput<typeof CreateVisitHistory>, now: Date): Promise<TripRow> {
  const errors = [...travelTypeErrors(body.travel_type, body.is_domestic === 1), ...arrivalDateErrors("date_of_arrival", body.date_of_arrival, now)];
  if (errors.length) throw fieldErrors(errors);
  if ((await countOpenTrips(db, userId, now, await pandemicModeOn(db))) >= MAX_OPEN_TRIPS) throw new HttpError(422, "TOO_MANY_OPEN_TRIPS");
  const at = now.toISOString();
  const trip: TripRow = {
    id: randomUUID(),
    user_id: userId,
    travel_type: body.travel_type,
    is_domestic: body.is_domestic,
    date_of_arrival: body.date_of_arrival,
    expires_at: tripExpiresAt(body.date_of_arrival),
    origin: body.origin ?? "",
    origin_country: body.origin_country ?? "",
    destination: body.destination ?? "",
    survey_form_uuid: null,
    survey_status: null,
    special_survey_created_at: null,
    customs_form_uuid: null,
    customs_status: null,
    health_declaration_form_uuid: null,
    health_declaration_status: null,
    attestation_form_uuid: null,
    attestation_status: null,
    health_deleted_at: null,
    status: "PENDING",
    qr_id: null,
    trip_code: null,
    remarks: null,
    message_code: null,
    message_params: null,
    created_at: at,
    updated_at: at,
  };
  await insertTrip(db, trip);
  return trip;
}

/**
 * Changes the given fields; the travel type and is_domestic must still agree once merged. A new
 * arrival date reaches the survey's copy too, which the tourism dashboard counts by.
 */
export async function changeTrip(db: Db, stores: AgencyStores, trip: TripRow, body: v.InferOutput<typeof UpdateVisitHistory>, now: Date): Promise<TripRow> {
  assertTripEditable(trip, now);
  const travelType = body.travel_type ?? trip.travel_type;
  // A new travel type alone brings its is_domestic along; given both, they must agree.
  const isDomestic = body.is_domestic ?? (body.travel_type ? Number(isDomesticTravel(body.travel_type)) : trip.is_domestic);
  const errors = [
    ...travelTypeErrors(travelType, isDomestic === 1),
    ...(body.date_of_arrival ? arrivalDateErrors("date_of_arrival", body.date_of_arrival, now) : []),
  ];
  if (errors.length) throw fieldErrors(errors);
  const changes: TripChanges = {
    travel_type: travelType,
    is_domestic: isDomestic,
    ...(body.date_of_arrival ? { date_of_arrival: body.date_of_arrival, expires_at: tripExpiresAt(body.date_of_arrival) } : {}),
    updated_at: now.toISOString(),
  };
  for (const field of ["origin", "origin_country", "destination"] as const) {
    const value = body[field];
    if (value !== undefined) changes[field] = value ?? "";
  }
  if (body.date_of_arrival) {
    await setSurveyArrival(stores.tourism, trip.id, body.date_of_arrival);
    await setCustomsArrival(stores.customs, trip.id, body.date_of_arrival);
  }
  return updateTrip(db, trip.id, changes);
}

/**
 * Removes the trip's forms from every agency store, then the trip: should a store fail, the trip
 * is still there and deleting again finishes the job. A reviewed trip stays (the officer's record).
 */
export async function removeTrip(db: Db, stores: AgencyStores, trip: TripRow): Promise<void> {
  if (trip.status !== "PENDING") throw new HttpError(409, "TRIP_REVIEWED");
  await deleteSurvey(stores.tourism, trip.id);
  await deleteCustomsDeclaration(stores.customs, trip.id);
  await deleteHealthForms(stores.health, trip.id);
  await deleteTripRow(db, trip.id);
}
