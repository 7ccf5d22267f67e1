import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useConfirmDialog } from "./confirm-dialog-actor.ts";

export default function ConfirmDialogView() {
  const { request, open, closing, confirm, cancel } = useConfirmDialog();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) confirmButton.current?.focus();
  }, [open]);
  if (!request) return null;
  return (
    <div className={`modal-backdrop${closing ? " closing" : ""}`} onKeyDown={(event) => event.key === "Escape" && cancel()}>
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="confirm-message">
        {request.title && <h2 className="modal-title">{request.title}</h2>}
        <p id="confirm-message">{request.message}</p>
        <div className="modal-actions">
          <button type="button" className="button secondary" onClick={cancel} disabled={!open}>
            {request.cancelLabel ?? <Trans>Cancel</Trans>}
          </button>
          <button type="button" className={`button ${request.destructive ? "danger" : "primary"}`} onClick={confirm} disabled={!open} ref={confirmButton}>
            {request.confirmLabel ?? <Trans>Confirm</Trans>}
          </button>
        </div>
      </div>
    </div>
  );
}
