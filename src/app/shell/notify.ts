import { useSyncExternalStore } from "react";
import type { ToastKind } from "../../../machines/toasts.machine.ts";
import { toastsActor } from "./shell-actors.ts";

/**
 * Toasts and confirm dialogs need their hosts on the page; when a host is missing (docs/product-spec.md, part 2),
 * the browser's own alert or confirm is used so no message is lost.
 */
const mountedHosts = new Set<"toasts" | "dialog">();

export function markHostMounted(host: "toasts" | "dialog"): () => void {
  mountedHosts.add(host);
  return () => mountedHosts.delete(host);
}

export function showToast(kind: ToastKind, message: string): void {
  if (mountedHosts.has("toasts")) toastsActor.send({ type: "toast.shown", kind, message });
  else window.alert(message);
}

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button in the danger colour, for an answer that cannot be taken back (logging out, deleting). */
  destructive?: boolean;
}

// The confirm dialog's code loads with the first question (decision 013); its host then shows it.
const loadConfirmDialog = () => import("./confirm-dialog-actor.ts");
let dialogAsked = false;
const dialogListeners = new Set<() => void>();

function subscribeToDialog(listener: () => void): () => void {
  dialogListeners.add(listener);
  return () => dialogListeners.delete(listener);
}

/** Whether a question has been asked yet, so the dialog host knows to load the dialog. */
export function useDialogAsked(): boolean {
  return useSyncExternalStore(subscribeToDialog, () => dialogAsked);
}

export async function askToConfirm(options: ConfirmOptions): Promise<boolean> {
  if (!mountedHosts.has("dialog")) return window.confirm(options.message);
  if (!dialogAsked) {
    dialogAsked = true;
    for (const listener of dialogListeners) listener();
  }
  // Without the dialog's code (offline before the service worker holds it), the browser asks instead.
  const dialog = await loadConfirmDialog().catch(() => undefined);
  if (!dialog) return window.confirm(options.message);
  return new Promise((respond) => dialog.confirmDialogActor.send({ type: "dialog.requested", request: { ...options, respond } }));
}
