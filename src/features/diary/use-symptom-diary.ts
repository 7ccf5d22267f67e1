import { useActorRef, useSelector } from "@xstate/react";
import { diaryScreen } from "../../../machines/symptom-diary.machine.ts";
import { diaryMachine } from "./diary-effects.ts";

/** The diary as the page shows it: its screen, the period, today's answer, the checklist child. */
export function useSymptomDiary(token: string) {
  const actor = useActorRef(diaryMachine, { input: { token } });
  return {
    screen: useSelector(actor, diaryScreen),
    diary: useSelector(actor, (state) => state.context.diary),
    failure: useSelector(actor, (state) => state.context.failure),
    checklist: useSelector(actor, (state) => state.children.checklist),
    retry: () => actor.send({ type: "retry.requested" }),
    change: () => actor.send({ type: "change.requested" }),
  };
}
