import { fromPromise } from "xstate";
import { symptomDiaryMachine } from "../../../machines/symptom-diary.machine.ts";
import { symptomsMachine } from "../../../machines/symptoms.machine.ts";
import { listSymptoms } from "../../api/reference-data.ts";
import { answerDiary, openDiary } from "../../api/symptom-diary.ts";

/** The diary with its real calls. */
export const diaryMachine = symptomDiaryMachine.provide({
  actors: {
    openDiary: fromPromise(({ input }) => openDiary(input.token)),
    checklist: symptomsMachine.provide({ actors: { loadSymptoms: fromPromise(() => listSymptoms()) } }),
    sendAnswer: fromPromise(({ input }) => answerDiary(input.token, input.symptoms)),
  },
});
