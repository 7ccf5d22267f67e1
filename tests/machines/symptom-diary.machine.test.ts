import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom } from "xstate";
import type { SymptomAttributes } from "#domain/reference-data.ts";
import type { DiaryAnswer } from "#domain/tracing/symptom-diary.ts";
import type { CallFailure } from "../../machines/call-failure.ts";
import { diaryScreen, type SymptomDiaryEvent, symptomDiaryMachine } from "../../machines/symptom-diary.machine.ts";
import { type SymptomsOutput, symptomsMachine } from "../../machines/symptoms.machine.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const TOKEN = "Qx7mW2aLr0Tz9VnK4cYb8JpE3uHsG6dF1oNiBq5kXwZ0Ae";
const unanswered: DiaryAnswer = { until: "2026-12-04", today: "2026-11-28", answered_today: null };
const answeredFever: DiaryAnswer = { ...unanswered, answered_today: ["FEVER"] };
const invalid: CallFailure = { status: 404, code: "DIARY_LINK_INVALID", message: "This link is not valid." };
const expired: CallFailure = { status: 410, code: "DIARY_LINK_EXPIRED", message: "This link has expired." };
const offline: CallFailure = { status: 0, code: undefined, message: undefined };
const FEVER: SymptomAttributes = { code: "FEVER", category: "COMMON", title: "Fever" };
const fever: SymptomsOutput = { symptoms: ["FEVER"], chosen: ["FEVER"] };

const as = (event: object) => event as unknown as SymptomDiaryEvent;
const events: SymptomDiaryEvent[] = [
  as({ type: "xstate.done.actor.openDiary", output: unanswered }),
  as({ type: "xstate.done.actor.openDiary", output: answeredFever }),
  as({ type: "xstate.error.actor.openDiary", error: invalid }),
  as({ type: "xstate.error.actor.openDiary", error: expired }),
  as({ type: "xstate.error.actor.openDiary", error: offline }),
  as({ type: "xstate.done.actor.checklist", output: fever }),
  as({ type: "xstate.done.actor.sendAnswer", output: answeredFever }),
  as({ type: "xstate.error.actor.sendAnswer", error: invalid }),
  as({ type: "xstate.error.actor.sendAnswer", error: expired }),
  as({ type: "xstate.error.actor.sendAnswer", error: offline }),
  { type: "retry.requested" },
  { type: "change.requested" },
];

describe("symptom diary machine, generated paths", () => {
  testGeneratedPaths(
    { machine: symptomDiaryMachine, events, input: { token: TOKEN } },
    {
      check: (run, path) => {
        expectPredictedEnd(run, path);
        const snapshot = run.snapshot as SnapshotFrom<typeof symptomDiaryMachine>;
        const screen = diaryScreen(snapshot);
        // What the page shows: the checklist only while asking; today's answer once kept; a link's end for good.
        if (screen === "answered") expect(snapshot.context.diary?.answered_today).toEqual(["FEVER"]);
        if (screen === "linkInvalid" || screen === "linkExpired") expect(snapshot.status).toBe("done");
        if (screen === "sendFailed") expect(snapshot.context.symptoms).toEqual(["FEVER"]);
        expect(snapshot.can({ type: "retry.requested" })).toBe(screen === "openFailed" || screen === "sendFailed");
        expect(snapshot.can({ type: "change.requested" })).toBe(screen === "answered" || screen === "sendFailed");
      },
    },
  );
});

describe("symptom diary machine", () => {
  const start = (open: () => Promise<DiaryAnswer>, send: (input: { token: string; symptoms: string[] }) => Promise<DiaryAnswer>) =>
    createActor(
      symptomDiaryMachine.provide({
        actors: {
          openDiary: fromPromise(open),
          checklist: symptomsMachine.provide({ actors: { loadSymptoms: fromPromise(async () => [FEVER]) } }),
          sendAnswer: fromPromise(({ input }) => send(input)),
        },
      }),
      { input: { token: TOKEN } },
    ).start();

  it("asks today's symptoms, sends the checklist's answer with the link's token, and shows it kept", async () => {
    const sent: { token: string; symptoms: string[] }[] = [];
    const actor = start(
      async () => unanswered,
      async (input) => {
        sent.push(input);
        return answeredFever;
      },
    );
    await expect.poll(() => actor.getSnapshot().children.checklist?.getSnapshot().value).toEqual({ choosing: "nothingChosen" });
    actor.getSnapshot().children.checklist?.send({ type: "symptom.toggled", code: "FEVER" });
    actor.getSnapshot().children.checklist?.send({ type: "answer.submitted" });
    await expect.poll(() => diaryScreen(actor.getSnapshot())).toBe("answered");
    expect(sent).toEqual([{ token: TOKEN, symptoms: ["FEVER"] }]);
  });

  it("shows today's answer when the link is opened again, and the checklist with it chosen to change it", async () => {
    const actor = start(
      async () => answeredFever,
      async () => answeredFever,
    );
    await expect.poll(() => diaryScreen(actor.getSnapshot())).toBe("answered");
    actor.send({ type: "change.requested" });
    expect(diaryScreen(actor.getSnapshot())).toBe("checklist");
    expect(actor.getSnapshot().children.checklist?.getSnapshot().context.chosen).toEqual(["FEVER"]);
  });

  it("ends on the expired page when the period ends between opening and answering", async () => {
    const actor = start(
      async () => unanswered,
      async () => Promise.reject(expired),
    );
    await expect.poll(() => actor.getSnapshot().children.checklist?.getSnapshot().value).toEqual({ choosing: "nothingChosen" });
    actor.getSnapshot().children.checklist?.send({ type: "none.toggled" });
    actor.getSnapshot().children.checklist?.send({ type: "answer.submitted" });
    await expect.poll(() => diaryScreen(actor.getSnapshot())).toBe("linkExpired");
  });
});
