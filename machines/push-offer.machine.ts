import { setup } from "xstate";
import type { PushSwitchState } from "./push-subscription.machine.ts";

export type PushOfferAnswer = "turnOn" | "notNow";

export type PushOfferEvent = { type: "switch.changed"; state: PushSwitchState } | { type: "offer.answered"; answer: PushOfferAnswer };

/**
 * Decision 029: once, after a trip is completed, the offer to switch pushes on. It is made only to a
 * traveller who could switch on and has not (the switch settles on "off"); either answer is
 * remembered, so that the device is not asked again; after "Turn on" it shows how switching on
 * went, and a browser prompt dismissed (the switch back to "off") just ends it.
 */
export const pushOfferMachine = setup({
  types: { events: {} as PushOfferEvent },
  actions: {
    // Effects given by the view: where the answer is remembered, and the switch it turns on.
    rememberAnswer: (_, _params: { answer: PushOfferAnswer }) => {},
    enableSwitch: () => {},
  },
  guards: {
    switchIs: ({ event }, params: { states: readonly PushSwitchState[] }) => event.type === "switch.changed" && params.states.includes(event.state),
  },
}).createMachine({
  id: "pushOffer",
  initial: "waitingForSwitch",
  states: {
    waitingForSwitch: {
      on: {
        "switch.changed": [
          { guard: { type: "switchIs", params: { states: ["off"] } }, target: "asking" },
          { guard: { type: "switchIs", params: { states: ["unsupported", "denied", "on"] } }, target: "closed" },
        ],
      },
    },
    asking: {
      on: {
        "switch.changed": { guard: { type: "switchIs", params: { states: ["unsupported", "denied", "on"] } }, target: "closed" },
        "offer.answered": [
          {
            guard: ({ event }) => event.answer === "turnOn",
            target: "turningOn",
            actions: [{ type: "rememberAnswer", params: { answer: "turnOn" } }, "enableSwitch"],
          },
          { target: "closed", actions: { type: "rememberAnswer", params: { answer: "notNow" } } },
        ],
      },
    },
    turningOn: {
      on: { "switch.changed": { guard: { type: "switchIs", params: { states: ["off"] } }, target: "closed" } },
    },
    closed: { type: "final" },
  },
});
