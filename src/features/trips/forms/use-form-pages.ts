import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { formPagesMachine } from "../../../../machines/form-pages.machine.ts";

export type FormPagesActor = ActorRefFrom<typeof formPagesMachine>;

/**
 * The form pages machine as the paged form sees it: one selector a field, events sent by name. The
 * fields a 422 refused take the form to the first page holding one.
 */
export function useFormPages(actor: FormPagesActor, serverErrors: Record<string, string[]>) {
  useEffect(() => {
    const paths = Object.keys(serverErrors);
    if (paths.length > 0) actor.send({ type: "errors.found", paths });
  }, [serverErrors, actor]);
  return {
    index: useSelector(actor, (state) => state.context.index),
    checking: useSelector(actor, (state) => state.matches("checking")),
    next: () => actor.send({ type: "page.next" }),
    back: () => actor.send({ type: "page.back" }),
    /** The whole form was refused on submit: these field paths are at fault. */
    refused: (paths: readonly string[]) => actor.send({ type: "errors.found", paths }),
  };
}
