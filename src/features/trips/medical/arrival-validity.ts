import { isTestValidForArrival, type TestResult } from "#domain/medical-records.ts";

export type ArrivalValidity = "valid" | "positive" | "afterArrival" | "tooOld";

type Result = Pick<TestResult, "test_type" | "result" | "taken_at">;

/** Whether a result counts for the arrival date (docs/product-spec.md, part 9), and if not, why. */
export function arrivalValidity(result: Result, dateOfArrival: string): ArrivalValidity {
  if (isTestValidForArrival(result, dateOfArrival)) return "valid";
  if (result.result !== "NEGATIVE") return "positive";
  return Date.parse(result.taken_at) > Date.parse(`${dateOfArrival}T23:59:59.999Z`) ? "afterArrival" : "tooOld";
}

export function hasValidTestResult(results: readonly Result[], dateOfArrival: string): boolean {
  return results.some((result) => isTestValidForArrival(result, dateOfArrival));
}
