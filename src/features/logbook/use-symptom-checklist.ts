import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { symptomsMachine } from "../../../machines/symptoms.machine.ts";
import { SYMPTOM_CATEGORIES, type SymptomAttributes, titleIn } from "../../domain/reference-data.ts";

export type SymptomsActor = ActorRefFrom<typeof symptomsMachine>;

/**
 * COMMON first, then OTHER (spec part 3's categories in their order); empty groups are left out. A
 * retired symptom is offered no more, but one an earlier answer chose still shows, so it reads as given.
 * Each symptom is titled in the reader's language.
 */
function byCategory(symptoms: SymptomAttributes[], chosen: readonly string[] | null, locale: string) {
  const shown = symptoms
    .filter((symptom) => !symptom.retired || (chosen?.includes(symptom.code) ?? false))
    .map((symptom) => ({ code: symptom.code, category: symptom.category, title: titleIn(symptom.titles, symptom.title, locale) }));
  return SYMPTOM_CATEGORIES.map((category) => ({ category, symptoms: shown.filter((symptom) => symptom.category === category) })).filter(
    (group) => group.symptoms.length > 0,
  );
}

/** The symptoms machine as the checklist sees it: one selector a field, events sent by name. */
export function useSymptomChecklist(actor: SymptomsActor) {
  const { i18n } = useLingui();
  const chosen = useSelector(actor, (state) => state.context.chosen);
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    loadFailed: useSelector(actor, (state) => state.matches("loadFailed")),
    groups: byCategory(useSelector(actor, (state) => state.context.symptoms), chosen, i18n.locale),
    chosen,
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
