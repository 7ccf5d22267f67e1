import type * as v from "valibot";
import { FIELD_REFUSALS, type FieldRefusal } from "#domain/field-refusals.ts";
import { ValidationError } from "./errors.ts";

export type FieldError = [field: string, message: string];

function issuesOf(errors: readonly FieldError[]): v.BaseIssue<unknown>[] {
  return errors.map(
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
}

/** A 422 for checks that need the database, in the same shape as a schema failure (first message first). */
export function fieldErrors(errors: readonly FieldError[]): ValidationError {
  return new ValidationError(issuesOf(errors));
}

/** A 422 for one field refused for a reason of its own: its English message, and the reason in `details` for clients to word. */
export function fieldRefusal(field: string, reason: FieldRefusal): ValidationError {
  return new ValidationError(issuesOf([[field, FIELD_REFUSALS[reason]]]), { [field]: reason });
}
