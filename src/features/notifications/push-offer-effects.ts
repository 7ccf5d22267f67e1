import { pushOfferMachine } from "../../../machines/push-offer.machine.ts";
import { LOCAL_KEYS, localStore } from "../../lib/storage.ts";

/** The push offer with its effects: the answer kept on this device; `enableSwitch` switches the push switch on. */
export function pushOfferMachineFor(enableSwitch: () => void) {
  return pushOfferMachine.provide({
    actions: {
      rememberAnswer: (_, params) => localStore.set(LOCAL_KEYS.pushOfferAnswered, params.answer),
      enableSwitch,
    },
  });
}
