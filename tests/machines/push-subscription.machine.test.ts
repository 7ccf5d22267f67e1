import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  type PushPermission,
  type PushStatus,
  type PushSubscriptionData,
  type PushSubscriptionEvent,
  pushSubscriptionMachine,
} from "../../machines/push-subscription.machine.ts";
import { observable, testGeneratedPaths } from "./support/path-coverage.ts";

const publicKey = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const subscription: PushSubscriptionData = {
  endpoint: "https://push.example.net/send/abc",
  expirationTime: null,
  keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" },
};
const status = (supported: boolean, permission: PushPermission, subscribedHere: boolean): PushStatus => ({ supported, permission, subscribedHere });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as PushSubscriptionEvent;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error("refused") }) as unknown as PushSubscriptionEvent;

const noted: string[] = [];
// The machine's own actors never settle: the generated paths play their outcomes as events.
const machine = pushSubscriptionMachine.provide({
  actions: {
    rememberDevice: () => void noted.push("rememberDevice"),
    forgetDevice: () => void noted.push("forgetDevice"),
  },
});

const events: PushSubscriptionEvent[] = [
  { type: "push.enable" },
  { type: "push.disable" },
  { type: "push.recheck" },
  done("checkPush", status(false, "default", false)),
  done("checkPush", status(true, "denied", false)),
  done("checkPush", status(true, "granted", true)),
  done("checkPush", status(true, "granted", false)),
  error("checkPush"),
  done("requestPermission", "granted"),
  done("requestPermission", "denied"),
  done("requestPermission", "default"),
  error("requestPermission"),
  done("loadPublicKey", publicKey),
  error("loadPublicKey"),
  done("subscribe", subscription),
  error("subscribe"),
  done("register", undefined),
  error("register"),
  done("unsubscribe", undefined),
  error("unsubscribe"),
];

/** The device is remembered exactly when the server has just stored the subscription, and forgotten when it has just removed it. */
function expectedNotes(pathEvents: readonly PushSubscriptionEvent[]): string[] {
  const notes: Record<string, string> = { "xstate.done.actor.register": "rememberDevice", "xstate.done.actor.unsubscribe": "forgetDevice" };
  return pathEvents.flatMap((event) => notes[event.type] ?? []);
}

describe("push subscription machine, generated paths", () => {
  testGeneratedPaths(
    { machine, events },
    {
      reset: () => {
        noted.length = 0;
      },
      check: (run, path) => {
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        expect(noted).toEqual(expectedNotes(path.events));
      },
    },
  );
});

describe("push subscription machine", () => {
  function start(overrides: Partial<{ status: PushStatus; permission: PushPermission; registerFails: number }> = {}) {
    const calls: string[] = [];
    let registerFailures = overrides.registerFails ?? 0;
    const actor = createActor(
      pushSubscriptionMachine.provide({
        actors: {
          checkPush: fromPromise<PushStatus>(async () => overrides.status ?? status(true, "default", false)),
          requestPermission: fromPromise<PushPermission>(async () => {
            calls.push("requestPermission");
            return overrides.permission ?? "granted";
          }),
          loadPublicKey: fromPromise<string>(async () => {
            calls.push("loadPublicKey");
            return publicKey;
          }),
          subscribe: fromPromise<PushSubscriptionData, { publicKey: string }>(async ({ input }) => {
            calls.push(`subscribe ${input.publicKey === publicKey ? "with the server's key" : "with another key"}`);
            return subscription;
          }),
          register: fromPromise<void, { subscription: PushSubscriptionData }>(async ({ input }) => {
            calls.push(`register ${input.subscription.endpoint}`);
            if (registerFailures > 0) {
              registerFailures -= 1;
              throw new Error("offline");
            }
          }),
          unsubscribe: fromPromise<void>(async () => void calls.push("unsubscribe")),
        },
        actions: { rememberDevice: () => void calls.push("rememberDevice"), forgetDevice: () => void calls.push("forgetDevice") },
      }),
    ).start();
    return { actor, calls };
  }

  it("switches on in order: permission, the server's key, the browser's subscription, the server; then off again", async () => {
    const { actor, calls } = start();
    await expect.poll(() => actor.getSnapshot().value).toBe("off");
    actor.send({ type: "push.enable" });
    await expect.poll(() => actor.getSnapshot().value).toBe("on");
    expect(calls).toEqual(["requestPermission", "loadPublicKey", "subscribe with the server's key", `register ${subscription.endpoint}`, "rememberDevice"]);
    calls.length = 0;
    actor.send({ type: "push.disable" });
    await expect.poll(() => actor.getSnapshot().value).toBe("off");
    expect(calls).toEqual(["unsubscribe", "forgetDevice"]);
  });

  it("asks nothing of a browser that cannot push, and shows a refusal as denied", async () => {
    const unsupported = start({ status: status(false, "default", false) });
    await expect.poll(() => unsupported.actor.getSnapshot().value).toBe("unsupported");
    unsupported.actor.send({ type: "push.enable" });
    expect(unsupported.calls).toEqual([]);

    const refusing = start({ permission: "denied" });
    await expect.poll(() => refusing.actor.getSnapshot().value).toBe("off");
    refusing.actor.send({ type: "push.enable" });
    await expect.poll(() => refusing.actor.getSnapshot().value).toBe("denied");
    expect(refusing.calls).toEqual(["requestPermission"]);
  });

  it("is on when this account switched it on here, and off for another account's subscription", async () => {
    const mine = start({ status: status(true, "granted", true) });
    await expect.poll(() => mine.actor.getSnapshot().value).toBe("on");
    const someoneElses = start({ status: status(true, "granted", false) });
    await expect.poll(() => someoneElses.actor.getSnapshot().value).toBe("off");
  });

  it("switches on after a failed attempt is tried again", async () => {
    const { actor, calls } = start({ registerFails: 1 });
    await expect.poll(() => actor.getSnapshot().value).toBe("off");
    actor.send({ type: "push.enable" });
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    expect(calls).not.toContain("rememberDevice");
    actor.send({ type: "push.enable" });
    await expect.poll(() => actor.getSnapshot().value).toBe("on");
    expect(calls.filter((call) => call === "rememberDevice")).toHaveLength(1);
  });
});
