import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { type Toast, toastsMachine } from "../../machines/toasts.machine.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const toastsOf = (snapshot: AnyMachineSnapshot) => snapshot.context.toasts as Toast[];
const options = {
  machine: toastsMachine,
  input: { timeoutMs: 4000 },
  events: (snapshot: AnyMachineSnapshot) => [
    ...(toastsOf(snapshot).length < 2 ? [{ type: "toast.shown", kind: "success", message: "Saved!" } as const] : []),
    ...toastsOf(snapshot).flatMap((toast) => [{ type: "toast.closed", id: toast.id } as const, { type: "toast.expired", id: toast.id } as const]),
    { type: "toast.closed", id: 999 } as const,
    { type: "toast.expired", id: 999 } as const,
  ],
  // Ids grow without end; how many toasts show is what distinguishes states.
  serializeState: (snapshot: AnyMachineSnapshot) => String(toastsOf(snapshot).length),
};

describe("toasts machine, generated paths", () => {
  testGeneratedPaths(options, { check: expectPredictedEnd });
});

describe("toasts machine", () => {
  it("closes a toast by itself after the timeout", async () => {
    const { createActor } = await import("xstate");
    const actor = createActor(toastsMachine, { input: { timeoutMs: 20 } }).start();
    actor.send({ type: "toast.shown", kind: "info", message: "Hello" });
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 1, kind: "info", message: "Hello" }]);
    await expect.poll(() => actor.getSnapshot().context.toasts).toEqual([]);
    actor.stop();
  });
});
