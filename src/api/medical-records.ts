import * as v from "valibot";
import type { DoseInput, MedicalRecords, RecordKind, SaveOutcome, TestResultInput } from "../../machines/medical-records.machine.ts";
import { MessageAnswer } from "#domain/accounts.ts";
import {
  TestResult,
  TestResultList,
  type TestResultResource,
  TestResultSaved,
  VaccinationDose,
  VaccinationList,
  type VaccinationResource,
  VaccinationSaved,
} from "#domain/medical-records.ts";
import { api } from "./client.ts";
import { failedCall } from "./failed-call.ts";

/** The traveller's own medical records (docs/product-spec.md, part 3), read and sent with the shared contract. */

const RECORD_PATHS: Record<RecordKind, string> = { vaccination: "/api/v1/me/vaccinations", test_result: "/api/v1/me/test-results" };

/** GET /api/v1/me/vaccinations and /api/v1/me/test-results, together. */
export async function loadMedicalRecords(): Promise<MedicalRecords> {
  const [vaccinations, testResults] = await Promise.all([api(RECORD_PATHS.vaccination), api(RECORD_PATHS.test_result)]);
  return { vaccinations: v.parse(VaccinationList, vaccinations).data, testResults: v.parse(TestResultList, testResults).data };
}

// A 422 is the form's business (its messages go on the fields); any other failure is the caller's.
async function saved<T>(call: () => Promise<{ message: string; data: T }>): Promise<SaveOutcome<T>> {
  try {
    const answer = await call();
    return { status: "saved", record: answer.data, message: answer.message };
  } catch (error) {
    const failure = failedCall(error);
    if (failure.status === 422 && failure.fieldErrors) return { status: "refused", errors: failure.fieldErrors };
    throw failure;
  }
}

/** POST /api/v1/me/vaccinations. */
export function addVaccination(dose: DoseInput): Promise<SaveOutcome<v.InferOutput<typeof VaccinationResource>>> {
  return saved(async () => v.parse(VaccinationSaved, await api(RECORD_PATHS.vaccination, { method: "POST", body: v.parse(VaccinationDose, dose) })));
}

/** POST /api/v1/me/test-results. */
export function addTestResult(result: TestResultInput): Promise<SaveOutcome<v.InferOutput<typeof TestResultResource>>> {
  return saved(async () => v.parse(TestResultSaved, await api(RECORD_PATHS.test_result, { method: "POST", body: v.parse(TestResult, result) })));
}

/** DELETE /api/v1/me/vaccinations/{id} or /api/v1/me/test-results/{id}: resolves with the server's message. */
export async function deleteMedicalRecord(kind: RecordKind, id: string): Promise<string> {
  const answer = await api(`${RECORD_PATHS[kind]}/${encodeURIComponent(id)}`, { method: "DELETE" });
  return v.parse(MessageAnswer, answer).message;
}

/** DELETE /api/v1/me/health-data: every health record of the traveller (docs/product-spec.md, part 9). */
export async function deleteHealthData(): Promise<string> {
  return v.parse(MessageAnswer, await api("/api/v1/me/health-data", { method: "DELETE" })).message;
}
