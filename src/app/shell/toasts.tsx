import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { markHostMounted } from "./notify.ts";
import { useToasts } from "./use-shell.ts";

export function Toasts() {
  const { toasts, close } = useToasts();
  const { t } = useLingui();
  useEffect(() => markHostMounted("toasts"), []);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
          <span>{toast.message}</span>
          <button type="button" className="toast-close" aria-label={t`Close`} onClick={() => close(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
