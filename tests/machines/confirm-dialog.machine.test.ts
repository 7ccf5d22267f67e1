import { describe, expect } from "vitest";
import { confirmDialogMachine } from "../../machines/confirm-dialog.machine.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const answers: boolean[] = [];
const request = { message: "Are you sure you want to clear?", respond: (confirmed: boolean) => answers.push(confirmed) };
const options = {
  machine: confirmDialogMachine,
  events: [{ type: "dialog.requested", request }, { type: "dialog.confirmed" }, { type: "dialog.cancelled" }] as const,
};

describe("confirm dialog machine, generated paths", () => {
  testGeneratedPaths(options, {
    reset: () => {
      answers.length = 0;
    },
    check: (run, path) => {
      expectPredictedEnd(run, path);
      // Every request gets exactly one answer once the dialog has closed or refused it.
      const requests = path.events.filter((event) => event.type === "dialog.requested").length;
      const pending = run.snapshot.matches("open") ? 1 : 0;
      expect(answers.length).toBe(requests - pending);
    },
  });
});
