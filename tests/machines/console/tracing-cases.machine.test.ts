import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { type CaseListState, type TracingCasesContext, type TracingCasesEvent, tracingCasesMachine } from "../../../machines/console/tracing-cases.machine.ts";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";
import { closedCase, draftList } from "./tracing-fixtures.ts";

const { done, error } = callAnswers(tracingCasesMachine);

const events: TracingCasesEvent[] = [
  { type: "shown.changed", shown: "closed" },
  { type: "shown.changed", shown: "open" },
  { type: "reload" },
  done("listCases", [draftList]),
  error("listCases", failure(0)),
];

describe("tracing case list machine, generated paths", () => {
  testPagePaths({
    machine: tracingCasesMachine,
    events,
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { shown, cases, failure: last } = snapshot.context as TracingCasesContext;
      return JSON.stringify({ value: snapshot.value, shown, cases: cases.length, failed: last !== undefined });
    },
  });
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
