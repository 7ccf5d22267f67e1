import { assign, fromPromise, setup } from "xstate";
import type { DiaryAnswer } from "#domain/tracing/symptom-diary.ts";
import { NONE_OF_THE_ABOVE } from "#domain/symptom-codes.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";
import { type SymptomsOutput, symptomsMachine } from "./symptoms.machine.ts";

export interface SymptomDiaryContext {
  token: string;
  diary: DiaryAnswer | undefined;
  /** The answer being sent (kept through a failure, so a retry sends it again). */
  symptoms: string[];
  failure: CallFailure | undefined;
}

export type SymptomDiaryEvent = { type: "retry.requested" } | { type: "change.requested" };

const never = () => new Promise<never>(() => {});
/** The checklist shows an earlier answer again: its codes, or nothing chosen for "none of the above". */
const chosenOf = (answer: readonly string[] | null | undefined) => (answer ? answer.filter((code) => code !== NONE_OF_THE_ABOVE) : null);

/**
 * The symptom diary page (decision 053): the link opens the day's check; today's symptoms are chosen
 * on the shared checklist (the running "checklist" child) and sent; once answered, the answer may be
 * changed the same day (it replaces the first). A link not ours and one whose period is over end the
 * flow on their own page; other failures can be tried again.
 */
export const symptomDiaryMachine = setup({
  types: {
    context: {} as SymptomDiaryContext,
    events: {} as SymptomDiaryEvent,
    input: {} as { token: string },
    children: {} as { openDiary: "openDiary"; checklist: "checklist"; sendAnswer: "sendAnswer" },
  },
  actors: {
    openDiary: fromPromise<DiaryAnswer, { token: string }>(never),
    checklist: symptomsMachine,
    sendAnswer: fromPromise<DiaryAnswer, { token: string; symptoms: string[] }>(never),
  },
  guards: {
    answeredToday: ({ context }) => context.diary?.answered_today != null,
    linkInvalid: (_, params: { error: unknown }) => failureOf(params.error).code === "DIARY_LINK_INVALID",
    linkExpired: (_, params: { error: unknown }) => failureOf(params.error).code === "DIARY_LINK_EXPIRED",
  },
  actions: {
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
}).createMachine({
  id: "symptomDiary",
  context: ({ input }) => ({ token: input.token, diary: undefined, symptoms: [], failure: undefined }),
  initial: "opening",
  states: {
    opening: {
      invoke: {
        id: "openDiary",
        src: "openDiary",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "opened", actions: assign({ diary: ({ event }) => event.output }) },
        onError: [
          { guard: { type: "linkInvalid", params: ({ event }) => ({ error: event.error }) }, target: "linkInvalid" },
          { guard: { type: "linkExpired", params: ({ event }) => ({ error: event.error }) }, target: "linkExpired" },
          { target: "openFailed", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    openFailed: { on: { "retry.requested": "opening" } },
    opened: { always: [{ guard: "answeredToday", target: "answered" }, { target: "asking" }] },
    asking: {
      invoke: {
        id: "checklist",
        src: "checklist",
        // What was sent last (a failed send), else today's answer: shown again to change.
        input: ({ context }) => ({ chosen: chosenOf(context.symptoms.length > 0 ? context.symptoms : context.diary?.answered_today) }),
        onDone: { target: "sending", actions: assign({ symptoms: ({ event }) => (event.output as SymptomsOutput).symptoms }) },
      },
    },
    sending: {
      entry: assign({ failure: undefined }),
      invoke: {
        id: "sendAnswer",
        src: "sendAnswer",
        input: ({ context }) => ({ token: context.token, symptoms: context.symptoms }),
        onDone: { target: "answered", actions: assign({ diary: ({ event }) => event.output }) },
        onError: [
          { guard: { type: "linkInvalid", params: ({ event }) => ({ error: event.error }) }, target: "linkInvalid" },
          { guard: { type: "linkExpired", params: ({ event }) => ({ error: event.error }) }, target: "linkExpired" },
          { target: "sendFailed", actions: { type: "keepFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    sendFailed: { on: { "retry.requested": "sending", "change.requested": "asking" } },
    answered: { on: { "change.requested": "asking" } },
    linkInvalid: { type: "final" },
    linkExpired: { type: "final" },
  },
});

export type DiaryScreen = "opening" | "openFailed" | "checklist" | "sending" | "sendFailed" | "answered" | "linkInvalid" | "linkExpired";

/** Which screen the page shows for a state of the diary. */
export function diaryScreen(state: {
  matches: (value: "opening" | "opened" | "openFailed" | "asking" | "sending" | "sendFailed" | "answered" | "linkInvalid" | "linkExpired") => boolean;
}): DiaryScreen {
  const screens = ["openFailed", "sending", "sendFailed", "answered", "linkInvalid", "linkExpired"] as const;
  if (state.matches("asking")) return "checklist";
  return screens.find((screen) => state.matches(screen)) ?? "opening";
}
