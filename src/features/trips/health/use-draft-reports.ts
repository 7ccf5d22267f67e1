import { useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** Reports every change of the form's values, as typed, so the trip flow can keep them as the draft. */
export function useDraftReports<T extends FieldValues, R>(form: UseFormReturn<T, unknown, R>, onChange: (values: Partial<T>) => void): void {
  const report = useRef(onChange);
  report.current = onChange;
  const { watch, getValues } = form;
  useEffect(() => {
    const subscription = watch(() => report.current(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
}
