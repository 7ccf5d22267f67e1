import { useEffect } from "react";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/** Puts a 422's messages (by dot path) on the form's fields, where they show until the field changes. */
export function useServerErrors<T extends FieldValues>(serverErrors: Record<string, string[]>, setError: UseFormSetError<T>): void {
  useEffect(() => {
    for (const [path, messages] of Object.entries(serverErrors)) {
      const message = messages[0];
      if (message) setError(path as FieldPath<T>, { type: "server", message }, { shouldFocus: false });
    }
  }, [serverErrors, setError]);
}
