import type * as v from "valibot";
import { ValidationError } from "./errors.ts";

export type FieldError = [field: string, message: string];

/** A 422 for checks that need the database, in the same shape as a schema failure (first message first). */
export function fieldErrors(errors: readonly FieldError[]): ValidationError {
  const issues = errors.map(
    ([field, message]): v.BaseIssue<unknown> => ({
      kind: "validation",
      type: "check",
      input: undefined,
      expected: null,
      received: "unknown",
      message,
      path: [{ type: "object", origin: "value", input: {}, key: field, value: undefined }],
    }),
  );
  return new ValidationError(issues);
}
