import { valibotResolver } from "@hookform/resolvers/valibot";
import { useRef } from "react";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type { BaseSchema, BaseIssue } from "valibot";
import { useFocusFirstErrorAfterSubmit } from "./focus-field.ts";

/**
 * A form checked with its shared schema (decision 043): react-hook-form's own focusing is off, and
 * after a refused submit the first field at fault in page order gets the focus (`formRef` goes on the
 * form element).
 */
export function useCheckedForm<Values extends FieldValues, Output>(
  schema: BaseSchema<Values, Output, BaseIssue<unknown>>,
  options: Omit<UseFormProps<Values, unknown, Output>, "resolver" | "shouldFocusError">,
) {
  const form = useForm<Values, unknown, Output>({ ...options, resolver: valibotResolver(schema), shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstErrorAfterSubmit(formRef, form.formState);
  return { ...form, formRef };
}
