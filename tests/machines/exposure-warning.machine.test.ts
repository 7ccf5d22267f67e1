import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type ExposureWarningEvent, exposureWarningMachine, type TravellerExposure } from "../../machines/exposure-warning.machine.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const exposures: TravellerExposure[] = [
  { exposure_date: "2026-11-20", place: "Garapan Seaside Cafe — Beach Road", notified_at: "2026-11-23T01:00:00.000Z", quarantine_until: "2026-12-04" },
];

const events = [
  { type: "xstate.done.actor.loadExposures", output: exposures } as unknown as ExposureWarningEvent,
  { type: "xstate.done.actor.loadExposures", output: [] } as unknown as ExposureWarningEvent,
  { type: "xstate.error.actor.loadExposures", error: new Error("offline") } as unknown as ExposureWarningEvent,
  { type: "exposures.reload" },
] satisfies ExposureWarningEvent[];

describe("exposure warning machine, generated paths", () => {
  const options = { machine: exposureWarningMachine, events };
  testGeneratedPaths(options, { check: expectPredictedEnd });
});

describe("exposure warning machine", () => {
  const start = (load: () => Promise<TravellerExposure[]>) =>
    createActor(exposureWarningMachine.provide({ actors: { loadExposures: fromPromise(load) } })).start();

  it("warns with the exposures the traveller was notified of", async () => {
    const actor = start(async () => exposures);
    await expect.poll(() => actor.getSnapshot().value).toBe("warning");
    expect(actor.getSnapshot().context.exposures).toEqual(exposures);
  });

  it("stays clear when there is none", async () => {
    const actor = start(async () => []);
    await expect.poll(() => actor.getSnapshot().value).toBe("clear");
  });

  it("shows the warning after a failed load is tried again", async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return exposures;
    });
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    actor.send({ type: "exposures.reload" });
    await expect.poll(() => actor.getSnapshot().value).toBe("warning");
  });
});
