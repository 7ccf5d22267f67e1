import { assign, setup } from "xstate";
import { MODAL_EXIT_ANIMATION_MS } from "#domain/constants.ts";

export interface ConfirmRequest {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Called once with the user's answer. */
  respond: (confirmed: boolean) => void;
}

export type ConfirmDialogEvent = { type: "dialog.requested"; request: ConfirmRequest } | { type: "dialog.confirmed" } | { type: "dialog.cancelled" };

/**
 * docs/product-spec.md, part 2 "Confirm and modal dialogs": one dialog at a time; a request made while one is open
 * is answered "no" at once rather than stacked, so no caller waits forever.
 */
export const confirmDialogMachine = setup({
  types: {
    context: {} as { request: ConfirmRequest | undefined },
    events: {} as ConfirmDialogEvent,
  },
  delays: {
    exitAnimation: MODAL_EXIT_ANIMATION_MS,
  },
  actions: {
    answer: ({ context }, params: { confirmed: boolean }) => context.request?.respond(params.confirmed),
    refuseRequest: ({ event }) => {
      if (event.type === "dialog.requested") event.request.respond(false);
    },
  },
}).createMachine({
  id: "confirmDialog",
  context: { request: undefined },
  initial: "closed",
  states: {
    closed: {
      entry: assign({ request: undefined }),
      on: {
        "dialog.requested": { target: "open", actions: assign({ request: ({ event }) => event.request }) },
      },
    },
    open: {
      on: {
        "dialog.confirmed": { target: "closing", actions: { type: "answer", params: { confirmed: true } } },
        "dialog.cancelled": { target: "closing", actions: { type: "answer", params: { confirmed: false } } },
        "dialog.requested": { actions: "refuseRequest" },
      },
    },
    // The exit animation (docs/product-spec.md, part 9: 50 ms) plays before the dialog leaves the page.
    closing: {
      after: { exitAnimation: "closed" },
      on: {
        "dialog.requested": { actions: "refuseRequest" },
      },
    },
  },
});
