import { describe, expect, it } from "vitest";
import { textSizeMachine } from "../../machines/text-size.machine.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "./support/path-coverage.ts";

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
  const replays: Replay[] = [];
  for (const path of generatePaths(options)) {
    it(path.description, () => {
      stored.length = 0;
      const run = replay(options, path.events);
      replays.push(run);
      expect(observable(run.snapshot)).toEqual(observable(path.expected));
      const { textIndex } = run.snapshot.context as { textIndex: number };
      expect(textIndex).toBeGreaterThanOrEqual(0);
      expect(textIndex).toBeLessThanOrEqual(8);
      // What is stored is always what is shown.
      if (stored.length > 0) expect(stored.at(-1)).toBe(textIndex);
    });
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("text size machine", () => {
  it("clamps a stored index outside 0–8", () => {
    const run = replay({ ...options, input: { textIndex: 42, min: 0, max: 8 } }, []);
    expect(run.snapshot.context).toEqual({ textIndex: 8, min: 0, max: 8 });
  });
});
