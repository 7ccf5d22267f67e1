import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { type CaseListState, type TracingCasesContext, type TracingCasesEvent, tracingCasesMachine } from "../../../machines/console/tracing-cases.machine.ts";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "../support/path-coverage.ts";
import { closedCase, draftList, failure } from "./tracing-fixtures.ts";

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as TracingCasesEvent;
const error = (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause }) as unknown as TracingCasesEvent;

const ended: string[] = [];
const never = () => new Promise<never>(() => {});
const machine = tracingCasesMachine.provide({
  actors: { listCases: fromPromise<TracingCase[], { shown: CaseListState }>(never) },
  actions: { sessionEnded: () => void ended.push("sessionEnded") },
});

const events: TracingCasesEvent[] = [
  { type: "shown.changed", shown: "closed" },
  { type: "shown.changed", shown: "open" },
  { type: "reload" },
  done("listCases", [draftList]),
  error("listCases", failure(0)),
  error("listCases", failure(401)),
];

describe("tracing case list machine, generated paths", () => {
  const options = {
    machine,
    events,
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { shown, cases, failure: last } = snapshot.context as TracingCasesContext;
      return JSON.stringify({ value: snapshot.value, shown, cases: cases.length, failed: last !== undefined });
    },
  };
  const replays: Replay[] = [];
  for (const path of generatePaths(options)) {
    it(path.description, () => {
      ended.length = 0;
      const run = replay(options, path.events);
      replays.push(run);
      expect(observable(run.snapshot)).toEqual(observable(path.expected));
      expect(ended).toEqual(run.snapshot.value === "sessionEnded" ? ["sessionEnded"] : []);
    });
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("tracing case list machine", () => {
  it("lists the open cases first, the closed ones on request, and retries a failed load", async () => {
    const asked: CaseListState[] = [];
    const actor = createActor(
      tracingCasesMachine.provide({
        actors: {
          listCases: fromPromise<TracingCase[], { shown: CaseListState }>(async ({ input }) => {
            asked.push(input.shown);
            if (asked.length === 3) throw failure(0);
            return input.shown === "open" ? [draftList] : [closedCase];
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.cases).toEqual([draftList]);
    actor.send({ type: "shown.changed", shown: "closed" });
    await expect.poll(() => actor.getSnapshot().context.cases).toEqual([closedCase]);
    actor.send({ type: "reload" });
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context).toMatchObject({ cases: [], failure: failure(0) });
    actor.send({ type: "reload" });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(asked).toEqual(["open", "closed", "closed", "closed"]);
    expect(actor.getSnapshot().context.cases).toEqual([closedCase]);
  });
});
