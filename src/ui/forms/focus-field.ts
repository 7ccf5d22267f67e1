import { type RefObject, useEffect } from "react";

/**
 * Focus for a field at fault (decision 033). The field, its label with it, is scrolled to the
 * top of the view, where the page's scroll-padding keeps it below the sticky header; then its
 * control takes the focus without a second scroll of the browser's own choosing.
 */

/** The control of a field: its first input, else the field itself (a group such as the signature pad). */
export function controlOf(field: HTMLElement): HTMLElement {
  return field.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea") ?? field;
}

export function focusControl(control: HTMLElement): void {
  (control.closest<HTMLElement>(".form-field") ?? control).scrollIntoView({ block: "start" });
  control.focus({ preventScroll: true });
}

/** Focuses the first field, in page order, that shows an error; false when none does. */
export function focusFirstError(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>(".has-error");
  if (!field) return false;
  focusControl(controlOf(field));
  return true;
}

/**
 * For a form with react-hook-form's own focusing off (`shouldFocusError: false`, which follows the
 * order fields registered, not the page's): after a refused submit, once its errors show, the first
 * field at fault in page order gets the focus.
 */
export function useFocusFirstErrorAfterSubmit(
  form: RefObject<HTMLElement | null>,
  { submitCount, isSubmitSuccessful }: { submitCount: number; isSubmitSuccessful: boolean },
): void {
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) focusFirstError(form.current);
  }, [form, submitCount, isSubmitSuccessful]);
}
