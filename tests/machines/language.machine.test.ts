import { describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import { languageMachine } from "../../machines/language.machine.ts";
import type { Locale } from "#domain/locales.ts";
import { expectPredictedEnd, replay, testGeneratedPaths } from "./support/path-coverage.ts";

const stored: Locale[] = [];
const machine = languageMachine.provide({
  actions: { storeLocale: (_, params) => stored.push(params.locale) },
  // Never settles by itself: the generated paths send the done and error events.
  actors: { activateCatalog: fromPromise<void, { locale: Locale }>(() => new Promise(() => {})) },
});
const events = [
  { type: "language.chosen", locale: "ja" },
  { type: "language.chosen", locale: "en" },
] as const;

for (const storedLocale of ["ko", undefined] as const) {
  const options = { machine, input: { storedLocale }, events };

  describe(`language machine with ${storedLocale ?? "no"} stored language, generated paths`, () => {
    testGeneratedPaths(options, {
      reset: () => {
        stored.length = 0;
      },
      check: (run, path) => {
        expectPredictedEnd(run, path);
        const choices = path.events.filter((event) => event.type === "language.chosen");
        expect(stored).toEqual(choices.map((event) => event.locale));
        expect(run.snapshot.context.chosen).toBe(storedLocale !== undefined || choices.length > 0);
      },
    });
  });
}

describe("language machine", () => {
  it("falls back to English when the chosen catalog cannot be loaded", () => {
    const run = replay({ machine, input: { storedLocale: "zh" }, events }, [
      { type: "xstate.error.actor.activateCatalog", error: new Error("offline") } as never,
    ]);
    expect(run.snapshot.value).toBe("fallingBack");
    expect(run.snapshot.context.locale).toBe("en");
  });
});
