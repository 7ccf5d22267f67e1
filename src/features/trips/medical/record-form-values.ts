import * as v from "valibot";
import { TestResult, VaccinationDose } from "#domain/medical-records.ts";

/**
 * The add forms as typed: every input holds text; an optional one left empty is sent as null, an
 * image not uploaded yet is "". What passes is checked by the shared schema, whose output is sent.
 */
const text = v.string();

const DoseFields = v.object({
  dose_type: text,
  patient_number: text,
  product_name: text,
  lot_number: text,
  date_administered: text,
  site: text,
  card_image: text,
});
export type DoseFormValues = v.InferOutput<typeof DoseFields>;

// The select's text goes on as the code it stands for; the shared schema then checks it is one.
const toDose = (values: DoseFormValues): v.InferInput<typeof VaccinationDose> => ({
  ...values,
  dose_type: values.dose_type as v.InferInput<typeof VaccinationDose>["dose_type"],
  patient_number: values.patient_number.trim() || null,
});

export const doseFormSchema = v.pipe(DoseFields, v.transform(toDose), VaccinationDose);

export const blankDose: DoseFormValues = {
  dose_type: "",
  patient_number: "",
  product_name: "",
  lot_number: "",
  date_administered: "",
  site: "",
  card_image: "",
};

const ResultFields = v.object({ test_type: text, result: text, taken_at: text, document: text });
type TestResultFormValues = v.InferOutput<typeof ResultFields>;

/** A datetime-local value (the device's own time) as an ISO time in UTC; "" when it is not a time. */
export function localToIso(local: string): string {
  const time = local ? new Date(local).getTime() : Number.NaN;
  return Number.isNaN(time) ? "" : new Date(time).toISOString();
}

type TestResultInput = v.InferInput<typeof TestResult>;
const toTestResult = (values: TestResultFormValues): TestResultInput => ({
  ...values,
  test_type: values.test_type as TestResultInput["test_type"],
  result: values.result as TestResultInput["result"],
  taken_at: localToIso(values.taken_at),
});

export const testResultFormSchema = v.pipe(ResultFields, v.transform(toTestResult), TestResult);

export const blankTestResult: TestResultFormValues = { test_type: "", result: "", taken_at: "", document: "" };

/** Now in the device's time, as a datetime-local value: a sample cannot be taken later than that. */
export function nowLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
