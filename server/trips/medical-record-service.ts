import { randomUUID } from "node:crypto";
import type * as v from "valibot";
import type { TestResult, TestResultResource, VaccinationDose, VaccinationResource } from "#domain/medical-records.ts";
import { UPLOAD_REQUIRED_MESSAGE } from "#domain/medical-records.ts";
import { uploadIdOf } from "#domain/uploads.ts";
import type { Db } from "../db/connection.ts";
import type { TestResultRow, VaccinationRow } from "../db/stores/health/medical-record-queries.ts";
import { findOwnUpload } from "../uploads/upload-queries.ts";
import type { FieldError } from "../http/field-errors.ts";

const NOT_IN_FUTURE = { date_administered: "The date cannot be in the future.", taken_at: "The sample cannot have been taken in the future." } as const;

/** The card or result image must be one this account uploaded (decision 008), not anyone's. */
async function ownUploadErrors(db: Db, userId: string, field: string, value: string): Promise<FieldError[]> {
  const id = uploadIdOf(value);
  return id && (await findOwnUpload(db, userId, id)) ? [] : [[field, UPLOAD_REQUIRED_MESSAGE]];
}

export async function vaccinationErrors(db: Db, userId: string, dose: VaccinationDose, now: Date): Promise<FieldError[]> {
  return [
    ...(dose.date_administered > now.toISOString().slice(0, 10) ? ([["date_administered", NOT_IN_FUTURE.date_administered]] as FieldError[]) : []),
    ...(await ownUploadErrors(db, userId, "card_image", dose.card_image)),
  ];
}

export async function testResultErrors(db: Db, userId: string, result: TestResult, now: Date): Promise<FieldError[]> {
  return [
    ...(Date.parse(result.taken_at) > now.getTime() ? ([["taken_at", NOT_IN_FUTURE.taken_at]] as FieldError[]) : []),
    ...(await ownUploadErrors(db, userId, "document", result.document)),
  ];
}

export function vaccinationRow(userId: string, dose: VaccinationDose, now: Date): VaccinationRow {
  return { id: randomUUID(), user_id: userId, ...dose, patient_number: dose.patient_number ?? null, created_at: now.toISOString() };
}

export function testResultRow(userId: string, result: TestResult, now: Date): TestResultRow {
  return { id: randomUUID(), user_id: userId, ...result, created_at: now.toISOString() };
}

export function vaccinationResource(row: VaccinationRow): v.InferOutput<typeof VaccinationResource> {
  return {
    id: row.id,
    type: "vaccination",
    attributes: {
      dose_type: row.dose_type,
      patient_number: row.patient_number,
      product_name: row.product_name,
      lot_number: row.lot_number,
      date_administered: row.date_administered,
      site: row.site,
      card_image: row.card_image,
      created_at: row.created_at,
    },
  };
}

export function testResultResource(row: TestResultRow): v.InferOutput<typeof TestResultResource> {
  return {
    id: row.id,
    type: "test_result",
    attributes: { test_type: row.test_type, result: row.result, taken_at: row.taken_at, document: row.document, created_at: row.created_at },
  };
}
