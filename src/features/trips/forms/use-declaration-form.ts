import { valibotResolver } from "@hookform/resolvers/valibot";
import { useCallback, useEffect, useRef, useState } from "react";
import { type DefaultValues, type FieldError, type FieldPath, type FieldValues, get, useForm } from "react-hook-form";
import type * as v from "valibot";
import { focusFirstError } from "../../../ui/forms/focus-field.ts";
import type { DeclarationFormProps } from "./declaration-form-props.ts";
import { useErrorText } from "./form-errors.ts";

/**
 * What every declaration form does the same way: the shared schema checks it, each change goes to
 * the flow as the draft, a 422's messages show on their fields, and after a refused submit the
 * first field with an error (in page order, not registration order) gets the focus.
 */
export function useDeclarationForm<Input extends FieldValues, Output>(
  schema: v.GenericSchema<Input, Output>,
  { initialValues, onChange, serverErrors }: Pick<DeclarationFormProps<Input, Output>, "initialValues" | "onChange" | "serverErrors">,
  blank: Partial<Input>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Input, unknown, Output>({
    // Only at the start: the draft this form reports back must not reset it.
    defaultValues: { ...blank, ...initialValues } as DefaultValues<Input>,
    resolver: valibotResolver(schema),
    // Every check at once: otherwise a pair that does not match shows only after the fields are fixed.
    criteriaMode: "all",
    shouldFocusError: false,
  });
  const { watch, setError, formState } = form;
  const errorText = useErrorText();

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    // Every value is in the watched object (the blank fills what a draft lacks): it is the whole form.
    const subscription = watch((values) => onChangeRef.current(values as Partial<Input>));
    return () => subscription.unsubscribe();
  }, [watch]);

  // Errors show only after the render that follows them: the focus waits for that render, and for
  // the page that holds them when the form is in pages.
  const focusPending = useRef(false);
  const [, setFocusRequests] = useState(0);
  /** After a check of part of the form (a page): the first field at fault gets the focus. */
  const focusErrors = useCallback(() => {
    focusPending.current = true;
    setFocusRequests((count) => count + 1);
  }, []);
  useEffect(() => {
    const entries = Object.entries(serverErrors);
    for (const [path, messages] of entries) {
      if (messages[0]) setError(path as FieldPath<Input>, { type: "server", message: messages[0] });
    }
    if (entries.length > 0) focusPending.current = true;
  }, [serverErrors, setError]);

  const { submitCount, isSubmitSuccessful } = formState;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) focusPending.current = true;
  }, [submitCount, isSubmitSuccessful]);
  useEffect(() => {
    if (focusPending.current && focusFirstError(formRef.current)) focusPending.current = false;
  });

  /** The error of a field (dot path) in the reader's language. */
  const errorOf = (path: string) => errorText((get(formState.errors, path) as FieldError | undefined)?.message);

  return { form, formRef, errorOf, focusErrors };
}
