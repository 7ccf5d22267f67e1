import { PANDEMIC_MODE_SETTING } from "#domain/reference-data.ts";
import { isTripComplete, type VisitHistory } from "#domain/trips.ts";
import type { Db } from "../db/connection.ts";
import { findSetting } from "../reference-data/reference-data-queries.ts";
import { assignTripQr, type TripRow } from "./trip-queries.ts";
import { isTripExpired } from "./trip-rules.ts";
import { randomToken } from "../security/random-tokens.ts";

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
