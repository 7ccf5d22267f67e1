import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useConfirmDialog } from "./confirm-dialog-actor.ts";
import { keepTabInside } from "./modal-dialog.tsx";

export default function ConfirmDialogView() {
  const { request, open, closing, confirm, cancel } = useConfirmDialog();
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Answered, the question gives the focus back to what asked it (when that is still on the page), so the keyboard carries on from there.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    confirmButton.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);
  if (!request) return null;
  return (
    <div
      className={`modal-backdrop${closing ? " closing" : ""}`}
      onKeyDown={(event) => {
        if (event.key === "Escape") cancel();
        keepTabInside(event);
      }}
    >
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={request.title ? "confirm-title" : "confirm-message"}
        aria-describedby={request.title ? "confirm-message" : undefined}
      >
        {request.title && (
          <h2 id="confirm-title" className="modal-title">
            {request.title}
          </h2>
        )}
        <p id="confirm-message">{request.message}</p>
        <div className="modal-actions">
          <button type="button" className="button secondary" onClick={cancel} disabled={!open}>
            {request.cancelLabel ?? <Trans>Cancel</Trans>}
          </button>
          <button type="button" className={`button ${request.destructive ? "destructive" : "primary"}`} onClick={confirm} disabled={!open} ref={confirmButton}>
            {request.confirmLabel ?? <Trans>Confirm</Trans>}
          </button>
        </div>
      </div>
    </div>
  );
}
