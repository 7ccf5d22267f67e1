import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { symptomsMachine } from "../../../machines/symptoms.machine.ts";
import { SYMPTOM_CATEGORIES, type SymptomAttributes } from "../../domain/reference-data.ts";

export type SymptomsActor = ActorRefFrom<typeof symptomsMachine>;

// COMMON first, then OTHER (spec part 3's categories in their order); empty groups are left out.
const byCategory = (symptoms: SymptomAttributes[]) =>
  SYMPTOM_CATEGORIES.map((category) => ({ category, symptoms: symptoms.filter((symptom) => symptom.category === category) })).filter(
    (group) => group.symptoms.length > 0,
  );

/** The symptoms machine as the checklist sees it: one selector a field, events sent by name. */
export function useSymptomChecklist(actor: SymptomsActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    loadFailed: useSelector(actor, (state) => state.matches("loadFailed")),
    groups: byCategory(useSelector(actor, (state) => state.context.symptoms)),
    chosen: useSelector(actor, (state) => state.context.chosen),
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
