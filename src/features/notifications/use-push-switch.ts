import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { PushSwitchState, pushSubscriptionMachine } from "../../../machines/push-subscription.machine.ts";

export type PushSwitchActor = ActorRefFrom<typeof pushSubscriptionMachine>;

const STATES: readonly PushSwitchState[] = ["checking", "unsupported", "denied", "off", "subscribing", "on", "unsubscribing", "failed"];

/** The subscribing machine for the signed-in account, as the views see it; it looks again when the page comes back into view. */
export function usePushSwitch(actor: PushSwitchActor) {
  const state = useSelector(actor, (snapshot) => STATES.find((name) => snapshot.matches(name)) ?? "checking");
  const unsubscribeFailed = useSelector(actor, (snapshot) => snapshot.context.unsubscribeFailed);
  useEffect(() => {
    // Permission is changed in the browser's settings, away from the page.
    const recheck = () => {
      if (document.visibilityState === "visible") actor.send({ type: "push.recheck" });
    };
    document.addEventListener("visibilitychange", recheck);
    return () => document.removeEventListener("visibilitychange", recheck);
  }, [actor]);
  return {
    state,
    unsubscribeFailed,
    turnOn: () => actor.send({ type: "push.enable" }),
    turnOff: () => actor.send({ type: "push.disable" }),
  };
}
