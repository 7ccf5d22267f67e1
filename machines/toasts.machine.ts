import { assign, raise, setup } from "xstate";

export type ToastKind = "success" | "warning" | "info" | "error";
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export type ToastsEvent =
  | { type: "toast.shown"; kind: ToastKind; message: string }
  | { type: "toast.closed"; id: number }
  | { type: "toast.expired"; id: number };

/** docs/product-spec.md, part 2 "Toast notifications": each toast closes by itself after the timeout, or earlier by hand. */
export const toastsMachine = setup({
  types: {
    context: {} as { toasts: Toast[]; nextId: number; timeoutMs: number },
    events: {} as ToastsEvent,
    input: {} as { timeoutMs: number },
  },
  guards: {
    isShowing: ({ context, event }) =>
      (event.type === "toast.closed" || event.type === "toast.expired") && context.toasts.some((toast) => toast.id === event.id),
  },
  actions: {
    removeToast: assign({
      toasts: ({ context, event }) => context.toasts.filter((toast) => !("id" in event) || toast.id !== event.id),
    }),
  },
}).createMachine({
  id: "toasts",
  context: ({ input }) => ({ toasts: [], nextId: 1, timeoutMs: input.timeoutMs }),
  initial: "listening",
  states: {
    listening: {
      on: {
        "toast.shown": {
          actions: [
            assign({
              toasts: ({ context, event }) => [...context.toasts, { id: context.nextId, kind: event.kind, message: event.message }],
              nextId: ({ context }) => context.nextId + 1,
            }),
            raise(({ context }) => ({ type: "toast.expired" as const, id: context.nextId - 1 }), {
              delay: ({ context }) => context.timeoutMs,
            }),
          ],
        },
        "toast.closed": { guard: "isShowing", actions: "removeToast" },
        "toast.expired": { guard: "isShowing", actions: "removeToast" },
      },
    },
  },
});
