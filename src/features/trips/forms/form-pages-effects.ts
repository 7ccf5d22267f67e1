import { fromPromise } from "xstate";
import { type FormPage, formPagesMachine } from "../../../../machines/form-pages.machine.ts";

interface FormPagesEffects {
  /** Checks these fields of the form (marking those at fault): whether they all pass. */
  checkFields: (fields: readonly string[]) => Promise<boolean>;
  /** A new page is shown. */
  showPage: () => void;
  /** A check failed: the first field at fault is to get the focus. */
  showErrors: () => void;
}

/** The form pages machine checking one form's fields: provided once per form, with what only its view has. */
export function formPagesMachineFor({ checkFields, showPage, showErrors }: FormPagesEffects) {
  return formPagesMachine.provide({
    actors: { checkPage: fromPromise<boolean, { page: FormPage }>(({ input }) => checkFields(input.page.fields)) },
    actions: { showPage, showErrors },
  });
}
