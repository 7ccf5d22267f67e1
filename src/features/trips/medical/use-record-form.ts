import { valibotResolver } from "@hookform/resolvers/valibot";
import { useEffect } from "react";
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from "react-hook-form";
import type * as v from "valibot";
import { useErrorText } from "../forms/form-errors.ts";

/**
 * What both add forms of the medical records do the same way: the form's schema checks it, a 422's
 * messages (by dot path) show on their fields until the field changes, and errors read in the
 * reader's language.
 */
export function useRecordForm<Values extends FieldValues, Output>(
  schema: v.GenericSchema<Values, Output>,
  blank: Values,
  serverErrors: Record<string, string[]>,
) {
  const text = useErrorText();
  const form = useForm<Values, unknown, Output>({ defaultValues: blank as DefaultValues<Values>, resolver: valibotResolver(schema) });
  const { setError, formState } = form;
  useEffect(() => {
    for (const [path, messages] of Object.entries(serverErrors)) {
      const message = messages[0];
      if (message) setError(path as FieldPath<Values>, { type: "server", message }, { shouldFocus: false });
    }
  }, [serverErrors, setError]);
  const errorOf = (name: FieldPath<Values>) => text(formState.errors[name]?.message as string | undefined);
  return { form, errorOf };
}
