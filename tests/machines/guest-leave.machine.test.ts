import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { guestLeaveMachine } from "../../machines/guest-leave.machine.ts";

function leaving(answer: () => Promise<boolean>) {
  const left: string[] = [];
  const actor = createActor(
    guestLeaveMachine.provide({ actors: { confirmLeave: fromPromise(answer) }, actions: { leave: () => void left.push("left") } }),
  ).start();
  return { actor, left };
}

describe("a guest's Leave and delete (decision 060)", () => {
  it("leaves only once the guest says yes", async () => {
    const { actor, left } = leaving(async () => true);
    actor.send({ type: "leave.requested" });
    await expect.poll(() => actor.getSnapshot().status).toBe("done");
    expect(left).toEqual(["left"]);
  });

  it("stays when the guest says no or the question fails, and can be asked again", async () => {
    let answer: () => Promise<boolean> = async () => false;
    const { actor, left } = leaving(() => answer());
    actor.send({ type: "leave.requested" });
    await expect.poll(() => actor.getSnapshot().value).toBe("idle");
    answer = async () => Promise.reject(new Error("no dialog"));
    actor.send({ type: "leave.requested" });
    await expect.poll(() => actor.getSnapshot().value).toBe("idle");
    expect(left).toEqual([]);
    expect(actor.getSnapshot().can({ type: "leave.requested" })).toBe(true);
  });
});
