import { Trans } from "@lingui/react/macro";
import { useRef } from "react";
import { ModalDialog } from "../../../app/shell/modal-dialog.tsx";

/** The terms that apply to a check-in, in short, with the full text a link away. */
export default function TermsModal({ onClose }: { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog className="terms-modal" labelledBy="terms-title" onEscape={onClose} initialFocus={closeButton}>
      <h2 className="modal-title" id="terms-title">
        <Trans>Terms of use and privacy notice</Trans>
      </h2>
      <ul className="terms-points">
        <li>
          <Trans>This website is for personal, non-commercial use by people located in the commonwealth.</Trans>
        </li>
        <li>
          <Trans>Your check-in details are used for contact tracing by authorized health staff only, on a need-to-know basis, and are kept for 30 days.</Trans>
        </li>
        <li>
          <Trans>Personal information is stored on servers in the United States.</Trans>
        </li>
      </ul>
      <p>
        <a href="/privacy-statement" target="_blank" rel="noreferrer">
          <Trans>Read the full terms and privacy notice</Trans>
        </a>
      </p>
      <div className="modal-actions">
        <button type="button" className="button primary" onClick={onClose} ref={closeButton}>
          <Trans>Close</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}
