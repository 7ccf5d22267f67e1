import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { pushOfferMachine } from "../../../machines/push-offer.machine.ts";
import type { PushSwitchState } from "../../../machines/push-subscription.machine.ts";

export type PushOfferActor = ActorRefFrom<typeof pushOfferMachine>;

/** The push offer as the home sees it: its step, following the push switch's state, and the answer sent by name. */
export function usePushOffer(actor: PushOfferActor, switchState: PushSwitchState) {
  useEffect(() => actor.send({ type: "switch.changed", state: switchState }), [actor, switchState]);
  return {
    step: useSelector(actor, (snapshot) => (snapshot.matches("asking") ? "asking" : snapshot.matches("turningOn") ? "turningOn" : "hidden")),
    turnOn: () => actor.send({ type: "offer.answered", answer: "turnOn" }),
    notNow: () => actor.send({ type: "offer.answered", answer: "notNow" }),
  };
}
