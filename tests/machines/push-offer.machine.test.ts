import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { type PushOfferAnswer, type PushOfferEvent, pushOfferMachine } from "../../machines/push-offer.machine.ts";
import type { PushSwitchState } from "../../machines/push-subscription.machine.ts";
import { observable, testGeneratedPaths } from "./support/path-coverage.ts";

const SWITCH_STATES: PushSwitchState[] = ["checking", "unsupported", "denied", "off", "subscribing", "on", "unsubscribing", "failed"];

const remembered: PushOfferAnswer[] = [];
let enabled = 0;
const machine = pushOfferMachine.provide({
  actions: {
    rememberAnswer: (_, params) => {
      remembered.push(params.answer);
    },
    enableSwitch: () => {
      enabled += 1;
    },
  },
});

const events: PushOfferEvent[] = [
  ...SWITCH_STATES.map((state): PushOfferEvent => ({ type: "switch.changed", state })),
  { type: "offer.answered", answer: "turnOn" },
  { type: "offer.answered", answer: "notNow" },
];

describe("push offer machine, generated paths", () => {
  testGeneratedPaths(
    { machine, events },
    {
      reset: () => {
        remembered.length = 0;
        enabled = 0;
      },
      check: (run, path) => {
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        const answers = path.events.filter((event) => event.type === "offer.answered");
        // Only an answer given while asked counts, and it is remembered once; only "Turn on" switches on.
        expect(remembered.length).toBeLessThanOrEqual(1);
        expect(remembered.length <= answers.length).toBe(true);
        expect(enabled).toBe(remembered[0] === "turnOn" ? 1 : 0);
        if (run.snapshot.matches("turningOn")) expect(remembered).toEqual(["turnOn"]);
        if (run.snapshot.matches("asking")) expect(remembered).toEqual([]);
      },
    },
  );
});

describe("push offer machine", () => {
  const started = () => createActor(machine).start();

  it("asks only once the switch is known to be off, never while it is checked or when it cannot be switched on", () => {
    for (const state of ["unsupported", "denied", "on"] as const) {
      const offer = started();
      offer.send({ type: "switch.changed", state: "checking" });
      expect(offer.getSnapshot().value).toBe("waitingForSwitch");
      offer.send({ type: "switch.changed", state });
      expect(offer.getSnapshot().value).toBe("closed");
    }
    const offer = started();
    offer.send({ type: "switch.changed", state: "off" });
    expect(offer.getSnapshot().value).toBe("asking");
  });

  it("remembers 'Not now' and closes without switching on", () => {
    remembered.length = 0;
    enabled = 0;
    const offer = started();
    offer.send({ type: "switch.changed", state: "off" });
    offer.send({ type: "offer.answered", answer: "notNow" });
    expect(offer.getSnapshot().value).toBe("closed");
    expect(remembered).toEqual(["notNow"]);
    expect(enabled).toBe(0);
  });

  it("after 'Turn on' follows the switch, and ends when the browser's prompt was dismissed", () => {
    remembered.length = 0;
    enabled = 0;
    const offer = started();
    offer.send({ type: "switch.changed", state: "off" });
    offer.send({ type: "offer.answered", answer: "turnOn" });
    expect(remembered).toEqual(["turnOn"]);
    expect(enabled).toBe(1);
    offer.send({ type: "switch.changed", state: "subscribing" });
    offer.send({ type: "switch.changed", state: "on" });
    expect(offer.getSnapshot().value).toBe("turningOn");
    offer.send({ type: "switch.changed", state: "off" });
    expect(offer.getSnapshot().value).toBe("closed");
  });
});
