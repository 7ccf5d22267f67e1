import { describe, expect, it } from "vitest";
import { textSizeMachine } from "../../machines/text-size.machine.ts";
import { expectPredictedEnd, replay, testGeneratedPaths } from "./support/path-coverage.ts";

const stored: number[] = [];
const machine = textSizeMachine.provide({
  actions: { storeTextIndex: (_, params) => stored.push(params.textIndex) },
});
const options = {
  machine,
  input: { textIndex: 2, min: 0, max: 8 },
  events: [{ type: "textSize.increase" }, { type: "textSize.decrease" }] as const,
};

describe("text size machine, generated paths", () => {
  testGeneratedPaths(options, {
    reset: () => {
      stored.length = 0;
    },
    check: (run, path) => {
      expectPredictedEnd(run, path);
      const { textIndex } = run.snapshot.context as { textIndex: number };
      expect(textIndex).toBeGreaterThanOrEqual(0);
      expect(textIndex).toBeLessThanOrEqual(8);
      // What is stored is always what is shown.
      if (stored.length > 0) expect(stored.at(-1)).toBe(textIndex);
    },
  });
});

describe("text size machine", () => {
  it("clamps a stored index outside 0–8", () => {
    const run = replay({ ...options, input: { textIndex: 42, min: 0, max: 8 } }, []);
    expect(run.snapshot.context).toEqual({ textIndex: 8, min: 0, max: 8 });
  });
});
