import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type DataAccess, type DataAccessEvent, dataAccessMachine } from "../../machines/data-access.machine.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const accesses: DataAccess[] = [{ agency: "customs", action: "customs.decision", at: "2026-11-24T09:00:00.000Z" }];

const events = [
  { type: "xstate.done.actor.loadAccesses", output: accesses } as unknown as DataAccessEvent,
  { type: "xstate.error.actor.loadAccesses", error: new Error("offline") } as unknown as DataAccessEvent,
  { type: "accesses.reload" },
] satisfies DataAccessEvent[];

describe("data access machine, generated paths", () => {
  const options = { machine: dataAccessMachine, events };
  testGeneratedPaths(options, { check: expectPredictedEnd });
});

describe("data access machine", () => {
  it("shows the list after a failed load is tried again", async () => {
    let calls = 0;
    const actor = createActor(
      dataAccessMachine.provide({
        actors: {
          loadAccesses: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error("offline");
            return accesses;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    actor.send({ type: "accesses.reload" });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.accesses).toEqual(accesses);
  });
});
