import { describe, expect, it } from "vitest";
import { fromCallback } from "xstate";
import { connectivityMachine, type ConnectivityEvent } from "../../machines/connectivity.machine.ts";
import { expectPredictedEnd, replay, testGeneratedPaths } from "./support/path-coverage.ts";

const effects: string[] = [];
const machine = connectivityMachine.provide({
  actions: {
    activateWaitingWorker: () => effects.push("activate"),
    reloadPage: () => effects.push("reload"),
  },
  actors: { countdown: fromCallback<ConnectivityEvent>(() => () => {}) },
});

const events: ConnectivityEvent[] = [{ type: "network.offline" }, { type: "network.online" }, { type: "update.found" }, { type: "countdown.tick" }];
const options = { machine, input: { countdownSeconds: 3 }, events };

describe("connectivity machine, generated paths", () => {
  testGeneratedPaths(options, {
    reset: () => {
      effects.length = 0;
    },
    check: (run, path) => {
      expectPredictedEnd(run, path);
      const ticks = path.events.filter((event) => event.type === "countdown.tick").length;
      if (run.snapshot.matches("reloading")) expect(effects).toEqual(["activate", "reload"]);
      else if (run.snapshot.matches("updated")) {
        expect(effects).toEqual(["activate"]);
        expect(run.snapshot.context.secondsLeft).toBe(3 - ticks);
      } else expect(effects).toEqual([]);
    },
  });
});

describe("connectivity machine", () => {
  it("reloads only after the whole countdown", () => {
    effects.length = 0;
    const tick = { type: "countdown.tick" } as const;
    expect(replay(options, [{ type: "update.found" }, tick, tick]).snapshot.value).toBe("updated");
    expect(replay(options, [{ type: "update.found" }, tick, tick, tick]).snapshot.value).toBe("reloading");
  });
});
