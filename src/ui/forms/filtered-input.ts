import type { UseFormRegisterReturn } from "react-hook-form";

/** A registration whose input keeps only what `keep` lets through, before the form reads the value. */
export function filteredInput(registration: UseFormRegisterReturn, keep: (value: string) => string): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = keep(input.value);
      return registration.onChange(event);
    },
  };
}
