import { useSelector } from "@xstate/react";
import { createActor } from "xstate";
import { confirmDialogMachine } from "../../../machines/confirm-dialog.machine.ts";

/** The confirm dialog's machine, started when the first question loads this module (notify.ts). */
export const confirmDialogActor = createActor(confirmDialogMachine);
confirmDialogActor.start();

export function useConfirmDialog() {
  return {
    request: useSelector(confirmDialogActor, (state) => state.context.request),
    open: useSelector(confirmDialogActor, (state) => state.matches("open")),
    closing: useSelector(confirmDialogActor, (state) => state.matches("closing")),
    confirm: () => confirmDialogActor.send({ type: "dialog.confirmed" }),
    cancel: () => confirmDialogActor.send({ type: "dialog.cancelled" }),
  };
}
