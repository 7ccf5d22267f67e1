import { assign, fromPromise, setup } from "xstate";
import type { SymptomAttributes } from "#domain/reference-data.ts";
import { NONE_OF_THE_ABOVE } from "#domain/symptom-codes.ts";

export interface SymptomsInput {
  /** A selection made before (going back a step, a failed submission): null when nothing was chosen. */
  chosen?: readonly string[] | null;
}

export interface SymptomsContext {
  symptoms: SymptomAttributes[];
  /** null: nothing chosen yet; []: none of the above; otherwise the chosen symptom codes. */
  chosen: string[] | null;
}

/** What the checklist answers: SymptomAnswer-shaped, plus the selection to show again later. */
export interface SymptomsOutput {
  symptoms: string[];
  chosen: string[];
}

export type SymptomsEvent = { type: "symptom.toggled"; code: string } | { type: "none.toggled" } | { type: "answer.submitted" } | { type: "symptoms.reload" };

/** The answer sent for a selection: the chosen codes, or the single value NONE_OF_THE_ABOVE. */
export function symptomAnswer(chosen: readonly string[]): string[] {
  return chosen.length === 0 ? [NONE_OF_THE_ABOVE] : [...chosen];
}

// The app provides the loading; until then it never settles.
const never = () => new Promise<never>(() => {});

/**
 * The symptom checklist (docs/product-spec.md, parts 2, 4, 5): nothing is chosen at first; a symptom toggles;
 * none of the above empties the selection; submitting needs a choice ('Please select atleast 1')
 * and ends the machine with the answer as its output. Shared by the guest check-in and the
 * signed-in Symptoms screen.
 */
export const symptomsMachine = setup({
  types: {
    context: {} as SymptomsContext,
    events: {} as SymptomsEvent,
    input: {} as SymptomsInput,
    output: {} as SymptomsOutput,
  },
  actions: {
    toggleSymptom: assign({
      chosen: ({ context, event }) => {
        if (event.type !== "symptom.toggled") return context.chosen;
        const chosen = context.chosen ?? [];
        return chosen.includes(event.code) ? chosen.filter((code) => code !== event.code) : [...chosen, event.code];
      },
    }),
    chooseNone: assign({ chosen: [] }),
    chooseNothing: assign({ chosen: null }),
  },
  actors: {
    loadSymptoms: fromPromise<SymptomAttributes[]>(never),
  },
  guards: {
    nothingChosen: ({ context }) => context.chosen === null,
    noneChosen: ({ context }) => context.chosen?.length === 0,
    untickingTheLastSymptom: ({ context, event }) => event.type === "symptom.toggled" && context.chosen?.length === 1 && context.chosen[0] === event.code,
  },
}).createMachine({
  id: "symptoms",
  context: ({ input }) => ({ symptoms: [], chosen: input.chosen ? [...input.chosen] : null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadSymptoms",
        src: "loadSymptoms",
        onDone: { target: "choosing", actions: assign({ symptoms: ({ event }) => event.output }) },
        onError: "loadFailed",
      },
    },
    loadFailed: {
      on: { "symptoms.reload": "loading" },
    },
    choosing: {
      initial: "restoring",
      states: {
        // Shows again the selection the checklist was started with.
        restoring: {
          always: [{ guard: "nothingChosen", target: "nothingChosen" }, { guard: "noneChosen", target: "noneChosen" }, { target: "symptomsChosen" }],
        },
        nothingChosen: {
          on: {
            "symptom.toggled": { target: "symptomsChosen", actions: "toggleSymptom" },
            "none.toggled": { target: "noneChosen", actions: "chooseNone" },
            "answer.submitted": "warned",
          },
        },
        // Submitted with nothing chosen: 'Please select atleast 1' shows until a choice is made.
        warned: {
          on: {
            "answer.submitted": "warned",
            "symptom.toggled": { target: "symptomsChosen", actions: "toggleSymptom" },
            "none.toggled": { target: "noneChosen", actions: "chooseNone" },
          },
        },
        symptomsChosen: {
          on: {
            "symptom.toggled": [
              { guard: "untickingTheLastSymptom", target: "nothingChosen", actions: "chooseNothing" },
              { target: "symptomsChosen", actions: "toggleSymptom" },
            ],
            "none.toggled": { target: "noneChosen", actions: "chooseNone" },
            "answer.submitted": "#symptoms.answered",
          },
        },
        noneChosen: {
          on: {
            "symptom.toggled": { target: "symptomsChosen", actions: "toggleSymptom" },
            "none.toggled": { target: "nothingChosen", actions: "chooseNothing" },
            "answer.submitted": "#symptoms.answered",
          },
        },
      },
    },
    answered: { type: "final" },
  },
  output: ({ context }) => {
    const chosen = context.chosen ?? [];
    return { symptoms: symptomAnswer(chosen), chosen };
  },
});
