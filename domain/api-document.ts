import * as v from "valibot";
import { ERROR_CODES } from "./error-codes.ts";

/** Answer shapes of the API (DESIGN.md "API"): one resource or a list of resources. */
export function resource<const TType extends string, TAttributes extends v.GenericSchema>(type: TType, attributes: TAttributes) {
  return v.object({ id: v.string(), type: v.literal(type), attributes });
}

export function one<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: item });
}

export function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item) });
}

/** Every refusal (decision 042): the English message, its stable code, and the fields' messages of a 422. */
export const ErrorAnswer = v.object({
  message: v.string(),
  code: v.picklist(ERROR_CODES),
  error: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** What a refusal names beside its code, for the client's own words (ALREADY_DECIDED: who decided, when). */
  details: v.optional(v.record(v.string(), v.string())),
});
export type ErrorAnswer = v.InferOutput<typeof ErrorAnswer>;
