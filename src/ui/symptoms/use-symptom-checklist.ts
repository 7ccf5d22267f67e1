import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { symptomsMachine } from "../../../machines/symptoms.machine.ts";
import { checklistGroups } from "#domain/reference-data.ts";

export type SymptomsActor = ActorRefFrom<typeof symptomsMachine>;

/** The symptoms machine as the checklist sees it: one selector a field, events sent by name. */
export function useSymptomChecklist(actor: SymptomsActor) {
  const { i18n } = useLingui();
  const chosen = useSelector(actor, (state) => state.context.chosen);
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    loadFailed: useSelector(actor, (state) => state.matches("loadFailed")),
    groups: checklistGroups(
      useSelector(actor, (state) => state.context.symptoms),
      chosen,
      i18n.locale,
    ),
    chosen,
    /** The answer once given: the machine is done. */
    answer: useSelector(actor, (state) => (state.status === "done" ? state.output : undefined)),
    noneChosen: useSelector(actor, (state) => state.matches({ choosing: "noneChosen" })),
    warned: useSelector(actor, (state) => state.matches({ choosing: "warned" })),
    canChoose: useSelector(actor, (state) => state.can({ type: "none.toggled" })),
    canSubmit: useSelector(actor, (state) => state.can({ type: "answer.submitted" })),
    toggleSymptom: (code: string) => actor.send({ type: "symptom.toggled", code }),
    toggleNone: () => actor.send({ type: "none.toggled" }),
    submit: () => actor.send({ type: "answer.submitted" }),
    reload: () => actor.send({ type: "symptoms.reload" }),
  };
}
