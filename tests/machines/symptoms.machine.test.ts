import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type SymptomsEvent, type SymptomsInput, type SymptomsOutput, symptomsMachine } from "../../machines/symptoms.machine.ts";
import { SymptomAnswer } from "#domain/logbook.ts";
import type { SymptomAttributes } from "#domain/reference-data.ts";
import * as v from "valibot";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "./support/path-coverage.ts";

const list: SymptomAttributes[] = [
  { title: "Fever", code: "FEVER", category: "COMMON" },
  { title: "Cough", code: "COUGH", category: "COMMON" },
];

const never = () => new Promise<never>(() => {});
const machine = symptomsMachine.provide({ actors: { loadSymptoms: fromPromise<SymptomAttributes[]>(never) } });

const events = [
  { type: "xstate.done.actor.loadSymptoms", output: list } as unknown as SymptomsEvent,
  { type: "xstate.error.actor.loadSymptoms", error: new Error("offline") } as unknown as SymptomsEvent,
  { type: "symptoms.reload" },
  { type: "symptom.toggled", code: "FEVER" },
  { type: "symptom.toggled", code: "COUGH" },
  { type: "none.toggled" },
  { type: "answer.submitted" },
] satisfies SymptomsEvent[];

/** The selection a path must end with, replayed by hand from its events. */
function expectedChosen(input: SymptomsInput, path: readonly SymptomsEvent[]): string[] | null {
  let chosen = input.chosen ? [...input.chosen] : null;
  let loaded = false;
  for (const event of path) {
    if (event.type === ("xstate.done.actor.loadSymptoms" as string)) loaded = true;
    if (!loaded) continue;
    if (event.type === "none.toggled") chosen = chosen?.length === 0 ? null : [];
    if (event.type === "symptom.toggled") {
      const next = chosen?.includes(event.code) ? chosen.filter((code) => code !== event.code) : [...(chosen ?? []), event.code];
      chosen = next.length === 0 ? null : next;
    }
  }
  return chosen;
}

const inputs: SymptomsInput[] = [{}, { chosen: null }, { chosen: ["COUGH"] }, { chosen: [] }];

describe("symptoms machine, generated paths", () => {
  const replays: Replay[] = [];
  for (const input of inputs) {
    const options = { machine, input, events };
    for (const path of generatePaths(options)) {
      it(`from ${JSON.stringify(input.chosen ?? null)}: ${path.description}`, () => {
        const run = replay(options, path.events);
        replays.push(run);
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        const chosen = expectedChosen(input, path.events);
        if (run.snapshot.status === "done") {
          const output = run.snapshot.output as SymptomsOutput;
          expect(output).toEqual({ symptoms: chosen?.length ? chosen : ["NONE_OF_THE_ABOVE"], chosen: chosen ?? [] });
          // What the checklist answers is what the API accepts.
          expect(v.safeParse(SymptomAnswer, output.symptoms).success).toBe(true);
        } else {
          expect(run.snapshot.context.chosen).toEqual(chosen);
        }
      });
    }
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("symptoms machine", () => {
  const start = (input: SymptomsInput = {}) =>
    createActor(symptomsMachine.provide({ actors: { loadSymptoms: fromPromise(() => Promise.resolve(list)) } }), {
      input,
    }).start();
  const ready = (actor: ReturnType<typeof start>) => expect.poll(() => actor.getSnapshot().matches("choosing")).toBe(true);

  it("warns when submitted with nothing chosen and answers NONE_OF_THE_ABOVE for none of the above", async () => {
    const actor = start();
    await ready(actor);
    expect(actor.getSnapshot().context.symptoms).toEqual(list);
    actor.send({ type: "answer.submitted" });
    expect(actor.getSnapshot().matches({ choosing: "warned" })).toBe(true);
    actor.send({ type: "none.toggled" });
    actor.send({ type: "answer.submitted" });
    expect(actor.getSnapshot().output).toEqual({ symptoms: ["NONE_OF_THE_ABOVE"], chosen: [] });
  });

  it("un-chooses none of the above when a symptom is picked, and answers the symptoms in the order picked", async () => {
    const actor = start();
    await ready(actor);
    actor.send({ type: "none.toggled" });
    actor.send({ type: "symptom.toggled", code: "COUGH" });
    actor.send({ type: "symptom.toggled", code: "FEVER" });
    actor.send({ type: "answer.submitted" });
    expect(actor.getSnapshot().output).toEqual({ symptoms: ["COUGH", "FEVER"], chosen: ["COUGH", "FEVER"] });
  });

  it("returns to nothing chosen when the last symptom is un-ticked", async () => {
    const actor = start({ chosen: ["FEVER"] });
    await ready(actor);
    expect(actor.getSnapshot().matches({ choosing: "symptomsChosen" })).toBe(true);
    actor.send({ type: "symptom.toggled", code: "FEVER" });
    expect(actor.getSnapshot().matches({ choosing: "nothingChosen" })).toBe(true);
    expect(actor.getSnapshot().context.chosen).toBeNull();
    expect(actor.getSnapshot().can({ type: "answer.submitted" })).toBe(true);
  });
});
