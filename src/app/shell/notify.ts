import type { ToastKind } from "../../../machines/toasts.machine.ts";
import { confirmDialogActor, toastsActor } from "./shell-actors.ts";

/**
 * Toasts and confirm dialogs need their hosts on the page; when a host is missing (spec part 2),
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
}

export function askToConfirm(options: ConfirmOptions): Promise<boolean> {
  if (!mountedHosts.has("dialog")) return Promise.resolve(window.confirm(options.message));
  return new Promise((respond) => confirmDialogActor.send({ type: "dialog.requested", request: { ...options, respond } }));
}
