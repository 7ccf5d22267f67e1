import * as v from "valibot";
import { ANTIGEN_VALIDITY_HOURS, RT_PCR_VALIDITY_HOURS } from "./constants.ts";
import { DOSE_TYPES, TEST_RESULTS, TEST_TYPES, type TestType } from "./declarations/enumerations.ts";
import { requiredEnglishText } from "./declarations/english-text.ts";
import { CHOOSE_ONE_MESSAGE } from "./declarations/survey.ts";
import { IsoDate } from "./fields.ts";
import { uploadIdOf } from "./uploads.ts";

/** docs/product-spec.md, part 8, exactly. */
export const MISSING_TEST_RESULT_MESSAGE = "You haven't uploaded your RT-PCR or Antigen result. You may upload your results via menu.";
export const UPLOAD_REQUIRED_MESSAGE = "Upload an image of the document.";

/** An image uploaded by the same account, as 'name::url' (docs/product-spec.md, part 3). */
const OwnUpload = v.pipe(
  v.string(UPLOAD_REQUIRED_MESSAGE),
  v.maxLength(400),
  v.check((value) => uploadIdOf(value) !== undefined, UPLOAD_REQUIRED_MESSAGE),
);

/** docs/product-spec.md, part 3 "Vaccination dose record"; kept in the health store. */
export const VaccinationDose = v.object({
  dose_type: v.picklist(DOSE_TYPES, CHOOSE_ONE_MESSAGE),
  patient_number: v.optional(v.nullable(requiredEnglishText(40))),
  product_name: requiredEnglishText(80),
  lot_number: requiredEnglishText(40),
  date_administered: IsoDate,
  site: requiredEnglishText(120),
  card_image: OwnUpload,
});
export type VaccinationDose = v.InferOutput<typeof VaccinationDose>;

/** An RT-PCR or antigen result; `taken_at` is when the sample was taken (ISO date-time, UTC). */
export const TestResult = v.object({
  test_type: v.picklist(TEST_TYPES, CHOOSE_ONE_MESSAGE),
  result: v.picklist(TEST_RESULTS, CHOOSE_ONE_MESSAGE),
  taken_at: v.pipe(v.string(), v.isoTimestamp("Enter the date and time the sample was taken.")),
  document: OwnUpload,
});
export type TestResult = v.InferOutput<typeof TestResult>;

export const TEST_VALIDITY_HOURS: Record<TestType, number> = { RT_PCR: RT_PCR_VALIDITY_HOURS, ANTIGEN: ANTIGEN_VALIDITY_HOURS };

/**
 * docs/product-spec.md, part 9: an RT-PCR result counts for 48 hours, an antigen result for 24, before arrival.
 * Arrival is a date: the traveller counts as arriving at the end of that day (UTC), the most
 * generous reading, since the time of landing is not asked.
 */
export function isTestValidForArrival(result: Pick<TestResult, "test_type" | "result" | "taken_at">, dateOfArrival: string): boolean {
  if (result.result !== "NEGATIVE") return false;
  const taken = Date.parse(result.taken_at);
  const arrivalEnd = Date.parse(`${dateOfArrival}T23:59:59.999Z`);
  return taken <= arrivalEnd && arrivalEnd - taken <= TEST_VALIDITY_HOURS[result.test_type] * 3_600_000;
}

const record = <T extends string, S extends v.GenericSchema>(type: T, attributes: S) =>
  v.object({ id: v.string(), type: v.literal(type), attributes: v.intersect([attributes, v.object({ created_at: v.string() })]) });

/** GET/POST /api/v1/me/vaccinations, DELETE /api/v1/me/vaccinations/{id}. */
export const VaccinationResource = record("vaccination", VaccinationDose);
export const VaccinationList = v.object({ data: v.array(VaccinationResource) });
export const VaccinationSaved = v.object({ message: v.string(), data: VaccinationResource });

/** GET/POST /api/v1/me/test-results, DELETE /api/v1/me/test-results/{id}. */
export const TestResultResource = record("test_result", TestResult);
export const TestResultList = v.object({ data: v.array(TestResultResource) });
export const TestResultSaved = v.object({ message: v.string(), data: TestResultResource });

export const MedicalRecordParams = v.object({ id: v.pipe(v.string(), v.uuid("Record not found.")) });
